// The strip along the top of Tucana's play screen: the island, round and turn, the cards still
// face down, what the table waits for; the sound, language and menu buttons.
import type Phaser from 'phaser';
import { currentLanguage, LANGUAGES, setLanguage, type Message } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { DEPTHS } from '../../../ui/depths';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { SoundToggle } from '../../../ui/sound-toggle';
import { COLORS, textStyle } from '../../../ui/theme';

const SWITCHER_HALF_WIDTH = 95;

export class TucanaHud {
  private readonly strip: Phaser.GameObjects.Graphics;
  private readonly progress: LocalizedText;
  private readonly status: LocalizedText;
  private readonly sound: SoundToggle;
  readonly menu: Button;
  private readonly language: LanguageSwitcher;
  private readonly cycleLanguage: Button;
  private compact = false;

  constructor(scene: Phaser.Scene, onMenu: () => void) {
    this.strip = scene.add.graphics();
    this.progress = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading')).setOrigin(0, 0.5);
    this.status = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('label')).setOrigin(0, 0.5);
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
    scene.add.container(0, 0, [this.strip, this.progress, this.status, this.sound, this.cycleLanguage, this.menu]).setDepth(DEPTHS.ui);
    this.language.setDepth(DEPTHS.banner);
  }

  layout(rect: Rect, compact: boolean): void {
    this.compact = compact;
    this.strip
      .clear()
      .fillStyle(COLORS.shadow, 0.18)
      .fillRoundedRect(rect.x + 2, rect.y + 4, rect.width, rect.height, rect.height / 2)
      .fillStyle(COLORS.white, 0.85)
      .fillRoundedRect(rect.x, rect.y, rect.width, rect.height, rect.height / 2)
      .lineStyle(2, COLORS.paperEdge, 1)
      .strokeRoundedRect(rect.x, rect.y, rect.width, rect.height, rect.height / 2);
    const cy = rect.y + rect.height / 2;
    const button = compact ? 40 : 44;
    this.menu.setButtonSize(button, button).setPosition(rect.x + rect.width - button / 2 - 4, cy);
    this.sound.setButtonSize(button, button).setPosition(this.menu.x - button - 8, cy);
    this.cycleLanguage.setButtonSize(button, button).setPosition(this.sound.x - button - 8, cy).setVisible(compact);
    this.language.setVisible(!compact).setPosition(this.sound.x - button / 2 - 10 - SWITCHER_HALF_WIDTH, cy);
    const left = rect.x + (compact ? 14 : 22);
    const right = (compact ? this.cycleLanguage.x - button / 2 : this.language.x - SWITCHER_HALF_WIDTH) - 12;
    this.progress.setBaseFontSize(compact ? 14 : 20).setPosition(left, compact ? cy - 9 : cy).fitWidth(compact ? right - left : 330);
    this.status.setBaseFontSize(compact ? 12 : 16);
    if (compact) this.status.setPosition(left, cy + 10).fitWidth(right - left);
    else this.status.setPosition(left + 350, cy).fitWidth(right - left - 350);
  }

  update(progress: Message, status: Message): void {
    this.progress.setMessage(progress);
    this.status.setMessage(status);
  }

  buttonCenters(): Record<'menu' | 'sound' | 'language', { x: number; y: number }> {
    const language = this.compact ? this.cycleLanguage : this.language;
    return { menu: { x: this.menu.x, y: this.menu.y }, sound: { x: this.sound.x, y: this.sound.y }, language: { x: language.x, y: language.y } };
  }
}
