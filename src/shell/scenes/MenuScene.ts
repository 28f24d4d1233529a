// The main menu: logo over a sky of floating islands, the way into every other screen, the saved
// game when there is one, and the language and sound always at hand.
import Phaser from 'phaser';
import { playMusic, prepareMusic, preloadSounds } from '../audio';
import { keepForOffline } from '../../offline/register';
import { explorers } from '../../games/explorers/index';
import { discardSavedGame, loadSavedGame, type LoadedGame, type SaveError } from '../save';
import { PAGE_GAMES, rememberGame, rememberedGame, type PageGame } from '../game-choice';
import { Button } from '../../ui/button';
import { ChoiceRow } from '../../ui/choice-row';
import { showDialog } from '../../ui/dialog';
import { useArrowKeys } from '../../ui/focus';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { currentLayout, watchLayout, type Layout } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { addLogo, EXPLORERS_LOGO, TUCANA_LOGO, type Logo } from '../../ui/logo';
import { reducedMotion } from '../../ui/motion';
import { SkyBackdrop } from '../../ui/sky-backdrop';
import { loadOtherSprites, loadSprite } from '../../ui/sprite-loading';
import { SoundToggle } from '../../ui/sound-toggle';
import { textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';
import { openHowTo } from './howto-entry';
import { openOnline } from './online-entry';
import { TUCANA_HOWTO, loadTucanaScreens, type TucanaScreens } from './tucana-entry';

type SaveStatus = { kind: 'none' } | { kind: 'ready'; game: LoadedGame } | { kind: 'broken'; error: SaveError };
/** Tucana's save, read once its chunk is in ('loading' until then). */
type TucanaSaveStatus = { kind: 'loading' } | { kind: 'none' } | { kind: 'ready'; saved: object } | { kind: 'broken'; error: SaveError };

const BUTTON_GAP = 14;
/** The logos' cross-fade when the picked game changes. */
const LOGO_FADE_MS = 260;

export class MenuScene extends Phaser.Scene {
  /** Each game's logo; only the offered one shows. */
  private logos!: Record<PageGame, Logo>;
  private buttons: Button[] = [];
  private continueButton!: Button;
  private languages!: LanguageSwitcher;
  private soundToggle!: SoundToggle;
  private tagline!: LocalizedText;
  private save: SaveStatus = { kind: 'none' };
  private tucanaSave: TucanaSaveStatus = { kind: 'loading' };
  private offered: PageGame = 'explorers';
  private games!: ChoiceRow<PageGame>;

  constructor() {
    super(SceneKeys.Menu);
  }

  create(): void {
    this.save = readSave();
    this.tucanaSave = { kind: 'loading' };
    this.offered = rememberedGame();
    const backdrop = new SkyBackdrop(this, { islands: true });
    this.logos = { explorers: addLogo(this, EXPLORERS_LOGO), tucana: addLogo(this, TUCANA_LOGO) };
    for (const game of PAGE_GAMES) this.logos[game].fade(game === this.offered, 0);
    this.tagline = addText(this, 0, 0, 'menu.tagline', undefined, textStyle('subheading', { color: '#ffffff', stroke: '#23598a', strokeThickness: 5, align: 'center' })).setOrigin(0.5, 0);
    const newGame = new Button(this, 0, 0, { label: 'menu.newGame', icon: 'play', onClick: () => this.newGame() });
    this.continueButton = new Button(this, 0, 0, {
      label: 'menu.continue',
      icon: 'undo',
      variant: 'secondary',
      onClick: () => this.continueGame(),
    });
    this.games = new ChoiceRow<PageGame>(
      this,
      [
        { value: 'explorers', label: 'app.title' },
        { value: 'tucana', label: 'tucana:name' },
      ],
      this.offered,
      (game) => this.pickGame(game),
    );
    // The lobby offers both games, whichever the menu offers.
    const online = new Button(this, 0, 0, { label: 'menu.online', icon: 'globe', variant: 'secondary', onClick: () => openOnline(this) });
    const howTo = new Button(this, 0, 0, { label: 'menu.howTo', icon: 'help', variant: 'plain', onClick: () => openHowTo(this, this.offered === 'tucana' ? TUCANA_HOWTO : explorers) });
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
    if (this.offered === 'tucana') this.pickGame('tucana');
    fadeIn(this);
    // The music, the sounds, the other scenes' pictures and the copy kept for offline play load
    // once the menu is in, or when it is left before that (leaving waits for the pictures, see
    // transition.ts).
    const loadTheRest = (): void => {
      playMusic('menu');
      // Decoded now, a game's music starts without a long task in the game's first second.
      prepareMusic('play');
      preloadSounds();
      keepForOffline();
    };
    this.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_IN_COMPLETE, () => {
      loadTheRest();
      void loadOtherSprites(this);
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, loadTheRest);
  }

  private get hasSave(): boolean {
    return this.offered === 'tucana' ? this.tucanaSave.kind === 'ready' || this.tucanaSave.kind === 'broken' : this.save.kind !== 'none';
  }

  private visibleButtons(): Button[] {
    return this.buttons.filter((b) => b !== this.continueButton || this.hasSave);
  }

  /**
   * The game the menu offers: remembered; its logo cross-fades in (at once when motion is
   * reduced); Tucana's screens, its save and its logo load when it is picked.
   */
  private pickGame(game: PageGame): void {
    if (game !== this.offered) {
      const ms = reducedMotion() ? 0 : LOGO_FADE_MS;
      this.logos[this.offered].fade(false, ms);
      this.logos[game].fade(true, ms);
    }
    this.offered = game;
    rememberGame(game);
    this.games.setValue(game);
    this.tagline.setKey(game === 'tucana' ? 'tucana:tagline' : 'menu.tagline');
    if (game === 'tucana') void loadSprite(this, TUCANA_LOGO.texture).then(() => this.scene.isActive() && this.place(currentLayout()));
    if (game === 'tucana' && this.tucanaSave.kind === 'loading') void this.tucana().then((screens) => this.readTucanaSave(screens));
    this.place(currentLayout());
  }

  private tucana(): Promise<TucanaScreens> {
    return loadTucanaScreens(this);
  }

  private readTucanaSave(screens: TucanaScreens): void {
    if (!this.scene.isActive()) return;
    const loaded = screens.loadTucana();
    this.tucanaSave = !loaded.ok ? { kind: 'broken', error: loaded.error } : loaded.value ? { kind: 'ready', saved: loaded.value } : { kind: 'none' };
    this.place(currentLayout());
  }

  private place(layout: Layout): void {
    const top = layout.safe.y;
    this.soundToggle.setPosition(layout.safe.x + 26, top + 26);
    this.languages.setPosition(layout.width - layout.safe.x - 95, top + 24);
    const logoY = layout.height * (layout.portrait ? 0.19 : 0.2);
    const logoWidth = Math.min(layout.portrait ? 340 : 620, layout.width - 2 * layout.margin);
    for (const logo of Object.values(this.logos)) logo.place(layout.centerX, logoY, logoWidth);
    this.tagline.setBaseFontSize(layout.portrait ? 20 : 24).setWordWrapWidth(layout.width - 2 * layout.margin, true);
    // The two pictures are the same size, and Explorers' is one of the first pictures: under it,
    // the tagline stays put while Tucana's picture loads and its shorter title stands in.
    this.tagline.setPosition(layout.centerX, logoY + this.logos.explorers.height / 2 + 12);
    const buttons = this.visibleButtons();
    this.continueButton.setVisible(this.hasSave);
    const height = layout.portrait ? 54 : 58;
    const width = Math.min(340, layout.width - 2 * layout.margin);
    const choice = 48 + BUTTON_GAP + 6;
    const blockHeight = choice + buttons.length * height + (buttons.length - 1) * BUTTON_GAP;
    const blockTop = Math.max(this.tagline.y + this.tagline.height + 28, layout.height * (layout.portrait ? 0.64 : 0.63) - blockHeight / 2);
    const choiceWidth = Math.min(440, layout.width - 2 * layout.margin);
    this.games.place(layout.centerX - choiceWidth / 2, blockTop + 24, choiceWidth, 48);
    const firstY = blockTop + choice + height / 2;
    buttons.forEach((button, i) => button.setButtonSize(width, height).setPosition(layout.centerX, firstY + i * (height + BUTTON_GAP)));
  }

  private newGame(): void {
    if (this.offered === 'tucana') {
      const setup = (): void => void this.tucana().then(() => goTo(this, SceneKeys.TucanaSetup));
      if (this.tucanaSave.kind !== 'ready') return setup();
      return this.confirmReplace(setup);
    }
    if (this.save.kind !== 'ready') {
      goTo(this, SceneKeys.Setup);
      return;
    }
    this.confirmReplace(() => goTo(this, SceneKeys.Setup));
  }

  private confirmReplace(onReplace: () => void): void {
    showDialog(this, {
      title: { key: 'save.replaceTitle' },
      message: { key: 'save.replaceMessage' },
      choices: [
        { label: 'save.replaceConfirm', onChoose: onReplace },
        { label: 'common.cancel', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  private continueGame(): void {
    const save = this.offered === 'tucana' ? this.tucanaSave : this.save;
    if (save.kind === 'ready') {
      if ('saved' in save) void this.tucana().then(() => goTo(this, SceneKeys.TucanaPlay, save.saved));
      else goTo(this, SceneKeys.Play, { record: save.game.record, seats: save.game.seats });
      return;
    }
    if (save.kind !== 'broken') return;
    showDialog(this, {
      title: { key: 'save.brokenTitle' },
      message: { key: 'save.brokenMessage', params: { reason: { key: `save.errors.${save.error.code}` } } },
      choices: [
        { label: 'save.discard', variant: 'danger', onChoose: () => void this.discard() },
        { label: 'save.keep', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  private async discard(): Promise<void> {
    if (this.offered === 'tucana') {
      (await this.tucana()).discardTucana();
      this.tucanaSave = { kind: 'none' };
    } else {
      discardSavedGame();
      this.save = { kind: 'none' };
    }
    this.place(currentLayout());
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts), which lists the buttons itself. */
  testView(): unknown {
    const save = this.offered === 'tucana' ? this.tucanaSave : this.save;
    const logos = { explorers: this.logos.explorers.look, tucana: this.logos.tucana.look };
    return { game: this.offered, save: save.kind === 'broken' ? `broken:${save.error.code}` : save.kind, logos };
  }
}

function readSave(): SaveStatus {
  const loaded = loadSavedGame();
  if (!loaded.ok) return { kind: 'broken', error: loaded.error };
  return loaded.value ? { kind: 'ready', game: loaded.value } : { kind: 'none' };
}
