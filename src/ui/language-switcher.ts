// The language switcher: a globe button showing the current language; it opens a short list of
// the four languages, each written in its own language. Choosing one re-renders every text.
import Phaser from 'phaser';
import { currentLanguage, LANGUAGES, onLanguageChange, setLanguage, type Language } from '../platform/i18n';
import { Button } from './button';

const ITEM_HEIGHT = 52;
const WIDTH = 190;
const COMPACT = 52;
const DEPTH = 900;

export class LanguageSwitcher extends Phaser.GameObjects.Container {
  private readonly toggle: Button;
  private readonly menu: Phaser.GameObjects.Container;
  private readonly catcher: Phaser.GameObjects.Zone;
  private readonly items: Map<Language, Button>;
  private compact = false;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    this.toggle = new Button(scene, 0, 0, {
      icon: 'globe',
      label: nameKey(currentLanguage()),
      variant: 'secondary',
      width: WIDTH,
      height: 48,
      onClick: () => this.setOpen(!this.menu.visible),
    });
    // A screen-wide catcher under the open list: a click anywhere else closes it.
    this.catcher = scene.add.zone(0, 0, 8000, 8000).setInteractive().setVisible(false);
    this.catcher.on(Phaser.Input.Events.POINTER_DOWN, () => this.setOpen(false));
    this.items = new Map(
      LANGUAGES.map((lang) => [
        lang,
        new Button(scene, 0, 0, {
          label: nameKey(lang),
          variant: 'plain',
          width: WIDTH,
          height: ITEM_HEIGHT - 6,
          onClick: () => {
            this.setOpen(false);
            setLanguage(lang);
          },
        }),
      ]),
    );
    this.menu = scene.add.container(0, 0, [...this.items.values()]).setVisible(false);
    this.add([this.catcher, this.menu, this.toggle]);
    this.setDepth(DEPTH);
    this.arrangeList();
    const unsubscribe = onLanguageChange((lang) => {
      this.toggle.setLabel(nameKey(lang));
      this.markCurrent();
    });
    this.once(Phaser.GameObjects.Events.DESTROY, unsubscribe);
    this.markCurrent();
    scene.add.existing(this);
  }

  get buttonWidth(): number {
    return this.compact ? COMPACT : WIDTH;
  }

  setCompact(on: boolean): this {
    this.compact = on;
    this.toggle.setLabelVisible(!on).setButtonSize(this.buttonWidth, 48);
    return this.arrangeList();
  }

  private setOpen(open: boolean): void {
    this.menu.setVisible(open);
    if (!open) {
      this.catcher.setVisible(false);
      return;
    }
    // Of the objects under the pointer, Phaser's input picks the one drawn last in the previous
    // frame: until the list has been drawn once, the catcher would take a click meant for it.
    this.scene.events.once(Phaser.Scenes.Events.RENDER, () => this.catcher.setVisible(this.menu.visible));
  }

  private markCurrent(): void {
    for (const [lang, button] of this.items) button.setSelected(lang === currentLanguage());
  }

  private arrangeList(): this {
    // Compact, the list hangs from the globe's right edge so it stays on screen.
    const x = this.compact ? COMPACT / 2 - WIDTH / 2 : 0;
    [...this.items.values()].forEach((button, i) => button.setPosition(x, (i + 1) * ITEM_HEIGHT + 6));
    return this;
  }
}

const nameKey = (lang: Language): string => `language.name.${lang}`;
