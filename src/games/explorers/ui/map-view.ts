// The map as four floating islands: terrain cells, objects, villages, a player's Xs, the cells
// where the next X may go (pulsing) and a keyboard cursor. It shows what it is given and reports
// clicks; which cells are legal is the engine's answer, passed in.
import Phaser from 'phaser';
import {
  CELLS,
  QUADRANTS,
  TERRAINS,
  TILE_SIZE,
  VILLAGE,
  colOf,
  quadrantOf,
  rowOf,
  type Cell,
  type GameMap,
  type Terrain,
} from '../rules/index';
import { animationDuration } from '../../../platform/settings';
import type { Message } from '../../../platform/i18n';
import { cellOnIsland, islandOrigin, mapArea, UNDERSIDE_SHARE, type PlayLayout } from './play-layout';
import { objectAt } from './terrain-style';
import { DEPTHS } from '../../../ui/depths';
import { ornament, reducedMotion } from '../../../ui/motion';
import { COLORS } from '../../../ui/theme';
import { tintImage } from '../../../ui/tint';
import { currentLayout, type Rect } from '../../../ui/layout';
import { isZoomed, visiblePart, WHOLE, type Point } from '../../../ui/zoom-view';
import { ZoomArea } from '../../../ui/zoom-area';
import { ZoomLocator } from '../../../ui/zoom-locator';
import { paintIsland } from './island-art';
import { showAtSize } from '../../../ui/raster';
import type { TipContent, Tooltip } from '../../../ui/tooltip';

export interface MapMarks {
  readonly marks: ArrayLike<number>;
  readonly color: number;
  readonly startVillage: Cell | null;
  /** Xs of the step in progress (drawn with a halo: they can still be undone). */
  readonly fresh: readonly Cell[];
}

/** A map that only shows (another player's sheet): no input, tips or highlights; drawn inside `parent`. */
export interface MapViewOptions {
  readonly readOnly?: boolean;
  readonly parent?: Phaser.GameObjects.Container;
}

interface Island {
  readonly outer: Phaser.GameObjects.Container;
  /** Bobs inside `outer`, so a relayout never fights the tween. */
  readonly body: Phaser.GameObjects.Container;
  /** Shades the cells where the next X may not go, while some may. */
  readonly shade: Phaser.GameObjects.Graphics;
  /** Frames the cells where it may (pulsing). */
  readonly highlights: Phaser.GameObjects.Graphics;
  readonly marks: Phaser.GameObjects.Container;
  readonly overlay: Phaser.GameObjects.Container;
}

const MARK_TEXTURE = 'mark-x';
const START_TEXTURE = 'mark-circle';
const EARTH = 0x7a5236;
/** A double tap zooms the map's cells to about twice their size (some 40 units on a phone). */
const DOUBLE_TAP_SCALE = 2;
const BOB_SHARE = 0.09;
/** How dark the cells where no X may go are shaded while some may. */
const SHADE_ALPHA = 0.26;
/** Map views made so far: each paints its islands into textures of its own. */
let views = 0;

export class MapView {
  private readonly scene: Phaser.Scene;
  private readonly map: GameMap;
  private readonly tips: Tooltip;
  private readonly onCell: (cell: Cell) => void;
  private islands: Island[] = [];
  private play: PlayLayout | null = null;
  private marks: MapMarks | null = null;
  private readonly markImages = new Map<Cell, Phaser.GameObjects.Image>();
  /** Cells whose X is being drawn: the stroke animation owns them until it ends. */
  private readonly drawing = new Set<Cell>();
  private legal: readonly Cell[] = [];
  private cursor: Cell | null = null;
  private cursorBox: Phaser.GameObjects.Rectangle | null = null;
  private ghost: Phaser.GameObjects.Image | null = null;
  private enabled = true;
  private hoverTimer: Phaser.Time.TimerEvent | null = null;
  private readonly areaSizes: Map<number, number>;
  /** Prefix of this view's island textures (see island-art.ts). */
  private readonly artKey = `island-art-${++views}`;
  /** Holds the islands; zooming scales and moves it (see zoom-area.ts). */
  private readonly world: Phaser.GameObjects.Container;
  /** The part of the screen the map owns; zoomed, the map is clipped to it. */
  private area: Rect = { x: 0, y: 0, width: 1, height: 1 };
  /** Only a map the player acts on zooms (not another player's, shown read-only). */
  private readonly zoomArea: ZoomArea | null;
  private readonly locator: ZoomLocator | null;

  constructor(scene: Phaser.Scene, map: GameMap, tips: Tooltip, onCell: (cell: Cell) => void, options: MapViewOptions = {}) {
    this.scene = scene;
    this.map = map;
    this.tips = tips;
    this.onCell = onCell;
    this.areaSizes = new Map();
    for (let cell = 0; cell < CELLS; cell++) {
      const area = map.area[cell] as number;
      if (area >= 0) this.areaSizes.set(area, (this.areaSizes.get(area) ?? 0) + 1);
    }
    this.world = scene.add.container(0, 0).setDepth(DEPTHS.map);
    options.parent?.add(this.world);
    this.locator = options.readOnly ? null : new ZoomLocator(scene, 'play.map.wholeMap', () => this.zoomArea?.zoomOut());
    this.zoomArea = options.readOnly
      ? null
      : new ZoomArea(scene, this.world, {
          tap: (at, touch) => this.pick(at, touch),
          longPress: (at) => {
            const cell = this.cellAt(at.x, at.y);
            if (cell !== null) this.showTip(cell);
          },
          zoomed: () => {
            this.tips.hide();
            this.showLocator();
          },
          covers: (at) => this.locator?.covers(at) ?? false,
        });
    const input = scene.input;
    if (!options.readOnly) input.on(Phaser.Input.Events.POINTER_MOVE, this.hover, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      input.off(Phaser.Input.Events.POINTER_MOVE, this.hover, this);
      for (let q = 0; q < QUADRANTS.length; q++) if (scene.textures.exists(`${this.artKey}-${q}`)) scene.textures.remove(`${this.artKey}-${q}`);
    });
  }

  /** Clicks reach the map only when nothing covers it (hand-over screen, dialogs). */
  setEnabled(on: boolean): void {
    this.enabled = on;
    this.zoomArea?.setEnabled(on);
    if (!on) this.ghost?.setVisible(false);
  }

  layout(play: PlayLayout): void {
    this.play = play;
    this.area = mapArea(play);
    const span = play.cell * TILE_SIZE;
    this.locator?.layout(this.area, QUADRANTS.map((_, q) => ({ ...islandOrigin(play, q), width: span, height: span })));
    for (const island of this.islands) island.outer.destroy();
    this.markImages.clear();
    this.cursorBox = null;
    this.ghost = null;
    this.islands = QUADRANTS.map((_, q) => this.buildIsland(q));
    // A new layout starts at the whole map.
    this.zoomArea?.layout(this.area, DOUBLE_TAP_SCALE);
    this.ghost = this.scene.add.image(0, 0, MARK_TEXTURE).setAlpha(0.4).setVisible(false);
    this.islands[0]?.overlay.add(this.ghost);
    if (this.marks) this.setMarks(this.marks);
    this.setLegal(this.legal);
    this.setCursor(this.cursor);
  }

  /** A cell's size on screen, zoom included. */
  get cellSize(): number {
    return this.size * (this.zoomArea?.zoom.scale ?? 1);
  }

  /** A cell's size as the islands are drawn, before the zoom. */
  private get size(): number {
    return this.play?.cell ?? 0;
  }

  /** Centre of a cell on screen in logical units, islands' bobbing and the zoom included. */
  cellCenter(cell: Cell): Point {
    const p = this.pictureCenter(cell);
    return this.zoomArea?.toScreen(p) ?? p;
  }

  /** Centre of a cell in the map as laid out, before the zoom. */
  private pictureCenter(cell: Cell): Point {
    const island = this.islands[quadrantOf(cell)];
    const local = this.local(cell);
    if (!island) return local;
    return { x: island.outer.x + island.body.x + local.x, y: island.outer.y + island.body.y + local.y };
  }

  setMarks(marks: MapMarks): void {
    this.marks = marks;
    const size = this.size;
    const wanted = new Set<Cell>();
    for (let cell = 0; cell < CELLS; cell++) if (marks.marks[cell] !== 0) wanted.add(cell);
    for (const [cell, image] of this.markImages) {
      if (!wanted.has(cell)) {
        image.destroy();
        this.markImages.delete(cell);
      }
    }
    for (const cell of wanted) {
      if (this.drawing.has(cell)) continue;
      const island = this.islands[quadrantOf(cell)];
      if (!island) continue;
      let image = this.markImages.get(cell);
      if (!image) {
        const { x, y } = this.local(cell);
        const start = cell === marks.startVillage;
        image = this.scene.add.image(x, y, start ? START_TEXTURE : MARK_TEXTURE).setDisplaySize(size * (start ? 1 : 0.84), size * (start ? 1 : 0.84));
        island.marks.add(image);
        this.markImages.set(cell, image);
      }
      tintImage(image, marks.color);
      image.setAlpha(marks.fresh.includes(cell) ? 1 : 0.92);
    }
    this.drawHalos(marks.fresh);
  }

  /** Draw a new X stroke by stroke; resolves when it is on the map. */
  drawMark(cell: Cell, color: number): Promise<void> {
    const island = this.islands[quadrantOf(cell)];
    if (!island) return Promise.resolve();
    this.drawing.add(cell);
    this.markImages.get(cell)?.destroy();
    this.markImages.delete(cell);
    const { x, y } = this.local(cell);
    const half = this.size * 0.3;
    const width = Math.max(2.5, this.size * 0.13);
    const pen = this.scene.add.graphics({ x, y });
    island.marks.add(pen);
    const stroke = (fromX: number, fromY: number, toX: number, toY: number, t: number) => {
      const ex = fromX + (toX - fromX) * t;
      const ey = fromY + (toY - fromY) * t;
      pen.lineStyle(width, color, 1).lineBetween(fromX, fromY, ex, ey);
      pen.fillStyle(color, 1).fillCircle(fromX, fromY, width / 2).fillCircle(ex, ey, width / 2);
    };
    return new Promise((resolve) => {
      this.scene.tweens.addCounter({
        from: 0,
        to: 1,
        duration: animationDuration(280),
        ease: 'Sine.easeInOut',
        onUpdate: (tween) => {
          const t = tween.getValue() ?? 0;
          pen.clear();
          stroke(-half, -half, half, half, Math.min(1, t * 2));
          if (t > 0.5) stroke(half, -half, -half, half, (t - 0.5) * 2);
        },
        onComplete: () => {
          pen.destroy();
          this.drawing.delete(cell);
          if (this.marks) this.setMarks(this.marks);
          resolve();
        },
      });
    });
  }

  /**
   * The cells where the next X may go stand out on every terrain: the rest of the map is shaded,
   * and each of them is lit and framed in gold edged with a dark line.
   */
  setLegal(cells: readonly Cell[]): void {
    this.legal = cells;
    const size = this.size;
    const legal = new Set(cells);
    this.islands.forEach((island, q) => {
      island.shade.clear();
      island.highlights.clear();
      if (cells.length === 0) return;
      for (let cell = 0; cell < CELLS; cell++) {
        if (quadrantOf(cell) !== q) continue;
        const { x, y } = this.local(cell);
        if (!legal.has(cell)) {
          island.shade.fillStyle(COLORS.shadow, SHADE_ALPHA).fillRect(x - size / 2, y - size / 2, size, size);
          continue;
        }
        const inner = size - 6;
        island.highlights
          .fillStyle(COLORS.white, 0.38)
          .fillRect(x - inner / 2, y - inner / 2, inner, inner)
          .lineStyle(6, COLORS.shadow, 0.6)
          .strokeRect(x - inner / 2, y - inner / 2, inner, inner)
          .lineStyle(3, COLORS.focus, 1)
          .strokeRect(x - inner / 2, y - inner / 2, inner, inner);
      }
    });
    if (!cells.includes(this.cursor ?? -1)) this.ghost?.setVisible(false);
    // Zoomed away from every cell where the next X may go: the whole map comes back.
    if (this.zoomArea?.zoomedIn && cells.length > 0 && !cells.some((cell) => this.onMap(this.cellCenter(cell)))) this.zoomArea.zoomOut();
    else this.showLocator();
  }

  get legalCells(): readonly Cell[] {
    return this.legal;
  }

  /** The cells that carry an X on screen (for the test bridge). */
  get markedCells(): Cell[] {
    return [...this.markImages.keys(), ...this.drawing].sort((a, b) => a - b);
  }

  /** A refused X: the cell is outlined in red and shakes briefly, at the chosen animation speed. */
  shake(cell: Cell): void {
    const island = this.islands[quadrantOf(cell)];
    if (!island) return;
    const { x, y } = this.local(cell);
    const size = this.size;
    const box = this.scene.add.rectangle(x, y, size, size).setStrokeStyle(Math.max(2.5, size * 0.1), COLORS.danger, 1).setFillStyle(COLORS.danger, 0.2);
    island.overlay.add(box);
    // With reduced motion the red outline stays still: it tells the refusal alone.
    const swing = reducedMotion() ? 0 : Math.max(2, size * 0.12);
    this.scene.tweens.chain({
      targets: box,
      tweens: [
        { x: x - swing, duration: animationDuration(45) },
        { x: x + swing, duration: animationDuration(90), yoyo: true, repeat: 1 },
        { x, duration: animationDuration(45) },
        { alpha: 0, delay: animationDuration(500), duration: animationDuration(300) },
      ],
      onComplete: () => box.destroy(),
    });
  }

  setCursor(cell: Cell | null): void {
    const moved = cell !== this.cursor;
    this.cursor = cell;
    this.cursorBox?.destroy();
    this.cursorBox = null;
    if (cell === null) return;
    if (moved) this.zoomArea?.bringIntoView(this.cellCenter(cell));
    const island = this.islands[quadrantOf(cell)];
    if (!island) return;
    const { x, y } = this.local(cell);
    const size = this.size;
    this.cursorBox = this.scene.add.rectangle(x, y, size + 2, size + 2).setStrokeStyle(3.5, COLORS.shadow, 1).setFillStyle(COLORS.focus, 0.25);
    island.overlay.add(this.cursorBox);
    this.showGhost(cell);
  }

  // ---- building ------------------------------------------------------------------------------

  /** Position of a cell's centre inside its island. */
  private local(cell: Cell): { x: number; y: number } {
    const size = this.size;
    const r = rowOf(cell) % TILE_SIZE;
    const c = colOf(cell) % TILE_SIZE;
    return { x: (c - (TILE_SIZE - 1) / 2) * size, y: (r - (TILE_SIZE - 1) / 2) * size };
  }

  private buildIsland(q: number): Island {
    const play = this.play as PlayLayout;
    const size = play.cell;
    const span = size * TILE_SIZE;
    const origin = islandOrigin(play, q);
    const outer = this.scene.add.container(origin.x + span / 2, origin.y + span / 2);
    this.world.add(outer);
    const body = this.scene.add.container(0, 0);
    outer.add(body);
    const scene = this.scene;

    if (scene.textures.exists('island-underside')) {
      // Hangs from under the ground's lip; `UNDERSIDE_SHARE` keeps room for it below the map.
      const under = scene.add.image(0, span / 2 + size * 0.05, 'island-underside').setOrigin(0.5, 0);
      showAtSize(under, 'island-underside', span * 1.02, size * (UNDERSIDE_SHARE - 0.15), currentLayout().zoom);
      body.add(under);
    }
    const ground = scene.add
      .graphics()
      .fillStyle(COLORS.shadow, 0.18)
      .fillRoundedRect(-span / 2 - 2, -span / 2 + size * 0.2, span + 4, span + size * 0.18, size * 0.3)
      .fillStyle(EARTH, 1)
      .fillRoundedRect(-span / 2 - 3, -span / 2 - 3, span + 6, span + size * 0.26, size * 0.28);
    body.add(ground);

    const key = `${this.artKey}-${q}`;
    // Painted finer where the map can be zoomed (touch screens), so zoomed cells stay sharp.
    const detail = this.locator && scene.sys.game.device.input.touch ? DOUBLE_TAP_SCALE : 1;
    const art = paintIsland(scene, key, this.map, q, size, currentLayout().zoom * detail);
    body.add(scene.add.image(0, 0, key).setDisplaySize(art, art));

    const shade = scene.add.graphics();
    const highlights = scene.add.graphics();
    const marks = scene.add.container(0, 0);
    const overlay = scene.add.container(0, 0);
    body.add([shade, highlights, marks, overlay]);
    ornament(scene, { targets: highlights, alpha: 0.72, duration: animationDuration(650), yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    ornament(scene, {
      targets: body,
      y: size * BOB_SHARE * (q % 3 === 0 ? 1 : -1),
      duration: 2600 + q * 420,
      delay: q * 300,
      // The islands are most of the screen: repainting them a few times a second is too much for a slow device.
      holdOnSlowDevice: true,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    return { outer, body, shade, highlights, marks, overlay };
  }

  private drawHalos(fresh: readonly Cell[]): void {
    for (const island of this.islands) island.overlay.list.filter((o) => o.name === 'halo').forEach((o) => o.destroy());
    const size = this.size;
    for (const cell of fresh) {
      const island = this.islands[quadrantOf(cell)];
      if (!island) continue;
      const { x, y } = this.local(cell);
      const halo = this.scene.add.rectangle(x, y, size - 2, size - 2).setStrokeStyle(2, COLORS.white, 0.9).setName('halo');
      island.overlay.addAt(halo, 0);
    }
  }

  // ---- input ---------------------------------------------------------------------------------

  /** The cell under a point on screen, or null off the islands (or outside the map's area). */
  cellAt(x: number, y: number): Cell | null {
    if (!this.onMap({ x, y })) return null;
    const p = this.zoomArea?.toPicture({ x, y }) ?? { x, y };
    const half = (TILE_SIZE * this.size) / 2;
    for (let q = 0; q < this.islands.length; q++) {
      const island = this.islands[q] as Island;
      const corner = { x: island.outer.x + island.body.x - half, y: island.outer.y + island.body.y - half };
      const cell = cellOnIsland(this.size, q, corner, p);
      if (cell !== null) return cell;
    }
    return null;
  }

  /** Where the map shows: its area, less the locator (a tap on the card is no tap on the map). */
  private onMap(p: Point): boolean {
    return this.zoomArea?.shows(p) ?? (p.x >= this.area.x && p.y >= this.area.y && p.x <= this.area.x + this.area.width && p.y <= this.area.y + this.area.height);
  }

  /** Fingers are wide: a tap near a legal cell on screen means that cell. */
  private nearestLegal(x: number, y: number, radius: number): Cell | null {
    let best: Cell | null = null;
    let bestDistance = radius * radius;
    for (const cell of this.legal) {
      const c = this.cellCenter(cell);
      const d = (c.x - x) ** 2 + (c.y - y) ** 2;
      if (d <= bestDistance && this.onMap(c)) {
        best = cell;
        bestDistance = d;
      }
    }
    return best;
  }

  /** A click, or a tap once it is known to be no double tap. */
  private pick(at: Point, touch: boolean): void {
    if (!this.onMap(at)) return;
    const exact = this.cellAt(at.x, at.y);
    // The snapping radius follows the cells' size on screen, never below a fingertip.
    const snapped = touch ? this.nearestLegal(at.x, at.y, Math.max(this.cellSize * 0.9, 22)) : null;
    const cell = snapped ?? exact;
    if (cell !== null) this.onCell(cell);
  }

  /** A mouse over the map: the X it would place, and the cell's tip after a moment. */
  private hover(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    if (pointer.wasTouch) return;
    this.hoverTimer?.remove(false);
    const cell = !this.enabled || over.length > 0 ? null : this.cellAt(pointer.worldX, pointer.worldY);
    this.showGhost(cell !== null && this.legal.includes(cell) ? cell : this.cursor);
    this.tips.hide();
    if (cell === null) return;
    this.hoverTimer = this.scene.time.delayedCall(600, () => this.showTip(cell));
  }

  /** A tap waits to learn whether a second one follows (for the test bridge). */
  get tapWaiting(): boolean {
    return this.zoomArea?.tapWaiting ?? false;
  }

  private showLocator(): void {
    const zoom = this.zoomArea?.zoom ?? WHOLE;
    const zoomed = isZoomed(zoom);
    this.locator?.show(zoomed ? visiblePart(zoom, this.area) : null, zoomed ? this.legal.map((cell) => this.pictureCenter(cell)) : []);
  }

  private showGhost(cell: Cell | null): void {
    if (!this.ghost) return;
    if (cell === null || !this.legal.includes(cell) || !this.marks) {
      this.ghost.setVisible(false);
      return;
    }
    const { x, y } = this.local(cell);
    const size = this.size * 0.84;
    this.islands[quadrantOf(cell)]?.overlay.add(this.ghost);
    tintImage(this.ghost.setPosition(x, y).setDisplaySize(size, size), this.marks.color).setVisible(true);
  }

  /** Beside the cell and its neighbours, over as few cells the player may pick as it can. */
  private showTip(cell: Cell): void {
    const { x, y } = this.cellCenter(cell);
    const size = this.cellSize;
    const keep = { x: x - size * 1.5, y: y - size * 1.5, width: size * 3, height: size * 3 };
    this.tips.showClearOf(keep, this.tipFor(cell), this.legal.map((legal) => this.cellCenter(legal)), size / 2);
  }

  private tipFor(cell: Cell): TipContent {
    const code = this.map.terrain[cell] as number;
    if (code === VILLAGE) {
      return { title: { key: 'play.tips.village', params: { number: this.map.villageNumber[cell] ?? 0 } }, body: { key: 'play.tips.villageBody' } };
    }
    const terrain: Message = { key: `terrains.${TERRAINS[code] as Terrain}` };
    const area = this.areaSizes.get(this.map.area[cell] as number) ?? 1;
    const kind = objectAt(this.map.object[cell] as number);
    if (!kind) return { title: terrain, body: { key: 'play.tips.area', params: { count: area } } };
    return { title: { key: 'play.tips.objectOn', params: { object: { key: `objects.${kind}` }, terrain } }, body: { key: `objects.tips.${kind}` } };
  }
}
