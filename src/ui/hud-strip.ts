// The strip along the top of every game's play screen: a light glassy band with the sound, the
// language (a switcher, or on phones a button that steps through the languages) and the menu
// button on its right; each game puts its own status on the left.
import type Phaser from 'phaser';
import { currentLanguage, LANGUAGES, setLanguage } from '../platform/i18n';
import { Button } from './button';
import { DEPTHS } from './depths';
import { LanguageSwitcher } from './language-switcher';
import type { Rect } from './layout';
import { SoundToggle } from './sound-toggle';
import { COLORS } from './theme';

/** The language switcher is 190 units wide (language-switcher.ts). */
const SWITCHER_HALF_WIDTH = 95;

export class HudStrip {
  private readonly strip: Phaser.GameObjects.Graphics;
  private readonly sound: SoundToggle;
  private readonly menu: Button;
  private readonly language: LanguageSwitcher;
  private readonly cycleLanguage: Button;
  private compact = false;

  /** `status`: the game's own texts and marks, drawn on the strip. */
  constructor(scene: Phaser.Scene, onMenu: () => void, status: readonly Phaser.GameObjects.GameObject[]) {
    this.strip = scene.add.graphics();
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
    scene.add.container(0, 0, [this.strip, ...status, this.sound, this.cycleLanguage, this.menu]).setDepth(DEPTHS.ui);
    // The language list opens over the map: above the rest of the interface.
    this.language.setDepth(DEPTHS.banner);
  }

  /** Draws the band and places its buttons; returns the strip's middle line. */
  layout(rect: Rect, compact: boolean): number {
    this.compact = compact;
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
    return cy;
  }

  /** Where the buttons begin: the status keeps left of this. */
  get buttonsLeft(): number {
    return this.compact ? this.cycleLanguage.x - 22 : this.language.x - SWITCHER_HALF_WIDTH;
  }

  /** Centres of the buttons, for the test bridge. */
  buttonCenters(): Record<'menu' | 'sound' | 'language', { x: number; y: number }> {
    const language = this.compact ? this.cycleLanguage : this.language;
    return { menu: { x: this.menu.x, y: this.menu.y }, sound: { x: this.sound.x, y: this.sound.y }, language: { x: language.x, y: language.y } };
  }
}
