// The other players' boards in small: terrain in flat colours, their Xs in their colour, their
// name, score and what they are doing; in colour-blind mode, the seat's symbol on the map's corner. New Xs are revealed with a ripple when a turn resolves.
// A click, a tap, or Enter on the focused one opens that player's whole sheet (opponent-sheet.ts).
// The terrain and the Xs are painted into pictures (hundreds of squares that Phaser's Canvas
// renderer would otherwise draw one by one at every frame): the terrain at each layout, the Xs
// whole at each layout too, and in between only the new ones, over the same picture.
import Phaser from 'phaser';
import { CELLS, MAP_SIZE, TILE_SIZE, colOf, rowOf, type Cell, type BoardView, type GameMap } from '../rules/index';
import { seatStatusMessage, type SeatStatus } from '../play/play-view';
import type { SeatLine } from '../../../shell/online/seat-status';
import { t, translate, type Message } from '../../../platform/i18n';
import { animationDuration } from '../../../platform/settings';
import { DEPTHS } from '../../../ui/depths';
import { registerFocusable, type Focusable } from '../../../ui/focus';
import type { AccessibleControl } from '../../../ui/screen-mirror';
import { reducedMotion } from '../../../ui/motion';
import { addIcon } from '../../../ui/icons';
import { SeatDot } from '../../../ui/seat-dot';
import { shownSeat } from '../../../shell/shown-pen';
import { explorers } from '../index';
import type { Rect } from '../../../ui/layout';
import type { Box } from '../../../shell/drawn-bounds';
import { currentLayout } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { drawPaperCard } from '../../../ui/paper-card';
import { addPaintedTexture, paintOver } from '../../../ui/raster';
import { pictureRepainted } from '../../../shell/render-on-demand';
import { union } from '../../../shell/dirty-region';
import { cellColor } from './terrain-style';
import { COLORS, css, textStyle } from '../../../ui/theme';
import type { Tooltip } from '../../../ui/tooltip';

/**
 * The cells marked in `now` and not in `before` (views are rebuilt at every change: compare what
 * they show, not their identity); `null` when a mark went (an undo on a shared screen).
 */
function addedMarks(before: readonly number[], now: readonly number[]): Cell[] | null {
  if (before.length !== now.length) return null;
  const added: Cell[] = [];
  for (let cell = 0; cell < now.length; cell++) {
    const was = before[cell] !== 0;
    if (was && now[cell] === 0) return null;
    if (!was && now[cell] !== 0) added.push(cell);
  }
  return added;
}

/** A mini-map's picture as painted: its texture's scale and where its top left stands, in logical units. */
interface Painting {
  readonly scale: number;
  readonly left: number;
  readonly top: number;
}

export interface OpponentData {
  readonly player: number;
  readonly name: Message;
  readonly color: number;
  readonly ai: boolean;
  readonly board: BoardView;
  readonly score: number;
  readonly status: SeatStatus;
  /** At an online table: the seat's line instead (away, the AI standing in, the time left). */
  readonly line?: SeatLine;
  /** The active player of this turn (chooses the card's terrain). */
  readonly active: boolean;
}

/** Between the islands (in logical units). */
const GAP = 2;
/** An X's square: this share of a cell's side. */
const MARK_SHARE = 0.8;

/** Numbers the mini-maps' textures apart. */
let made = 0;

class MiniMap implements Focusable {
  private readonly scene: Phaser.Scene;
  /** Prefix of this mini-map's textures: `-terrain`, `-marks`. */
  private readonly key = `mini-map-${++made}`;
  private readonly map: GameMap;
  private readonly root: Phaser.GameObjects.Container;
  private readonly card: Phaser.GameObjects.Graphics;
  private readonly terrain: Phaser.GameObjects.Image;
  private readonly marks: Phaser.GameObjects.Image;
  private readonly effects: Phaser.GameObjects.Container;
  private readonly name: LocalizedText;
  private readonly score: LocalizedText;
  private readonly status: LocalizedText;
  private icon: Phaser.GameObjects.Image | Phaser.GameObjects.Text | null = null;
  private readonly star: Phaser.GameObjects.Image | Phaser.GameObjects.Text;
  private readonly symbol: SeatDot;
  private cell = 6;
  private origin = { x: 0, y: 0 };
  private iconAt = { x: 0, y: 0, size: 14 };
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private compact = false;
  private data: OpponentData | null = null;
  /** The Xs the marks' picture shows, in which colour, and its scale (`null`: none painted yet). */
  private painted: { readonly marks: readonly number[]; readonly color: number; readonly painting: Painting } | null = null;
  /** Its player's sheet is open. */
  private selected = false;
  private focused = false;

  /** The whole card: its tooltip gives the full name (a long one is cut short on a phone). */
  private readonly zone: Phaser.GameObjects.Zone;

  constructor(scene: Phaser.Scene, parent: Phaser.GameObjects.Container, map: GameMap, tips: Tooltip, private readonly onChoose: () => void) {
    this.scene = scene;
    this.map = map;
    this.card = scene.add.graphics();
    this.terrain = scene.add.image(0, 0, '__MISSING').setOrigin(0).setVisible(false);
    this.marks = scene.add.image(0, 0, '__MISSING').setOrigin(0).setVisible(false);
    this.effects = scene.add.container(0, 0);
    this.name = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('label', { color: css(COLORS.ink) }));
    this.score = new LocalizedText(scene, 0, 0, 'play.sheet.points', { count: 0 }, textStyle('subheading', { color: css(COLORS.primaryDark) }));
    this.status = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('small'));
    this.star = addIcon(scene, 0, 0, 'star', 18, COLORS.primary);
    this.symbol = new SeatDot(scene, 7, 2).setVisible(false);
    this.zone = scene.add.zone(0, 0, 1, 1).setOrigin(0);
    this.zone.setInteractive({ useHandCursor: true }).on(Phaser.Input.Events.POINTER_UP, () => this.activate());
    // A tap opens the sheet, which says all the tip would: the tip is for the mouse only.
    tips.attach(this.zone, () => this.data && { title: this.data.name, body: { key: 'play.sheet.points', params: { count: this.data.score } } }, { touch: false });
    this.root = scene.add.container(0, 0, [this.card, this.terrain, this.marks, this.effects, this.name, this.score, this.status, this.star, this.symbol, this.zone]);
    parent.add(this.root);
    registerFocusable(scene, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const part of ['terrain', 'marks']) if (scene.textures.exists(`${this.key}-${part}`)) scene.textures.remove(`${this.key}-${part}`);
    });
  }

  place(rect: Rect, compact: boolean): void {
    this.rect = rect;
    this.compact = compact;
    this.zone.setPosition(rect.x, rect.y).setSize(rect.width, rect.height);
    const pad = compact ? 5 : 8;
    const nameHeight = compact ? 0 : 20;
    // Phones: a smaller map leaves the words beside it a readable size.
    const side = Math.min(rect.height - 2 * pad - nameHeight, rect.width * (compact ? 0.4 : 0.6));
    this.cell = (side - 2) / MAP_SIZE;
    this.origin = { x: rect.x + pad, y: rect.y + pad + nameHeight };
    // Landscape: the seat's icon and the name run across the top; compact: the name alone (the
    // narrow column would shrink it past reading) sits beside the map, above the score.
    const iconRoom = compact ? 0 : 18;
    const textX = compact ? this.origin.x + side + pad : rect.x + pad;
    const textWidth = rect.x + rect.width - pad - textX;
    this.iconAt = { x: textX + 7.5, y: rect.y + pad + 8.5, size: 15 };
    this.name.setBaseFontSize(compact ? 12 : 15).setPosition(textX + iconRoom, rect.y + pad - 1).fitWidth(textWidth - iconRoom - (compact ? 0 : 20));
    const rightX = this.origin.x + side + pad;
    const rightWidth = rect.x + rect.width - pad - rightX;
    this.score.setBaseFontSize(compact ? 14 : 22).setPosition(rightX, compact ? rect.y + rect.height / 2 - 8 : this.origin.y + side / 2 - 16).fitWidth(rightWidth);
    this.status.setBaseFontSize(compact ? 11 : 13).setPosition(rightX, rect.y + rect.height - pad - (compact ? 12 : 17)).fitWidth(rightWidth);
    const star = compact ? 14 : 18;
    // The active player's star: on the map's corner in compact, after the name otherwise.
    if (compact) this.star.setPosition(this.origin.x + 3, this.origin.y + 3).setDisplaySize(star, star);
    else this.star.setPosition(rect.x + rect.width - pad - star / 2, rect.y + pad + star / 2 - 1).setDisplaySize(star, star);
    this.symbol.setPosition(this.origin.x + 3, this.origin.y + side - 3);
    this.drawCard();
    this.drawTerrain();
    if (this.data) this.update(this.data, true);
  }

  /**
   * A paper card edged in the player's colour (thicker for the active player); while their sheet
   * is open, tinted in it and outlined in ink; with the keyboard's focus, ringed like a button.
   */
  private drawCard(): void {
    const radius = this.compact ? 8 : 12;
    const color = this.data?.color ?? COLORS.paperEdge;
    drawPaperCard(this.card, this.rect, { radius, border: color, borderWidth: this.data?.active || this.selected ? 4 : 2.5 });
    const { x, y, width, height } = this.rect;
    if (this.selected) {
      this.card.fillStyle(color, 0.14).fillRoundedRect(x, y, width, height, radius);
      this.card.lineStyle(2, COLORS.ink, 1).strokeRoundedRect(x - 3, y - 3, width + 6, height + 6, radius + 3);
    }
    if (this.focused) this.card.lineStyle(4, COLORS.focus, 1).strokeRoundedRect(x - 5, y - 5, width + 10, height + 10, radius + 5);
  }

  select(on: boolean): void {
    if (on === this.selected) return;
    this.selected = on;
    this.drawCard();
  }

  // ---- Focusable: Tab reaches each mini-map, Enter opens its sheet ----

  canFocus(): boolean {
    return this.data !== null && this.root.visible && this.rect.width > 0;
  }

  setFocused(on: boolean): void {
    this.focused = on;
    this.drawCard();
  }

  describe(): AccessibleControl {
    const shown = this.canFocus();
    return { name: this.data ? t('a11y.sheetOf', { name: translate(this.data.name), points: t('play.sheet.points', { count: this.data.score }) }) : '', disabled: !shown, shown };
  }

  activate(): void {
    if (this.data) this.onChoose();
  }

  /** The card's centre, where a click or a tap opens the sheet, and whether it has the focus (for the test bridge). */
  get middle(): { x: number; y: number; focused: boolean } {
    return { x: this.rect.x + this.rect.width / 2, y: this.rect.y + this.rect.height / 2, focused: this.focused };
  }

  /** Redraws the card and the marks only when they change (`all` after a new layout). */
  update(data: OpponentData, all = false): void {
    const seatChanged = this.icon === null || this.data?.ai !== data.ai;
    const before = this.data;
    this.data = data;
    this.name.setMessage(data.name);
    this.score.setParams({ count: data.score });
    const line = data.line ?? { message: seatStatusMessage(data.status), alert: false };
    this.status.setMessage(line.message ?? { key: 'common.verbatim', params: { text: '' } });
    this.status.setColor(css(line.alert ? COLORS.danger : line.message?.key === 'play.status.done' ? COLORS.success : COLORS.inkSoft));
    this.star.setVisible(data.active);
    const mark = this.symbol.show(shownSeat(data.color, explorers)).shown;
    this.symbol.setVisible(mark.symbol !== null);
    if (seatChanged) {
      this.icon?.destroy();
      this.icon = addIcon(this.scene, 0, 0, data.ai ? 'robot' : 'person', this.iconAt.size, data.color);
      this.root.add(this.icon);
    }
    this.icon?.setPosition(this.iconAt.x, this.iconAt.y).setDisplaySize(this.iconAt.size, this.iconAt.size).setVisible(!this.compact);
    if (all || before?.color !== data.color || before.active !== data.active) this.drawCard();
    if (all || before?.board.marks !== data.board.marks || before.color !== data.color) this.drawMarks(all);
  }

  /** Ripples where the new Xs appeared. */
  reveal(cells: readonly Cell[]): Promise<void> {
    if (cells.length === 0 || !this.data) return Promise.resolve();
    const color = this.data.color;
    const rings = cells.map((cell) => {
      const { x, y } = this.center(cell);
      const ring = this.scene.add.circle(x, y, this.cell * 0.8).setStrokeStyle(2, color, 1);
      this.effects.add(ring);
      return ring;
    });
    return new Promise((resolve) => {
      this.scene.tweens.add({
        targets: rings,
        // With reduced motion the rings fade where they are, without spreading.
        scale: reducedMotion() ? 1 : 3,
        alpha: 0,
        duration: animationDuration(650),
        ease: 'Cubic.easeOut',
        onComplete: () => {
          for (const ring of rings) ring.destroy();
          resolve();
        },
      });
    });
  }

  center(cell: Cell): { x: number; y: number } {
    const r = rowOf(cell);
    const c = colOf(cell);
    return {
      x: this.origin.x + c * this.cell + (c >= TILE_SIZE ? GAP : 0) + this.cell / 2 - GAP / 2,
      y: this.origin.y + r * this.cell + (r >= TILE_SIZE ? GAP : 0) + this.cell / 2 - GAP / 2,
    };
  }

  private drawTerrain(): void {
    this.paint(this.terrain, 'terrain', (ctx, square) => {
      for (let cell = 0; cell < CELLS; cell++) {
        ctx.fillStyle = css(cellColor(this.map.terrain[cell] as number));
        square(cell, 1.05);
      }
    });
  }

  /** Paints the Xs added since the last painting over it, or all of them (`whole`, another colour, an X gone). */
  private drawMarks(whole: boolean): void {
    const data = this.data;
    if (!data) return;
    const { marks } = data.board;
    const painted = this.painted;
    const added = whole || painted === null || painted.color !== data.color ? null : addedMarks(painted.marks, marks);
    if (painted === null || added === null) {
      const painting = this.paint(this.marks, 'marks', (ctx, square) => {
        ctx.fillStyle = css(data.color);
        for (let cell = 0; cell < CELLS; cell++) if (marks[cell] !== 0) square(cell, MARK_SHARE);
      });
      this.painted = { marks, color: data.color, painting };
      return;
    }
    this.painted = { ...painted, marks };
    if (added.length > 0) this.paintMarks(added, painted.painting, data.color);
  }

  /** Paints the Xs of `cells` over the marks' picture, and tells the drawing where. */
  private paintMarks(cells: readonly Cell[], painting: Painting, color: number): void {
    const squares = cells.map((cell) => this.square(painting, cell, MARK_SHARE));
    const done = paintOver(this.scene.textures, `${this.key}-marks`, (ctx) => {
      ctx.fillStyle = css(color);
      for (const { left, top, right, bottom } of squares) ctx.fillRect(left, top, right - left, bottom - top);
    });
    if (!done) return this.drawMarks(true);
    const { left, top, right, bottom } = squares.reduce(union);
    // Whole pixels, and one more each side for the antialiased edges.
    pictureRepainted(this.marks, { left: Math.floor(left) - 1, top: Math.floor(top) - 1, right: Math.ceil(right) + 1, bottom: Math.ceil(bottom) + 1 });
  }

  /** The square of `share` of a cell's side centred on `cell`, in the pixels of `painting`'s texture. */
  private square({ scale, left, top }: Painting, cell: Cell, share: number): Box {
    const { x, y } = this.center(cell);
    const half = (this.cell * share) / 2;
    return { left: (x - left - half) * scale, top: (y - top - half) * scale, right: (x - left + half) * scale, bottom: (y - top + half) * scale };
  }

  /**
   * Paints `image`'s texture over the whole map at the screen's pixel density; `square(cell,
   * share)` fills a square of `share` of a cell's side, centred on it.
   */
  private paint(image: Phaser.GameObjects.Image, part: string, draw: (ctx: CanvasRenderingContext2D, square: (cell: Cell, share: number) => void) => void): Painting {
    const key = `${this.key}-${part}`;
    const side = this.cell * MAP_SIZE + GAP;
    const pixels = Math.max(1, Math.ceil(side * currentLayout().zoom));
    const painting: Painting = { scale: pixels / side, left: this.origin.x - GAP / 2, top: this.origin.y - GAP / 2 };
    addPaintedTexture(this.scene.textures, key, pixels, pixels, (ctx) => {
      draw(ctx, (cell, share) => {
        const { left, top, right, bottom } = this.square(painting, cell, share);
        ctx.fillRect(left, top, right - left, bottom - top);
      });
    });
    image.setTexture(key).setPosition(painting.left, painting.top).setDisplaySize(side, side).setVisible(true);
    return painting;
  }
}

export class OpponentStrip {
  private readonly root: Phaser.GameObjects.Container;
  private readonly maps = new Map<number, MiniMap>();

  /** `onChoose(player)`: a mini-map was clicked, tapped or activated from the keyboard. */
  constructor(scene: Phaser.Scene, map: GameMap, players: readonly number[], tips: Tooltip, onChoose: (player: number) => void) {
    this.root = scene.add.container(0, 0).setDepth(DEPTHS.ui);
    for (const p of players) this.maps.set(p, new MiniMap(scene, this.root, map, tips, () => onChoose(p)));
  }

  /**
   * Marks whose sheet is open (null: none). The strip then stands above that sheet, which covers
   * a phone's whole screen: another tap switches to another player, or closes it.
   */
  select(player: number | null): void {
    this.root.setDepth(player === null ? DEPTHS.ui : DEPTHS.overlay + 1);
    for (const [p, mini] of this.maps) mini.select(p === player);
  }

  /** Each mini-map's centre (for the test bridge). */
  middles(): { player: number; x: number; y: number; focused: boolean }[] {
    return [...this.maps.entries()].map(([player, mini]) => ({ player, ...mini.middle }));
  }

  layout(rect: Rect, compact: boolean): void {
    const count = this.maps.size;
    if (count === 0) return;
    const gap = compact ? 6 : 12;
    const width = (rect.width - gap * (count - 1)) / count;
    [...this.maps.values()].forEach((mini, i) => mini.place({ x: rect.x + i * (width + gap), y: rect.y, width, height: rect.height }, compact));
  }

  update(opponents: readonly OpponentData[]): void {
    for (const data of opponents) this.maps.get(data.player)?.update(data);
  }

  /** Reveal everyone's new Xs at once. */
  reveal(newCells: readonly (readonly Cell[])[]): Promise<void> {
    return Promise.all([...this.maps.entries()].map(([p, mini]) => mini.reveal(newCells[p] ?? []))).then(() => undefined);
  }
}
