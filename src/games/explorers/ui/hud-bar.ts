// The strip along the top of the play screen: round, turn and cards left; who is active; the
// sound, language and menu buttons. Always visible.
import type { HudMode } from '../play/play-view';
import Phaser from 'phaser';
import type { Message } from '../../../platform/i18n';
import { HudStrip } from '../../../ui/hud-strip';
import { SeatDot } from '../../../ui/seat-dot';
import { shownSeat } from '../../../shell/shown-pen';
import { explorers } from '../index';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { COLORS, css, textStyle } from '../../../ui/theme';

export interface HudData {
  /** Null during the setup, before the first card. */
  readonly round: number | null;
  readonly turn: number;
  readonly cardsLeft: number;
  readonly rounds: number;
  readonly turns: number;
  /** Who chooses the terrain this turn, or why nobody does. */
  readonly active: { readonly name: Message; readonly color: number } | HudMode;
}

export class HudBar {
  private readonly strip: HudStrip;
  private readonly progress: LocalizedText;
  private readonly cards: LocalizedText;
  private readonly active: LocalizedText;
  private readonly chip: SeatDot;
  private compact = false;
  /** The strip's middle line. */
  private cy = 0;
  private data: HudData | null = null;

  constructor(scene: Phaser.Scene, onMenu: () => void) {
    this.progress = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading')).setOrigin(0, 0.5);
    this.cards = new LocalizedText(scene, 0, 0, 'play.hud.cardsLeft', { count: 0 }, textStyle('label')).setOrigin(0, 0.5);
    this.chip = new SeatDot(scene, 8, 2);
    this.active = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { color: css(COLORS.ink) })).setOrigin(0, 0.5);
    this.active.on('relocalized', () => this.placeActive());
    // A language switch changes the progress's width: what stands beside it moves with it.
    this.progress.on('relocalized', () => this.data && this.update(this.data));
    this.strip = new HudStrip(scene, onMenu, [this.progress, this.cards, this.chip, this.active]);
  }

  layout(rect: Rect, compact: boolean): void {
    this.compact = compact;
    this.cy = this.strip.layout(rect, compact);
    const cy = this.cy;
    this.progress.setBaseFontSize(compact ? 13 : 20).setPosition(rect.x + (compact ? 10 : 20), cy);
    this.cards.setBaseFontSize(compact ? 11 : 15);
    this.active.setBaseFontSize(compact ? 13 : 19);
    if (this.data) this.update(this.data);
  }

  update(data: HudData): void {
    this.data = data;
    const compact = this.compact;
    if (data.round === null) this.progress.setKey('play.hud.setup');
    else this.progress.setKey(compact ? 'play.hud.progressShort' : 'play.hud.progress', { round: data.round + 1, rounds: data.rounds, turn: data.turn + 1, turns: data.turns });
    // Phones have no room beside "Setup" for what it asks: it goes on the second line, where the
    // cards left are shown during the rounds.
    const setupLine = compact && data.round === null;
    if (setupLine) this.cards.setKey('play.hud.mode.setup');
    else this.cards.setKey('play.hud.cardsLeft', { count: data.cardsLeft });
    this.cards.setVisible(data.round !== null || setupLine);
    // On phones the second line goes under the progress, so both centre on the strip together.
    if (compact) this.progress.setY(this.cy - (this.cards.visible ? 8 : 0));
    if (compact) this.cards.setPosition(this.progress.x, this.progress.y + 16);
    else this.cards.setPosition(this.progress.x + this.progress.width + 18, this.progress.y);
    const active = data.active;
    this.active.setVisible(!setupLine);
    if (typeof active === 'string') {
      this.active.setKey(`play.hud.mode.${active}`);
      this.chip.setVisible(false);
    } else {
      // Phones: the name on a line of its own, under "Active:".
      this.active.setKey(compact ? 'play.hud.activeShort' : 'play.hud.active', { name: active.name });
      this.chip.show(shownSeat(active.color, explorers)).setVisible(true);
    }
    const { left, right, chipSpace } = this.activeSpan();
    const room = Math.max(60, right - left - chipSpace);
    // Phones: a mode ("Solo expedition") may wrap onto a second line rather than shrink.
    this.wrapActive(compact && typeof active === 'string' ? room : null);
    this.active.fitWidth(room);
    // A phone in large type may lack room for "Active:" too: the name stays, beside its colour, on
    // two lines if it must ("Giocatore / 1"); only a name too long for both gives up its end.
    if (compact && typeof active !== 'string' && this.active.fit.truncated) {
      this.wrapActive(room);
      this.active.setMessage(active.name).fitWidth(room);
    }
    this.placeActive();
  }

  /** Centres of the buttons, for the test bridge. */
  buttonCenters(): Record<'menu' | 'sound' | 'language', { x: number; y: number }> {
    return this.strip.buttonCenters();
  }

  /** Wraps the active text at `width` on at most two lines, or not at all (null). */
  private wrapActive(width: number | null): void {
    // (Phaser redraws a text on every call, even with the width it has.)
    if (this.active.style.wordWrapWidth !== width) this.active.setWordWrapWidth(width).setMaxLines(width === null ? 0 : 2);
  }

  /** Room for the active player's name: between the progress and the buttons. */
  private activeSpan(): { left: number; right: number; chipSpace: number } {
    const left = this.compact ? this.progress.x + Math.max(this.progress.width, this.cards.width) + 12 : this.cards.x + this.cards.width + 30;
    const right = this.strip.buttonsLeft - 24;
    return { left, right, chipSpace: this.chip.visible ? (this.compact ? 16 : 24) : 0 };
  }

  private placeActive(): void {
    const { left, right, chipSpace } = this.activeSpan();
    const x = Math.max(left + chipSpace, (left + right) / 2 - (this.active.width - chipSpace) / 2);
    this.active.setPosition(x, this.cy);
    this.chip.setRadius(this.compact ? 6 : 8).setPosition(x - chipSpace / 2 - 2, this.cy);
  }
}
