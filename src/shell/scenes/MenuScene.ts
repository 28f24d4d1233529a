// The main menu: logo over a sky of floating islands, the way into every other screen, the saved
// game when there is one, and the language and sound always at hand.
import Phaser from 'phaser';
import { playMusic, prepareMusic, preloadSounds } from '../audio';
import { keepForOffline } from '../../offline/register';
import type { AnyGame, GameScreens } from '../../games/contract';
import { GAMES } from '../../games/registry';
import { logoOf, rememberGame, rememberedGame } from '../game-choice';
import { hasSavedGame } from '../saved-game';
import { titlePageWith } from '../page-title';
import { Button } from '../../ui/button';
import { ChoiceRow } from '../../ui/choice-row';
import { showDialog } from '../../ui/dialog';
import { useArrowKeys } from '../../ui/focus';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { currentLayout, watchLayout, type Layout } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { addLogo, type Logo } from '../../ui/logo';
import { reducedMotion } from '../../ui/motion';
import { SkyBackdrop } from '../../ui/sky-backdrop';
import { loadOtherSprites, loadSprite } from '../../ui/sprite-loading';
import { SoundToggle } from '../../ui/sound-toggle';
import { textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';
import { confirmReplacingSave, loadScreens, openGameScene, withScreens } from './game-entry';
import { openHowTo } from './howto-entry';
import { openOnline } from './online-entry';

/** A game's saved game, read once its screens are in ('loading' until then). */
type SaveStatus = { kind: 'loading' } | { kind: 'none' } | { kind: 'ready'; resume: object } | { kind: 'broken'; code: string };

const BUTTON_GAP = 14;
/** The logos' cross-fade when the picked game changes. */
const LOGO_FADE_MS = 260;

export class MenuScene extends Phaser.Scene {
  /** Each game's logo, by id; only the offered one shows. */
  private logos = new Map<string, Logo>();
  /** The buttons in rows: the ways into a game one to a row, the other screens two to a row. */
  private rows: Button[][] = [];
  private continueButton!: Button;
  /** The offered game's daily and weekly deals: only a game that has them. */
  private dealsButton!: Button;
  private languages!: LanguageSwitcher;
  private soundToggle!: SoundToggle;
  private tagline!: LocalizedText;
  /** Each game's saved game, by id. */
  private saves = new Map<string, SaveStatus>();
  private offered: AnyGame = GAMES[0] as AnyGame;
  private games!: ChoiceRow<AnyGame>;
  private backdrop!: SkyBackdrop;

  constructor() {
    super(SceneKeys.Menu);
  }

  create(): void {
    this.saves = new Map(GAMES.map((game) => [game.id, { kind: 'loading' }]));
    this.offered = rememberedGame();
    const backdrop = (this.backdrop = new SkyBackdrop(this, { islands: true }));
    this.logos = new Map(GAMES.map((game) => [game.id, addLogo(this, logoOf(game))]));
    for (const game of GAMES) this.logoOf(game).fade(game === this.offered, 0);
    this.tagline = addText(this, 0, 0, this.offered.taglineKey, undefined, textStyle('subheading', { color: '#ffffff', stroke: '#23598a', strokeThickness: 5, align: 'center' })).setOrigin(0.5, 0);
    const newGame = new Button(this, 0, 0, { label: 'menu.newGame', icon: 'play', onClick: () => this.newGame() });
    this.continueButton = new Button(this, 0, 0, {
      label: 'menu.continue',
      icon: 'undo',
      variant: 'secondary',
      onClick: () => this.continueGame(),
    });
    this.games = new ChoiceRow<AnyGame>(
      this,
      GAMES.map((game) => ({ value: game, label: game.nameKey })),
      this.offered,
      (game) => this.pickGame(game),
    );
    this.dealsButton = new Button(this, 0, 0, { label: 'menu.deals', icon: 'crown', variant: 'secondary', onClick: () => goTo(this, SceneKeys.Deals) });
    // The lobby offers every game, whichever the menu offers.
    const online = new Button(this, 0, 0, { label: 'menu.online', icon: 'globe', variant: 'secondary', onClick: () => openOnline(this) });
    const howTo = new Button(this, 0, 0, { label: 'menu.howTo', icon: 'help', variant: 'plain', onClick: () => openHowTo(this, this.offered) });
    const settings = new Button(this, 0, 0, { label: 'menu.settings', icon: 'settings', variant: 'plain', onClick: () => goTo(this, SceneKeys.Settings) });
    const credits = new Button(this, 0, 0, { label: 'menu.credits', icon: 'star', variant: 'plain', onClick: () => goTo(this, SceneKeys.Credits) });
    const history = new Button(this, 0, 0, { label: 'menu.history', icon: 'trophy', variant: 'plain', onClick: () => goTo(this, SceneKeys.History) });
    this.rows = [[newGame], [this.continueButton], [this.dealsButton], [online], [howTo, history], [settings, credits]];
    this.soundToggle = new SoundToggle(this, 0, 0);
    this.languages = new LanguageSwitcher(this);
    useArrowKeys(this);
    watchLayout(this, (layout) => {
      backdrop.layout(layout);
      this.place(layout);
    });
    this.pickGame(this.offered);
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

  private logoOf(game: AnyGame): Logo {
    return this.logos.get(game.id) as Logo;
  }

  private saveOf(game: AnyGame): SaveStatus {
    return this.saves.get(game.id) ?? { kind: 'loading' };
  }

  private get hasSave(): boolean {
    const save = this.saveOf(this.offered);
    return save.kind === 'ready' || save.kind === 'broken';
  }

  private visibleRows(): Button[][] {
    return this.rows.filter((row) => (!row.includes(this.continueButton) || this.hasSave) && (!row.includes(this.dealsButton) || this.offered.deals !== undefined));
  }

  /**
   * The game the menu offers: remembered; its logo cross-fades in (at once when motion is
   * reduced); its screens, its save and its logo's picture load when it is picked.
   */
  private pickGame(game: AnyGame): void {
    if (game !== this.offered) {
      const ms = reducedMotion() ? 0 : LOGO_FADE_MS;
      this.logoOf(this.offered).fade(false, ms);
      this.logoOf(game).fade(true, ms);
    }
    this.offered = game;
    rememberGame(game);
    titlePageWith(game);
    // The sky behind the logo is the offered game's: floating islands only where it has them.
    this.backdrop.showIslands(game.menuIslands === true);
    this.games.setValue(game);
    this.tagline.setKey(game.taglineKey);
    void loadSprite(this, game.logo).then(() => this.scene.isActive() && this.place(currentLayout()));
    // With nothing saved, the game's screens wait for New game: a first visit fetches no game.
    if (this.saveOf(game).kind === 'loading' && !hasSavedGame(game.saveKey)) this.saves.set(game.id, { kind: 'none' });
    // Quietly: a failed load is told when the player asks for the game (New game, Continue).
    if (this.saveOf(game).kind === 'loading') loadScreens(this, game).then((screens) => this.readSave(game, screens), () => undefined);
    this.place(currentLayout());
  }

  private readSave(game: AnyGame, screens: GameScreens): void {
    if (!this.scene.isActive()) return;
    const saved = screens.readSave();
    this.saves.set(game.id, !saved.ok ? { kind: 'broken', code: saved.error.code } : saved.value ? { kind: 'ready', resume: saved.value } : { kind: 'none' });
    this.place(currentLayout());
  }

  private place(layout: Layout): void {
    const top = layout.safe.y;
    this.soundToggle.setPosition(layout.safe.x + 26, top + 26);
    this.languages.setPosition(layout.width - layout.safe.x - 95, top + 24);
    const logoY = layout.height * (layout.portrait ? 0.19 : 0.2);
    const logoWidth = Math.min(layout.portrait ? 340 : 620, layout.width - 2 * layout.margin);
    for (const logo of this.logos.values()) logo.place(layout.centerX, logoY, logoWidth);
    this.tagline.setBaseFontSize(layout.portrait ? 20 : 24).setWordWrapWidth(layout.width - 2 * layout.margin, true);
    // Under the tallest logo: the pictures are all one size, so the tagline stays put while a
    // picture loads and its shorter title stands in.
    const logoHeight = Math.max(...[...this.logos.values()].map((logo) => logo.height));
    this.tagline.setPosition(layout.centerX, logoY + logoHeight / 2 + 12);
    const rows = this.visibleRows();
    this.continueButton.setVisible(this.hasSave);
    this.dealsButton.setVisible(this.offered.deals !== undefined);
    const height = layout.portrait ? 54 : 58;
    const width = Math.min(340, layout.width - 2 * layout.margin);
    const choice = 48 + BUTTON_GAP + 6;
    const blockHeight = choice + rows.length * height + (rows.length - 1) * BUTTON_GAP;
    const blockTop = Math.max(this.tagline.y + this.tagline.height + 28, layout.height * (layout.portrait ? 0.64 : 0.63) - blockHeight / 2);
    const choiceWidth = Math.min(440, layout.width - 2 * layout.margin);
    this.games.place(layout.centerX - choiceWidth / 2, blockTop + 24, choiceWidth, 48);
    const firstY = blockTop + choice + height / 2;
    rows.forEach((row, i) => {
      const each = (width - (row.length - 1) * BUTTON_GAP) / row.length;
      row.forEach((button, j) => button.setButtonSize(each, height).setPosition(layout.centerX - width / 2 + each / 2 + j * (each + BUTTON_GAP), firstY + i * (height + BUTTON_GAP)));
    });
  }

  private newGame(): void {
    const game = this.offered;
    withScreens(this, game, (screens) => {
      if (this.saveOf(game).kind === 'loading') this.readSave(game, screens);
      confirmReplacingSave(this, this.saveOf(game).kind === 'ready', () => openGameScene(this, game, 'setup'));
    });
  }

  private continueGame(): void {
    const game = this.offered;
    const save = this.saveOf(game);
    if (save.kind === 'ready') return openGameScene(this, game, 'play', save.resume);
    if (save.kind !== 'broken') return;
    showDialog(this, {
      title: { key: 'save.brokenTitle' },
      message: { key: 'save.brokenMessage', params: { reason: { key: `save.errors.${save.code}` } } },
      choices: [
        { label: 'save.discard', variant: 'danger', onChoose: () => this.discard(game) },
        { label: 'save.keep', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  private discard(game: AnyGame): void {
    withScreens(this, game, (screens) => {
      screens.discardSave();
      this.saves.set(game.id, { kind: 'none' });
      this.place(currentLayout());
    });
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts), which lists the buttons itself. */
  testView(): unknown {
    const save = this.saveOf(this.offered);
    const logos = Object.fromEntries(GAMES.map((game) => [game.id, this.logoOf(game).look]));
    return { game: this.offered.id, save: save.kind === 'broken' ? `broken:${save.code}` : save.kind, logos, islands: this.backdrop.islandsShown };
  }
}
