// A Tucana sheet on screen: the island (drawn once per layout), one player's segments, the
// letters of their villages, the sights they have circled, and, for the player drawing, the
// pairs of hexes the rules allow (`legalEdges`), the hex chosen first and the keyboard cursor.
// It decides nothing: a tap or a drag is handed to the scene as hexes. The player's own island
// zooms like Explorers' map (ui/zoom-area.ts): a double tap, a pinch, ctrl + wheel or its zoom
// button; zoomed or not, a drag from a hex of a legal pair draws, a drag from anywhere else pans.
import Phaser from 'phaser';
import { LETTERS, type Island, type Letter } from '../rules/index';
import type { Rect } from '../../../ui/layout';
import { ornament } from '../../../ui/motion';
import { COLORS, FONTS, MIN_TEXT_PX, css } from '../../../ui/theme';
import { textResolution } from '../../../ui/layout';
import { asPoints, drawHex, drawSea, drawSight, drawVillage } from './island-art';
import { fitHexes, hexAt, hexCorners, type HexLayout, type Point } from './hex-geometry';
import { animationDuration } from '../../../platform/settings';
import { Button } from '../../../ui/button';
import { DEPTHS } from '../../../ui/depths';
import { ZoomArea } from '../../../ui/zoom-area';
import { ZoomLocator } from '../../../ui/zoom-locator';
import { clampScale, visiblePart } from '../../../ui/zoom-view';

export interface SheetDrawing {
  /** Per edge: 0, or 1 + the round its segment was drawn in. */
  readonly segments: readonly number[];
  /** Segments of the open turn not yet confirmed (drawn brighter, dashed ends). */
  readonly fresh: readonly number[];
  readonly sights: readonly boolean[];
  /** Per village: its letter on this sheet. */
  readonly letters: readonly Letter[];
  readonly pairs: readonly boolean[];
  readonly color: number;
  readonly legalEdges: readonly number[];
  readonly selected: number | null;
  readonly cursor: number | null;
}

export interface IslandInput {
  /** A tap (or a click) on a hex. */
  readonly tap: (hex: number) => void;
  /** A drag from one hex to another. */
  readonly drag: (from: number, to: number) => void;
}

/** A zoomed hex is about this wide on screen (logical units): a fingertip's target. */
const CLOSE_HEX = 46;
const SQRT3 = Math.sqrt(3);
const ZOOM_BUTTON = { width: 108, height: 44, label: 13 } as const;
const TRAIL = 0x2a1d12;

export class IslandView {
  readonly root: Phaser.GameObjects.Container;
  private readonly scene: Phaser.Scene;
  private readonly island: Island;
  private readonly base: Phaser.GameObjects.Graphics;
  private readonly features: Phaser.GameObjects.Graphics;
  private readonly lines: Phaser.GameObjects.Graphics;
  private readonly marks: Phaser.GameObjects.Graphics;
  /** The legal hexes' rings and the partners' fill, which breathe (an ambient swing of its alpha). */
  private readonly glow: Phaser.GameObjects.Graphics;
  private readonly letters: Phaser.GameObjects.Text[];
  /** The segments being drawn by a pen stroke: the stroke owns them until it ends. */
  private readonly stroking = new Set<number>();
  /** Holds `root`; zooming scales and moves it (the player's own island only). */
  private readonly world: Phaser.GameObjects.Container;
  private readonly zoom: ZoomArea | null;
  private readonly locator: ZoomLocator | null;
  private readonly zoomIn: Button | null;
  /** A drag that draws: the line from its hex to the pointer. */
  private readonly trail: Phaser.GameObjects.Graphics;
  private area: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private hexes: HexLayout = { radius: 1, centres: [] };
  private drawing: SheetDrawing | null = null;
  private enabled = true;

  constructor(scene: Phaser.Scene, island: Island, input: IslandInput | null) {
    this.scene = scene;
    this.island = island;
    this.base = scene.add.graphics();
    this.features = scene.add.graphics();
    this.lines = scene.add.graphics();
    this.marks = scene.add.graphics();
    this.glow = scene.add.graphics();
    this.letters = island.villages.map(() =>
      scene.add.text(0, 0, '', { fontFamily: FONTS.body, fontStyle: 'bold', color: css(COLORS.white), resolution: textResolution() }).setOrigin(0.5),
    );
    this.trail = scene.add.graphics();
    // Segments run from centre to centre under the villages' and sights' plaques.
    this.root = scene.add.container(0, 0, [this.base, this.lines, this.features, ...this.letters, this.glow, this.marks, this.trail]);
    this.world = scene.add.container(0, 0, [this.root]);
    this.locator = input ? new ZoomLocator(scene, 'tucana:play.zoom.whole', () => this.zoomOut()) : null;
    this.zoomIn = input
      ? new Button(scene, 0, 0, { label: 'tucana:play.zoom.in', variant: 'plain', width: ZOOM_BUTTON.width, height: ZOOM_BUTTON.height, onClick: () => this.zoomInAt(null) })
          .setLabelSize(ZOOM_BUTTON.label)
          .setDepth(DEPTHS.ui)
      : null;
    this.zoom = input
      ? new ZoomArea(scene, this.world, {
          tap: (at) => {
            const hex = this.hexOnScreen(at);
            if (hex >= 0) input.tap(hex);
          },
          holds: (at) => this.drawsFrom(this.hexOnScreen(at)),
          drag: (from, to) => this.drawTrail(from, to),
          drop: (from, to) => {
            const a = this.hexOnScreen(from);
            const b = this.hexOnScreen(to);
            if (a >= 0 && b >= 0 && a !== b) input.drag(a, b);
            else if (b >= 0) input.tap(b);
          },
          zoomed: () => this.showZoom(),
          covers: (at) => this.locator?.covers(at) === true || (this.zoomIn?.visible === true && this.zoomInBox(at)),
        })
      : null;
    // Legal hexes breathe, unless motion is reduced: the glow's alpha swings as the scenery does,
    // so the rings are not drawn again every frame.
    ornament(scene, { targets: this.glow, alpha: 0.55, duration: animationDuration(900), yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  get layout(): HexLayout {
    return this.hexes;
  }

  /** The hex under a point on screen (zoom included), or -1 (off the island, or outside its area). */
  private hexOnScreen(at: Point): number {
    if (this.zoom && !this.zoom.shows(at)) return -1;
    const p = this.zoom?.toPicture(at) ?? at;
    return hexAt(this.hexes, { x: p.x - this.root.x, y: p.y - this.root.y });
  }

  /** A drag from this hex draws: it ends a pair the player may draw (or is the hex chosen first). */
  private drawsFrom(hex: number): boolean {
    const drawing = this.drawing;
    if (hex < 0 || !drawing || drawing.legalEdges.length === 0) return false;
    const edges = this.island.edgeHexes;
    return hex === drawing.selected || drawing.legalEdges.some((e) => edges[2 * e] === hex || edges[2 * e + 1] === hex);
  }

  /** The line a drawing drag pulls from its hex (cleared once it ends). */
  private drawTrail(from: Point, to: Point | null): void {
    const g = this.trail.clear();
    const start = this.hexes.centres[this.hexOnScreen(from)];
    if (!to || !start) return;
    const end = this.zoom?.toPicture(to) ?? to;
    const width = Math.max(3, this.hexes.radius * 0.26);
    g.lineStyle(width + 4, TRAIL, 0.5).lineBetween(start.x, start.y, end.x - this.root.x, end.y - this.root.y);
    g.lineStyle(width, COLORS.focus, 0.9).lineBetween(start.x, start.y, end.x - this.root.x, end.y - this.root.y);
  }

  setVisible(on: boolean): this {
    this.world.setVisible(on);
    return this;
  }

  setDepth(depth: number): this {
    this.world.setDepth(depth);
    return this;
  }

  /** Input reaches the island only when nothing covers it (another sheet, the hand-over screen). */
  setEnabled(on: boolean): void {
    if (on === this.enabled) return;
    this.enabled = on;
    this.zoom?.setEnabled(on);
    this.trail.clear();
    this.showZoom();
  }

  /** Whether the island is zoomed in (for the test bridge). */
  get zoomed(): boolean {
    return this.zoom?.zoomedIn ?? false;
  }

  /** A tap waits to learn whether a second one follows (the test bridge counts it as busy). */
  get tapWaiting(): boolean {
    return this.zoom?.tapWaiting ?? false;
  }

  /** Closer, about a hex (the chosen one, the cursor) or else the middle of the legal pairs. */
  zoomInAt(hex: number | null): void {
    if (!this.zoom) return;
    const legal = this.legalHexes();
    const focus = hex !== null && hex >= 0 ? [hex] : legal.length > 0 ? legal : this.hexes.centres.map((_, h) => h);
    const points = focus.map((h) => this.hexPoint(h));
    this.zoom.zoomInAt({ x: points.reduce((sum, p) => sum + p.x, 0) / points.length, y: points.reduce((sum, p) => sum + p.y, 0) / points.length });
  }

  zoomOut(): void {
    this.zoom?.zoomOut();
  }

  /** Zoomed, a hex off screen (the keyboard's cursor) comes into view. */
  bringIntoView(hex: number): void {
    if (hex >= 0) this.zoom?.bringIntoView(this.hexPoint(hex));
  }

  private legalHexes(): number[] {
    const edges = this.island.edgeHexes;
    const hexes = new Set<number>();
    for (const e of this.drawing?.legalEdges ?? []) hexes.add(edges[2 * e] as number).add(edges[2 * e + 1] as number);
    return [...hexes];
  }

  private zoomInBox(at: Point): boolean {
    const b = this.zoomIn;
    return b !== null && Math.abs(at.x - b.x) <= ZOOM_BUTTON.width / 2 && Math.abs(at.y - b.y) <= ZOOM_BUTTON.height / 2;
  }

  /** Zoomed: the locator with its "Whole island" button; else the zoom button. */
  private showZoom(): void {
    if (!this.zoom || !this.locator || !this.zoomIn) return;
    const shown = this.world.visible;
    const zoomed = this.zoom.zoomedIn && shown;
    const picture = (h: number): Point => ({ x: this.root.x + (this.hexes.centres[h]?.x ?? 0), y: this.root.y + (this.hexes.centres[h]?.y ?? 0) });
    this.locator.show(zoomed ? visiblePart(this.zoom.zoom, this.area) : null, zoomed ? this.legalHexes().map(picture) : []);
    this.zoomIn.setVisible(!zoomed && shown).setEnabled(this.enabled);
    // A village's letter the zoom pushes past the island's area is hidden with its plaque (the
    // clip hides the plaque; a text is read whole or not at all).
    const margin = this.radius * 0.62;
    const { x, y, width, height } = this.area;
    this.letters.forEach((text, v) => {
      const p = this.hexPoint(this.island.villages[v] as number);
      text.setVisible(p.x - margin >= x && p.x + margin <= x + width && p.y - margin >= y && p.y + margin <= y + height);
    });
  }

  place(area: Rect): void {
    this.area = area;
    this.hexes = fitHexes(this.island.q, this.island.r, { x: 0, y: 0, width: area.width, height: area.height });
    this.root.setPosition(area.x, area.y);
    this.trail.clear();
    const { radius, centres } = this.hexes;
    if (this.zoom && this.locator && this.zoomIn) {
      this.locator.layout(area, this.rowsOfHexes());
      const corner = this.clearCorner(area);
      this.zoomIn.setPosition(corner.x, corner.y);
      // A double tap brings a hex to a fingertip's width, from one and a half times at least.
      this.zoom.layout(area, clampScale(Math.max(1.5, CLOSE_HEX / (SQRT3 * radius))));
    }
    this.base.clear();
    drawSea(this.base, centres, this.island.coast, radius);
    centres.forEach((c, h) => drawHex(this.base, c, radius, this.island.terrain[h] as number, h));
    this.letters.forEach((text, v) => {
      const c = centres[this.island.villages[v] as number] as Point;
      text.setPosition(c.x, c.y).setFontSize(Math.max(MIN_TEXT_PX, Math.round(radius * 0.62)));
    });
    if (this.drawing) this.render(this.drawing);
  }

  /**
   * Where the zoom button covers least of the island: the bottom corner (or else the top left;
   * the top right is the online badge's) whose button lies furthest from every hex.
   */
  private clearCorner(area: Rect): Point {
    const { width: w, height: h } = ZOOM_BUTTON;
    const left = area.x + 6 + w / 2;
    const right = area.x + area.width - 6 - w / 2;
    const top = area.y + 6 + h / 2;
    const bottom = area.y + area.height - 6 - h / 2;
    const clearance = (c: Point): number =>
      Math.min(...this.hexes.centres.map((hex) => Math.hypot(Math.max(0, Math.abs(this.root.x + hex.x - c.x) - w / 2), Math.max(0, Math.abs(this.root.y + hex.y - c.y) - h / 2))));
    const corners = [
      { x: right, y: bottom },
      { x: left, y: bottom },
      { x: left, y: top },
    ];
    return corners.reduce((best, c) => (clearance(c) > clearance(best) + 1 ? c : best));
  }

  /** The island for the locator: each row of hexes as one strip, in the picture's units. */
  private rowsOfHexes(): Rect[] {
    const { radius, centres } = this.hexes;
    const rows = new Map<number, number[]>();
    for (const c of centres) rows.set(Math.round(c.y), [...(rows.get(Math.round(c.y)) ?? []), c.x]);
    const half = (SQRT3 * radius) / 2;
    return [...rows].map(([y, xs]) => ({
      x: this.root.x + Math.min(...xs) - half,
      y: this.root.y + y - radius * 0.75,
      width: Math.max(...xs) - Math.min(...xs) + 2 * half,
      height: radius * 1.5,
    }));
  }

  render(drawing: SheetDrawing): void {
    this.drawing = drawing;
    // Zoomed away from every hex the player may draw from: the whole island comes back.
    const legal = this.legalHexes();
    if (this.zoom?.zoomedIn && legal.length > 0 && !legal.some((h) => this.zoom?.shows(this.hexPoint(h)))) this.zoom.zoomOut();
    else this.showZoom();
    const { radius, centres } = this.hexes;
    if (centres.length === 0) return;
    const f = this.features.clear();
    this.island.villages.forEach((hex, v) => {
      const letter = drawing.letters[v] as Letter;
      drawVillage(f, centres[hex] as Point, radius, LETTERS.indexOf(letter));
      (this.letters[v] as Phaser.GameObjects.Text).setText(letter);
    });
    // Joined pairs: a golden ring round both villages.
    drawing.pairs.forEach((joined, l) => {
      if (!joined) return;
      this.island.villages.forEach((hex, v) => {
        if (drawing.letters[v] === LETTERS[l]) f.lineStyle(Math.max(2, radius * 0.12), 0xe0a526, 1).strokeCircle((centres[hex] as Point).x, (centres[hex] as Point).y, radius * 0.78);
      });
    });
    this.island.sights.forEach((hex, s) => drawSight(f, centres[hex] as Point, radius, this.island.sightKinds[s] as number, drawing.sights[s] === true));
    this.drawLines();
    this.drawMarks();
  }

  private drawLines(): void {
    const drawing = this.drawing;
    if (!drawing) return;
    const { radius, centres } = this.hexes;
    const g = this.lines.clear();
    const width = Math.max(3, radius * 0.26);
    const fresh = new Set(drawing.fresh);
    const ends = (e: number): [Point, Point] => [centres[this.island.edgeHexes[2 * e] as number] as Point, centres[this.island.edgeHexes[2 * e + 1] as number] as Point];
    drawing.segments.forEach((round, e) => {
      if ((round === 0 && !fresh.has(e)) || this.stroking.has(e)) return;
      const [a, b] = ends(e);
      g.lineStyle(width + 4, 0x2a1d12, 0.75).lineBetween(a.x, a.y, b.x, b.y);
      g.lineStyle(width, fresh.has(e) ? COLORS.focus : drawing.color, 1).lineBetween(a.x, a.y, b.x, b.y);
      g.fillStyle(0x2a1d12, 0.85).fillCircle(a.x, a.y, width * 0.55).fillCircle(b.x, b.y, width * 0.55);
    });
  }

  /** The hexes of the legal pairs, the partners of the chosen hex, the choice and the cursor. */
  private drawMarks(): void {
    const drawing = this.drawing;
    const g = this.marks.clear();
    const glow = this.glow.clear();
    if (!drawing) return;
    const { radius, centres } = this.hexes;
    const partners = new Set<number>();
    const ends = new Set<number>();
    for (const e of drawing.legalEdges) {
      const a = this.island.edgeHexes[2 * e] as number;
      const b = this.island.edgeHexes[2 * e + 1] as number;
      ends.add(a).add(b);
      if (drawing.selected === a) partners.add(b);
      if (drawing.selected === b) partners.add(a);
    }
    const ring = (on: Phaser.GameObjects.Graphics, hex: number, color: number, alpha: number, scale: number, thick: number): void => {
      on.lineStyle(Math.max(2, radius * thick), color, alpha);
      on.strokePoints(asPoints(hexCorners(centres[hex] as Point, radius * scale)), true, true);
    };
    if (drawing.selected === null) for (const h of ends) ring(glow, h, COLORS.white, 0.8, 0.86, 0.1);
    for (const h of partners) {
      glow.fillStyle(COLORS.focus, 0.45).fillPoints(asPoints(hexCorners(centres[h] as Point, radius * 0.86)), true);
      ring(g, h, COLORS.focus, 0.95, 0.86, 0.12);
    }
    if (drawing.selected !== null && centres[drawing.selected]) ring(g, drawing.selected, COLORS.primaryDark, 1, 0.9, 0.16);
    if (drawing.cursor !== null && centres[drawing.cursor]) ring(g, drawing.cursor, COLORS.secondaryDark, 1, 1.02, 0.1);
  }

  /** Where a hex's centre is on screen (zoom included). */
  hexPoint(hex: number): Point {
    const c = this.hexes.centres[hex] ?? { x: 0, y: 0 };
    const p = { x: this.root.x + c.x, y: this.root.y + c.y };
    return this.zoom?.toScreen(p) ?? p;
  }

  /** A hex's radius on screen (zoom included). */
  get radius(): number {
    return this.hexes.radius * (this.zoom?.zoom.scale ?? 1);
  }

  /**
   * A segment drawn by a pen from one hex to the other, in its player's ink, after `delay` ms;
   * resolves once it is on the island. It moves nothing, so reduced motion keeps it.
   */
  stroke(edge: number, color: number, delay = 0): Promise<void> {
    const a = this.hexes.centres[this.island.edgeHexes[2 * edge] as number];
    const b = this.hexes.centres[this.island.edgeHexes[2 * edge + 1] as number];
    if (!a || !b) return Promise.resolve();
    this.stroking.add(edge);
    this.drawLines();
    const pen = this.scene.add.graphics();
    this.root.addAt(pen, this.root.getIndex(this.features));
    const width = Math.max(3, this.hexes.radius * 0.26);
    return new Promise((resolve) => {
      this.scene.tweens.addCounter({
        from: 0,
        to: 1,
        delay: animationDuration(delay),
        duration: animationDuration(320),
        ease: 'Sine.easeInOut',
        onUpdate: (tween) => {
          const t = tween.getValue() ?? 0;
          const x = a.x + (b.x - a.x) * t;
          const y = a.y + (b.y - a.y) * t;
          pen.clear();
          pen.lineStyle(width + 4, TRAIL, 0.75).lineBetween(a.x, a.y, x, y);
          pen.lineStyle(width, color, 1).lineBetween(a.x, a.y, x, y);
          // The pen's nib, at the end of the stroke.
          pen.fillStyle(TRAIL, 0.85).fillCircle(a.x, a.y, width * 0.55).fillStyle(color, 1).fillCircle(x, y, width * 0.7);
        },
        onComplete: () => {
          pen.destroy();
          this.stroking.delete(edge);
          this.drawLines();
          resolve();
        },
      });
    });
  }
}
