// One player's score sheet beside the island, as the rules' view gives it: each kind of sight
// with its values (circled once scored), the village pairs with their values, the blue bonus
// race for each letter (the card on top of its pile, or taken) and the red cards of the Special
// Bonus; the round totals written so far and the running score. Its head shows the owner's dot
// (with their symbol in colour-blind mode).
import Phaser from 'phaser';
import { LETTERS, RED_POINTS, SIGHT_KINDS, type BoardView, type Island, type TucanaView } from '../rules/index';
import type { Rect } from '../../../ui/layout';
import { textResolution } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { drawPaperCard } from '../../../ui/paper-card';
import { SeatDot } from '../../../ui/seat-dot';
import { shownSeat } from '../../../shell/shown-pen';
import { tucana } from '../index';
import { COLORS, FONTS, MIN_TEXT_PX, css, textStyle } from '../../../ui/theme';
import type { Message } from '../../../platform/i18n';
import { BONUS_BLUE as BLUE, BONUS_RED as RED, LETTER_COLORS, drawSight } from './island-art';
import { sightTotals } from './sight-totals';

const GOLD = 0xe0a526;

export interface SheetPanelData {
  readonly view: TucanaView;
  readonly seat: number;
  readonly board: BoardView;
  readonly name: Message;
  readonly color: number;
}

export class SheetPanel {
  private readonly scene: Phaser.Scene;
  private readonly island: Island;
  private readonly root: Phaser.GameObjects.Container;
  private rect: Rect = { x: 0, y: 0, width: 300, height: 300 };
  private compact = false;
  private data: SheetPanelData | null = null;

  constructor(scene: Phaser.Scene, island: Island) {
    this.scene = scene;
    this.island = island;
    this.root = scene.add.container(0, 0);
  }

  get container(): Phaser.GameObjects.Container {
    return this.root;
  }

  setDepth(depth: number): this {
    this.root.setDepth(depth);
    return this;
  }

  setVisible(on: boolean): this {
    this.root.setVisible(on);
    return this;
  }

  place(rect: Rect, compact: boolean): void {
    this.rect = rect;
    this.compact = compact;
    if (this.data) this.render(this.data);
  }

  private figure(x: number, y: number, text: string, size: number, color: number = COLORS.ink): Phaser.GameObjects.Text {
    const t = this.scene.add.text(x, y, text, { fontFamily: FONTS.body, fontStyle: 'bold', fontSize: `${Math.max(MIN_TEXT_PX, Math.round(size))}px`, color: css(color), resolution: textResolution() }).setOrigin(0.5);
    this.root.add(t);
    return t;
  }

  private label(x: number, y: number, key: string, params: Record<string, string | number | Message> | undefined, size: number, color: number = COLORS.inkSoft): LocalizedText {
    const t = new LocalizedText(this.scene, x, y, key, params, textStyle('label', { fontSize: `${size}px`, color: css(color) })).setOrigin(0, 0.5);
    this.root.add(t);
    return t;
  }

  /** Where the rows of the sheet are, from its rectangle. */
  private rows(): { readonly pad: number; readonly headY: number; readonly top: number; readonly totalsY: number; readonly pairsY: number } {
    const c = this.compact;
    const headY = this.rect.y + (c ? 14 : 22);
    const top = headY + (c ? 14 : 24);
    const totalsY = top + (c ? 40 : 58) + (c ? 6 : 12);
    return { pad: c ? 8 : 14, headY, top, totalsY, pairsY: totalsY + (c ? 22 : 34) };
  }

  /** The centre of the blue card of a letter (0–4) on the sheet. */
  blueCard(letter: number): { x: number; y: number } {
    const { pad, pairsY } = this.rows();
    const chipW = (this.rect.width - 2 * pad) / LETTERS.length;
    return { x: this.rect.x + pad + chipW * (letter + 0.5), y: pairsY + (this.compact ? 22 : 30) };
  }

  /** The centre of the `i`-th red card of the Special Bonus (of `count`) on the sheet. */
  redCard(i: number, count: number): { x: number; y: number } {
    const { pad, totalsY, pairsY } = this.rows();
    const c = this.compact;
    return { x: this.rect.x + this.rect.width - pad - (count - i - 0.5) * (c ? 58 : 76), y: c ? totalsY : pairsY + 62 };
  }

  /** The player's score at the sheet's head. */
  get scorePoint(): { x: number; y: number } {
    const { pad, headY } = this.rows();
    return { x: this.rect.x + this.rect.width - pad - 20, y: headY };
  }

  render(data: SheetPanelData): void {
    this.data = data;
    this.root.removeAll(true);
    const { x, width } = this.rect;
    const g = this.scene.add.graphics();
    this.root.add(g);
    drawPaperCard(g, this.rect, { border: data.color, borderWidth: 3 });
    const c = this.compact;
    const { pad, headY, top, totalsY, pairsY } = this.rows();
    const { view, board } = data;
    // Head: the player and their score.
    const mark = shownSeat(data.color, tucana);
    this.root.add(new SeatDot(this.scene, (c ? 6 : 8) + (mark.symbol ? 1 : 0), 1.5, mark).setPosition(x + pad + 7, headY));
    const name = new LocalizedText(this.scene, x + pad + 20, headY, data.name.key, data.name.params, textStyle('subheading', { fontSize: c ? '15px' : '21px' })).setOrigin(0, 0.5);
    this.root.add(name);
    const score = this.label(0, headY, 'tucana:hud.points', { count: board.score.total }, c ? 15 : 21, COLORS.primaryDark).setOrigin(1, 0.5);
    score.setX(x + width - pad);
    name.fitWidth(width - 2 * pad - 24 - score.width - 8);

    // Sights: a column per kind, its emblem over its values.
    const cols = SIGHT_KINDS.length;
    const colW = (width - 2 * pad) / cols;
    const r = c ? 11 : 16;
    SIGHT_KINDS.forEach((_, k) => {
      const cx = x + pad + colW * (k + 0.5);
      const values = this.island.sightValues[k] as readonly number[];
      const scored = this.island.sights.filter((_, s) => this.island.sightKinds[s] === k && board.sights[s]).length;
      drawSight(g, { x: cx, y: top + r }, r / 0.6, k, scored > 0);
      const step = Math.min(c ? 17 : 22, (colW - 4) / values.length);
      values.forEach((v, i) => {
        const vx = cx + (i - (values.length - 1) / 2) * step;
        const vy = top + 2 * r + (c ? 10 : 14);
        if (i < scored) g.lineStyle(2, GOLD, 1).fillStyle(0xfff3c4, 1).fillCircle(vx, vy, c ? 8 : 10).strokeCircle(vx, vy, c ? 8 : 10);
        this.figure(vx, vy, String(v), c ? 11 : 14, i < scored ? COLORS.ink : COLORS.disabledDark);
      });
    });
    // The sights' running total and the totals written at each round end.
    const totals = sightTotals(board.sightValue, board.roundScores);
    // Phones: the red cards share this line, on its right.
    const redRoom = c && view.redCards.length > 0 ? view.redCards.length * 58 + 4 : 0;
    this.label(x + pad, totalsY, totals.key, totals.params, c ? 12 : 15).fitWidth(width - 2 * pad - redRoom);

    // Pairs: a chip per letter, its value, and the blue card still to win (or won).
    const chipW = (width - 2 * pad) / LETTERS.length;
    LETTERS.forEach((letter, l) => {
      const cx = x + pad + chipW * (l + 0.5);
      const joined = board.pairs[l] === true;
      const rr = c ? 10 : 13;
      g.fillStyle(LETTER_COLORS[l] ?? 0, joined ? 1 : 0.35).fillCircle(cx - rr * 0.9, pairsY, rr);
      if (joined) g.lineStyle(2.5, GOLD, 1).strokeCircle(cx - rr * 0.9, pairsY, rr);
      this.figure(cx - rr * 0.9, pairsY, letter, c ? 12 : 15, COLORS.white);
      this.figure(cx + rr * 0.7, pairsY, String(this.island.pairValues[l]), c ? 12 : 15, joined ? COLORS.ink : COLORS.disabledDark);
      // Blue race: the player's card, else the top of the pile, else nothing left.
      const mine = board.blue[l] ?? 0;
      const top = view.blue[l]?.[0];
      const { y: by } = this.blueCard(l);
      const bw = c ? 30 : 40;
      const bh = c ? 16 : 22;
      if (mine > 0 || top !== undefined) {
        g.fillStyle(mine > 0 ? BLUE : 0xdce8f5, 1).fillRoundedRect(cx - bw / 2, by - bh / 2, bw, bh, 5);
        g.lineStyle(1.5, BLUE, 1).strokeRoundedRect(cx - bw / 2, by - bh / 2, bw, bh, 5);
        this.figure(cx, by, `+${mine > 0 ? mine : top}`, c ? 11 : 14, mine > 0 ? COLORS.white : BLUE);
      } else {
        this.figure(cx, by, '–', c ? 11 : 14, COLORS.disabledDark);
      }
    });

    // Red cards (Special Bonus): a sight kind each, open, taken by this player, or gone.
    if (view.redCards.length > 0) {
      const ry = this.redCard(0, view.redCards.length).y;
      if (!c) this.label(x + pad, ry, 'tucana:hud.red', undefined, 15);
      view.redCards.forEach((kind, i) => {
        const k = SIGHT_KINDS.indexOf(kind);
        const taken = board.red[k] ?? 0;
        const mine = taken > 0;
        const open = view.redOpen[i] === true;
        const cx = this.redCard(i, view.redCards.length).x;
        const bw = c ? 52 : 68;
        const bh = c ? 20 : 28;
        g.fillStyle(mine ? RED : open ? 0xf8dcd8 : COLORS.paperShade, 1).fillRoundedRect(cx - bw / 2, ry - bh / 2, bw, bh, 6);
        g.lineStyle(1.5, open || mine ? RED : COLORS.disabled, 1).strokeRoundedRect(cx - bw / 2, ry - bh / 2, bw, bh, 6);
        drawSight(g, { x: cx - bw / 2 + bh / 2 + 1, y: ry }, (bh / 2 - 2) / 0.6, k, false);
        this.figure(cx + bh / 3, ry, mine ? `+${taken}` : open ? String(RED_POINTS) : '–', c ? 11 : 14, mine ? COLORS.white : open ? RED : COLORS.disabledDark);
      });
    }
  }
}
