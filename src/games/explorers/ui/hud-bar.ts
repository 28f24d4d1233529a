// The strip along the top of the play screen: round, turn and cards left; who is active; the
// sound, language and menu buttons. Always visible.
import type { HudMode } from '../play/play-view';
import Phaser from 'phaser';
import { currentLanguage, LANGUAGES, setLanguage, type Message } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { DEPTHS } from '../../../ui/depths';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { SoundToggle } from '../../../ui/sound-toggle';
import { COLORS, css, textStyle } from '../../../ui/theme';

/** The language switcher is 190 units wide (language-switcher.ts). */
const SWITCHER_HALF_WIDTH = 95;

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
  private readonly strip: Phaser.GameObjects.Graphics;
  private readonly progress: LocalizedText;
  private readonly cards: LocalizedText;
  private readonly active: LocalizedText;
  private readonly chip: Phaser.GameObjects.Arc;
  private readonly sound: SoundToggle;
  private readonly menu: Button;
  private readonly language: LanguageSwitcher;
  private readonly cycleLanguage: Button;
  private compact = false;
  private data: HudData | null = null;

  constructor(scene: Phaser.Scene, onMenu: () => void) {
    this.strip = scene.add.graphics();
    this.progress = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading')).setOrigin(0, 0.5);
    this.cards = new LocalizedText(scene, 0, 0, 'play.hud.cardsLeft', { count: 0 }, textStyle('label')).setOrigin(0, 0.5);
    this.chip = scene.add.circle(0, 0, 8, COLORS.white).setStrokeStyle(2, COLORS.white);
    this.active = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { color: css(COLORS.ink) })).setOrigin(0, 0.5);
    this.active.on('relocalized', () => this.placeActive());
    this.sound = new SoundToggle(scene, 0, 0);
    this.menu = new Button(scene, 0, 0, { icon: 'home', variant: 'plain', width: 44, height: 44, onClick: onMenu });
    this.language = new LanguageSwitcher(scene);
    this.cycleLanguage = new Button(scene, 0, 0, {
      icon: 'globe',
      variant: 'secondary',
      width: 44,
      height: 44,
      onClick: () => setLanguage(LANGUAGES[(LANGUAGES.indexOf(currentLanguage()) + 1) % LANGUAGES.length] ?? 'en'),
    });
    scene.add
      .container(0, 0, [this.strip, this.progress, this.cards, this.chip, this.active, this.sound, this.cycleLanguage, this.menu])
      .setDepth(DEPTHS.ui);
    // The language list opens over the map: above the rest of the interface.
    this.language.setDepth(DEPTHS.banner);
  }

  layout(rect: Rect, compact: boolean): void {
    this.compact = compact;
    // A light glassy strip: the sky stays visible behind the status line.
    this.strip
      .clear()
      .fillStyle(COLORS.shadow, 0.18)
      .fillRoundedRect(rect.x + 2, rect.y + 4, rect.width, rect.height, rect.height / 2)
      .fillStyle(COLORS.white, 0.82)
      .fillRoundedRect(rect.x, rect.y, rect.width, rect.height, rect.height / 2)
      .lineStyle(2, COLORS.paperEdge, 1)
      .strokeRoundedRect(rect.x, rect.y, rect.width, rect.height, rect.height / 2);
    const cy = rect.y + rect.height / 2;
    const button = compact ? 40 : 44;
    this.menu.setButtonSize(button, button).setPosition(rect.x + rect.width - button / 2 - 4, cy);
    this.sound.setButtonSize(button, button).setPosition(this.menu.x - button - 8, cy);
    this.cycleLanguage.setButtonSize(button, button).setPosition(this.sound.x - button - 8, cy).setVisible(compact);
    this.language.setVisible(!compact).setPosition(this.sound.x - button / 2 - 10 - SWITCHER_HALF_WIDTH, cy);
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
    if (compact) this.progress.setY(this.menu.y - (this.cards.visible ? 8 : 0));
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
      this.chip.setFillStyle(active.color).setVisible(true);
    }
    const { left, right, chipSpace } = this.activeSpan();
    const room = Math.max(60, right - left - chipSpace);
    // Phones: a mode ("Solo expedition") may wrap onto a second line rather than shrink.
    const wrap = compact && typeof active === 'string' ? room : null;
    // (Phaser redraws a text on every call, even with the width it has.)
    if (this.active.style.wordWrapWidth !== wrap) this.active.setWordWrapWidth(wrap).setMaxLines(wrap === null ? 0 : 2);
    this.active.fitWidth(room);
    this.placeActive();
  }

  /** Centres of the buttons, for the test bridge. */
  buttonCenters(): Record<'menu' | 'sound' | 'language', { x: number; y: number }> {
    const language = this.compact ? this.cycleLanguage : this.language;
    return { menu: { x: this.menu.x, y: this.menu.y }, sound: { x: this.sound.x, y: this.sound.y }, language: { x: language.x, y: language.y } };
  }

  /** Room for the active player's name: between the progress and the buttons. */
  private activeSpan(): { left: number; right: number; chipSpace: number } {
    const left = this.compact ? this.progress.x + Math.max(this.progress.width, this.cards.width) + 12 : this.cards.x + this.cards.width + 30;
    const right = (this.compact ? this.cycleLanguage.x - 22 : this.language.x - SWITCHER_HALF_WIDTH) - 24;
    return { left, right, chipSpace: this.chip.visible ? (this.compact ? 16 : 24) : 0 };
  }

  private placeActive(): void {
    const { left, right, chipSpace } = this.activeSpan();
    const x = Math.max(left + chipSpace, (left + right) / 2 - (this.active.width - chipSpace) / 2);
    this.active.setPosition(x, this.menu.y);
    this.chip.setRadius(this.compact ? 6 : 8).setPosition(x - chipSpace / 2 - 2, this.menu.y);
  }
}
