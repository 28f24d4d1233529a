// The viewer's sheet beside the map: name and running score, key and scroll tracks, the
// provisions columns of the four rounds, the gemstone track. Drawn from a board and the game's
// scoring sides; slot positions are exposed so found objects can fly to them.
import Phaser from 'phaser';
import { PROVISIONS, type BoardView, type ObjectKind, type PlayerView, type Provision } from '../rules/index';
import type { Message } from '../../../platform/i18n';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { objectTexture } from './terrain-style';
import { FigureReuse } from '../../../ui/figure-reuse';
import { COLORS, css, textStyle } from '../../../ui/theme';
import type { Tooltip } from '../../../ui/tooltip';
import { SeatDot } from '../../../ui/seat-dot';
import { shownSeat } from '../../../shell/shown-pen';
import { explorers } from '../index';

export interface SheetData {
  readonly name: Message;
  readonly color: number;
  /** The board as the rules show it to the viewer, with its score and what it derives. */
  readonly board: BoardView;
  readonly sides: PlayerView['sides'];
  readonly sheet: PlayerView['sheet'];
  readonly round: number;
}

type Point = { x: number; y: number };

export class PlayerPanel {
  private readonly scene: Phaser.Scene;
  private readonly tips: Tooltip;
  private readonly root: Phaser.GameObjects.Container;
  private readonly slots: Phaser.GameObjects.Container;
  private readonly figures: FigureReuse;
  private readonly name: LocalizedText;
  private readonly score: LocalizedText;
  private readonly labels: LocalizedText[];
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private u = 24;
  private compact = false;
  private data: SheetData | null = null;
  /** What the sheet shows now (see `update`). */
  private drawn = '';
  private readonly targets = new Map<string, Point>();

  constructor(scene: Phaser.Scene, parent: Phaser.GameObjects.Container, tips: Tooltip) {
    this.scene = scene;
    this.tips = tips;
    this.root = scene.add.container(0, 0);
    this.slots = scene.add.container(0, 0);
    this.figures = new FigureReuse(scene, this.slots);
    this.name = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading'));
    this.score = new LocalizedText(scene, 0, 0, 'play.sheet.points', { count: 0 }, textStyle('subheading', { color: css(COLORS.primaryDark) })).setOrigin(1, 0);
    this.labels = ['play.sheet.keys', 'play.sheet.scrolls', 'play.sheet.provisions', 'play.sheet.gems'].map((key) =>
      new LocalizedText(scene, 0, 0, key, undefined, textStyle('label')),
    );
    this.root.add([this.name, this.score, ...this.labels, this.slots]);
    parent.add(this.root);
    const scoreZone = scene.add.zone(0, 0, 10, 10).setOrigin(1, 0);
    this.root.add(scoreZone);
    this.score.on('relocalized', () => scoreZone.setPosition(this.score.x, this.score.y).setSize(this.score.width, this.score.height));
    tips.attach(scoreZone, () => this.data && { title: { key: 'play.sheet.score' }, body: { key: 'play.sheet.breakdown', params: { ...this.data.board.score } } });
  }

  layout(rect: Rect, compact: boolean): void {
    this.rect = rect;
    this.compact = compact;
    // The icon unit grows with the room the sheet has (solo games have no mini-maps above it).
    this.u = compact ? Math.min(18, rect.height / 7.4) : Math.max(20, Math.min(30, rect.height / 9.6));
    const fontSize = compact ? 13 : Math.round(this.u * 0.8);
    this.name.setBaseFontSize(fontSize);
    this.score.setBaseFontSize(fontSize + 1);
    for (const label of this.labels) label.setBaseFontSize(Math.round(this.u * 0.58)).setVisible(!compact);
    this.drawn = '';
    if (this.data) this.update(this.data);
  }

  /** Where a found object flies to: the next slot of its track, in logical units. */
  target(kind: 'key' | 'scroll' | 'gem' | Provision): Point | null {
    const at = this.targets.get(kind);
    return at ? { x: this.root.x + at.x, y: this.root.y + at.y } : null;
  }

  /** Redraws only when something shown has changed: most Xs change nothing on the sheet. */
  update(data: SheetData): void {
    this.data = data;
    // Everything shown but the map's marks.
    const drawn = JSON.stringify([data.name, data.color, data.sides, data.round, { ...data.board, marks: null }]);
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    this.figures.begin();
    this.targets.clear();
    const { x, y, width } = this.rect;
    const u = this.u;
    this.name.setMessage(data.name).setPosition(x + u * 0.9, y);
    this.name.fitWidth(width * 0.62 - u);
    this.slots.add(new SeatDot(this.scene, u * 0.3, 2, shownSeat(data.color, explorers)).setPosition(x + u * 0.35, y + this.name.height / 2));
    this.score.setParams({ count: data.board.score.total }).setPosition(x + width, y);

    let row = y + Math.max(this.name.height, u) + u * 0.25;
    const [keysLabel, scrollsLabel, provisionsLabel, gemsLabel] = this.labels as [LocalizedText, LocalizedText, LocalizedText, LocalizedText];
    // Section titles need room a phone does not have; there the icons and tooltips speak alone.
    const labelRoom = (label: LocalizedText) => (this.compact ? 0 : label.height + 2);
    keysLabel.setPosition(x, row);
    scrollsLabel.setPosition(x + width * 0.52, row);
    row += labelRoom(keysLabel);
    const { keySlots, scrollSlots } = data.sheet;
    const step = Math.min(u * 1.15, (width * 0.52 - u * 0.3) / keySlots);
    this.drawTrack('key', x, row, step, keySlots, data.board.keysFound, data.board.keysUsed, 0);
    this.drawTrack('scroll', x + width * 0.52, row, step, scrollSlots, data.board.scrollsFound.length, data.board.scrollsUsed, data.board.scrollsNotYet);
    row += u * (this.compact ? 1.05 : 1.25);

    provisionsLabel.setPosition(x, row);
    row += labelRoom(provisionsLabel);
    row = this.drawProvisions(data, x, row, width);

    gemsLabel.setPosition(x, row);
    row += labelRoom(gemsLabel);
    this.drawGems(data, x, row, width);
    this.figures.end();
  }

  private icon(kind: ObjectKind, x: number, y: number, size: number, alpha = 1): Phaser.GameObjects.Image {
    const image = this.scene.add.image(x, y, objectTexture(kind)).setDisplaySize(size, size).setAlpha(alpha);
    this.slots.add(image);
    return image;
  }

  private cross(x: number, y: number, size: number, color: number = COLORS.ink): void {
    const h = size * 0.36;
    this.slots.add(this.scene.add.graphics().lineStyle(Math.max(2, size * 0.12), color, 1).lineBetween(x - h, y - h, x + h, y + h).lineBetween(x + h, y - h, x - h, y + h));
  }

  private ring(x: number, y: number, size: number, color: number): void {
    this.slots.add(this.scene.add.circle(x, y, size * 0.52).setStrokeStyle(Math.max(2, size * 0.1), color, 1));
  }

  /** A track of `slots` icons: circled once found, crossed once used; the last `waiting` not usable yet. */
  private drawTrack(kind: 'key' | 'scroll', x: number, y: number, step: number, slots: number, found: number, used: number, waiting: number): void {
    const u = this.u;
    const color = this.data?.color ?? COLORS.ink;
    for (let i = 0; i < slots; i++) {
      const cx = x + u * 0.55 + i * step;
      const cy = y + u * 0.5;
      const state = i < used ? 'used' : i < found ? (i >= found - waiting ? 'waiting' : 'found') : 'free';
      this.icon(kind, cx, cy, u * 0.86, state === 'free' ? 0.28 : state === 'waiting' ? 0.6 : 1);
      if (state === 'found' || state === 'waiting') this.ring(cx, cy, u, color);
      if (state === 'used') this.cross(cx, cy, u);
      if (i === found) this.targets.set(kind, { x: cx, y: cy });
      const zone = this.scene.add.zone(cx, cy, u, u);
      this.slots.add(zone);
      this.tips.attach(zone, () => ({ title: { key: `objects.${kind}` }, body: { key: `objects.tips.${kind}` } }));
    }
    if (!this.targets.has(kind)) this.targets.set(kind, { x: x + u * 0.55 + (slots - 1) * step, y: y + u * 0.5 });
  }

  private drawProvisions(data: SheetData, x: number, y: number, width: number): number {
    const u = this.u;
    const side = data.sides.provisions;
    const columns = data.sheet.provisionColumns;
    const columnWidth = Math.min(u * 2.6, width / 4);
    const slot = u * 0.95;
    const height = slot * 3 + 4;
    columns.forEach((capacity, r) => {
      const left = x + r * columnWidth;
      const current = r === data.round;
      const g = this.scene.add.graphics();
      g.fillStyle(current ? COLORS.primary : COLORS.paperShade, current ? 0.35 : 0.6).fillRoundedRect(left + 2, y, columnWidth - 4, height, 6);
      if (current) g.lineStyle(2, COLORS.primaryDark, 1).strokeRoundedRect(left + 2, y, columnWidth - 4, height, 6);
      this.slots.add(g);
      const crossed = data.board.provisions[r] as readonly number[];
      const past = r < data.round;
      const cells: { kind: Provision; done: boolean }[] = [];
      PROVISIONS.forEach((kind, k) => {
        for (let n = 0; n < (capacity[k] as number); n++) cells.push({ kind, done: n < (crossed[k] as number) });
      });
      // Basic columns hold one of each provision (one per row); expert ones four of a kind (2×2).
      const perRow = cells.length > 3 ? 2 : 1;
      cells.forEach((cell, i) => {
        const row = side === 'basic' ? PROVISIONS.indexOf(cell.kind) : Math.floor(i / perRow);
        const col = side === 'basic' ? 0 : i % perRow;
        const size = side === 'basic' ? slot : slot * 1.2;
        const cx = left + columnWidth / 2 + (perRow === 2 ? (col - 0.5) * size : 0);
        const cy = y + 2 + (side === 'basic' ? slot * (row + 0.5) : size * (row + 0.5) + slot * 0.3);
        // Phones: the icons fill more of their slot, they are small enough already.
        this.icon(cell.kind, cx, cy, size * (this.compact ? 0.9 : 0.78), cell.done ? 1 : past ? 0.25 : 0.55);
        if (cell.done) this.cross(cx, cy, size * 0.9, data.color);
        if (current && !cell.done && !this.targets.has(cell.kind)) this.targets.set(cell.kind, { x: cx, y: cy });
      });
      if (cells.length === 0) this.label('—', left + columnWidth / 2, y + height / 2, u * 0.6, COLORS.inkSoft);
      const points = data.board.roundScores.provisions[r];
      this.label(points === undefined ? String(r + 1) : `+${points}`, left + columnWidth / 2, y + height + u * 0.35, u * (this.compact ? 0.6 : 0.5), points === undefined ? COLORS.inkSoft : COLORS.success);
    });
    const zone = this.scene.add.zone(x + (columnWidth * 4) / 2, y + height / 2, columnWidth * 4, height);
    this.slots.add(zone);
    this.tips.attach(zone, () => ({ title: { key: 'play.sheet.provisions' }, body: { key: `play.tips.provisions.${side}` } }));
    return y + height + u * 0.8;
  }

  private drawGems(data: SheetData, x: number, y: number, width: number): void {
    const u = this.u;
    const expert = data.sides.gemstones === 'expert';
    const values = data.sheet.gemLine;
    const step = Math.min(u * 1.1, width / values.length);
    values.forEach((value, i) => {
      const cx = x + step * (i + 0.5);
      const cy = y + u * 0.45;
      const done = i < data.board.gems;
      if (i === data.board.gems) this.targets.set('gem', { x: cx, y: cy });
      if (expert) {
        this.slots.add(this.scene.add.circle(cx, cy, step * 0.46, value < 0 ? 0xe9d6f2 : 0xd9eefa).setStrokeStyle(1, COLORS.paperEdge));
        this.label(value > 0 ? `+${value}` : String(value), cx, cy, step * 0.42, value < 0 ? COLORS.danger : COLORS.secondaryDark);
        if (done && value < 0) this.cross(cx, cy, step, data.color);
        if (done && value > 0) this.ring(cx, cy, step * 0.95, data.color);
      } else {
        this.icon('gem', cx, cy, step * 0.95, done ? 1 : 0.4);
        if (done) this.cross(cx, cy, step * 0.9, data.color);
      }
    });
    if (!this.targets.has('gem')) this.targets.set('gem', { x: x + step * (values.length - 0.5), y: y + u * 0.45 });
    const zone = this.scene.add.zone(x + (step * values.length) / 2, y + u * 0.45, step * values.length, u);
    this.slots.add(zone);
    this.tips.attach(zone, () => ({ title: { key: 'play.sheet.gems' }, body: { key: `play.tips.gems.${data.sides.gemstones}` } }));
  }

  private label(text: string, x: number, y: number, size: number, color: number): void {
    this.slots.add(this.figures.figure(x, y, text, size, color));
  }
}
