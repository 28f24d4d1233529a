// The main menu: logo over a sky of floating islands, the way into every other screen, the saved
// game when there is one, and the language and sound always at hand.
import Phaser from 'phaser';
import { playMusic, preloadSounds } from '../audio';
import { keepForOffline } from '../../offline/register';
import { discardSavedGame, loadSavedGame, type LoadedGame, type SaveError } from '../save';
import { Button } from '../../ui/button';
import { showDialog } from '../../ui/dialog';
import { useArrowKeys } from '../../ui/focus';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { currentLayout, watchLayout, type Layout } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { addLogo, type Logo } from '../../ui/logo';
import { SkyBackdrop } from '../../ui/sky-backdrop';
import { loadOtherSprites } from '../../ui/sprite-loading';
import { SoundToggle } from '../../ui/sound-toggle';
import { textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { SceneKeys } from './keys';
import { openOnline } from './online-entry';

type SaveStatus = { kind: 'none' } | { kind: 'ready'; game: LoadedGame } | { kind: 'broken'; error: SaveError };

const BUTTON_GAP = 14;

export class MenuScene extends Phaser.Scene {
  private logo!: Logo;
  private buttons: Button[] = [];
  private continueButton!: Button;
  private languages!: LanguageSwitcher;
  private soundToggle!: SoundToggle;
  private tagline!: LocalizedText;
  private save: SaveStatus = { kind: 'none' };

  constructor() {
    super(SceneKeys.Menu);
  }

  create(): void {
    this.save = readSave();
    const backdrop = new SkyBackdrop(this, { islands: true });
    this.logo = addLogo(this);
    this.tagline = addText(this, 0, 0, 'menu.tagline', undefined, textStyle('subheading', { color: '#ffffff', stroke: '#23598a', strokeThickness: 5, align: 'center' })).setOrigin(0.5, 0);
    const newGame = new Button(this, 0, 0, { label: 'menu.newGame', icon: 'play', onClick: () => this.newGame() });
    this.continueButton = new Button(this, 0, 0, {
      label: 'menu.continue',
      icon: 'undo',
      variant: 'secondary',
      onClick: () => this.continueGame(),
    });
    const online = new Button(this, 0, 0, { label: 'menu.online', icon: 'globe', variant: 'secondary', onClick: () => openOnline(this) });
    const howTo = new Button(this, 0, 0, { label: 'menu.howTo', icon: 'help', variant: 'plain', onClick: () => goTo(this, SceneKeys.HowTo) });
    const settings = new Button(this, 0, 0, { label: 'menu.settings', icon: 'settings', variant: 'plain', onClick: () => goTo(this, SceneKeys.Settings) });
    const credits = new Button(this, 0, 0, { label: 'menu.credits', icon: 'star', variant: 'plain', onClick: () => goTo(this, SceneKeys.Credits) });
    this.buttons = [newGame, this.continueButton, online, howTo, settings, credits];
    this.soundToggle = new SoundToggle(this, 0, 0);
    this.languages = new LanguageSwitcher(this);
    useArrowKeys(this);
    watchLayout(this, (layout) => {
      backdrop.layout(layout);
      this.place(layout);
    });
    fadeIn(this);
    // The music, the sounds, the other scenes' pictures and the copy kept for offline play load
    // once the menu is in, or when it is left before that (leaving waits for the pictures, see
    // transition.ts).
    const loadTheRest = (): void => {
      playMusic('menu');
      preloadSounds();
      keepForOffline();
    };
    this.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_IN_COMPLETE, () => {
      loadTheRest();
      void loadOtherSprites(this);
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, loadTheRest);
  }

  private visibleButtons(): Button[] {
    return this.buttons.filter((b) => b !== this.continueButton || this.save.kind !== 'none');
  }

  private place(layout: Layout): void {
    const top = layout.safe.y;
    this.soundToggle.setPosition(layout.safe.x + 26, top + 26);
    this.languages.setPosition(layout.width - layout.safe.x - 95, top + 24);
    const logoY = layout.height * (layout.portrait ? 0.19 : 0.2);
    this.logo.place(layout.centerX, logoY, Math.min(layout.portrait ? 340 : 620, layout.width - 2 * layout.margin));
    this.tagline.setBaseFontSize(layout.portrait ? 20 : 24).setWordWrapWidth(layout.width - 2 * layout.margin, true);
    this.tagline.setPosition(layout.centerX, logoY + this.logo.height / 2 + 12);
    const buttons = this.visibleButtons();
    this.continueButton.setVisible(this.save.kind !== 'none');
    const height = layout.portrait ? 58 : 60;
    const width = Math.min(340, layout.width - 2 * layout.margin);
    const blockHeight = buttons.length * height + (buttons.length - 1) * BUTTON_GAP;
    const firstY = Math.max(this.tagline.y + this.tagline.height + 36, layout.height * (layout.portrait ? 0.66 : 0.64) - blockHeight / 2) + height / 2;
    buttons.forEach((button, i) => button.setButtonSize(width, height).setPosition(layout.centerX, firstY + i * (height + BUTTON_GAP)));
  }

  private newGame(): void {
    if (this.save.kind !== 'ready') {
      goTo(this, SceneKeys.Setup);
      return;
    }
    showDialog(this, {
      title: { key: 'save.replaceTitle' },
      message: { key: 'save.replaceMessage' },
      choices: [
        { label: 'save.replaceConfirm', onChoose: () => goTo(this, SceneKeys.Setup) },
        { label: 'common.cancel', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  private continueGame(): void {
    const save = this.save;
    if (save.kind === 'ready') {
      goTo(this, SceneKeys.Play, { record: save.game.record, seats: save.game.seats });
      return;
    }
    if (save.kind !== 'broken') return;
    showDialog(this, {
      title: { key: 'save.brokenTitle' },
      message: { key: 'save.brokenMessage', params: { reason: { key: `save.errors.${save.error.code}` } } },
      choices: [
        { label: 'save.discard', variant: 'danger', onChoose: () => this.discard() },
        { label: 'save.keep', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  private discard(): void {
    discardSavedGame();
    this.save = { kind: 'none' };
    this.place(currentLayout());
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts), which lists the buttons itself. */
  testView(): unknown {
    return { save: this.save.kind === 'broken' ? `broken:${this.save.error.code}` : this.save.kind };
  }
}

function readSave(): SaveStatus {
  const loaded = loadSavedGame();
  if (!loaded.ok) return { kind: 'broken', error: loaded.error };
  return loaded.value ? { kind: 'ready', game: loaded.value } : { kind: 'none' };
}
