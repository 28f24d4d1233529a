// Entry point, the composition root: preferences and translations first, then the Phaser game
// filling the page with the shell's scenes; the games come from the registry (src/games).
import Phaser from 'phaser';
import * as audio from './shell/audio';
import { initI18n, onLanguageChange, t } from './platform/i18n';
import { initSettings } from './platform/settings';
import { BootScene } from './shell/scenes/BootScene';
import { CreditsScene } from './shell/scenes/CreditsScene';
import { DealsScene } from './shell/scenes/DealsScene';
import { HistoryScene } from './shell/scenes/HistoryScene';
import { ReplayScene } from './shell/scenes/ReplayScene';
import { HowToScene } from './shell/scenes/HowToScene';
import { MenuScene } from './shell/scenes/MenuScene';
import { PreloadScene } from './shell/scenes/PreloadScene';
import { installRenderOnDemand } from './shell/render-on-demand';
import { SettingsScene } from './shell/scenes/SettingsScene';
import { handleEachKeyOnce } from './shell/key-events';
import { sendResultsWhenOnline } from './shell/deals/deal-results';
import { keepFriendFromAddress } from './shell/deals/friends';
import { setUiSoundHook } from './ui/button';
import { canvasSize, installViewport, measureViewport } from './ui/layout';
import { COLORS, css } from './ui/theme';

export function startGame(parent: HTMLElement): Phaser.Game {
  initI18n();
  initSettings({ audio });
  // A friend's shared result: remembered before the menu picks its game.
  keepFriendFromAddress();
  document.title = t('app.title');
  onLanguageChange(() => (document.title = t('app.title')));
  setUiSoundHook((sound) => {
    if (sound === 'click') audio.playSound('click');
  });

  const viewport = measureViewport(parent);
  const size = canvasSize(viewport.cssWidth, viewport.cssHeight, viewport.pixelRatio);
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    width: size.width,
    height: size.height,
    backgroundColor: css(COLORS.skyBottom),
    // The canvas is drawn at device pixels and shown at CSS size (see ui/layout.ts).
    scale: { mode: Phaser.Scale.NONE, zoom: 1 / viewport.pixelRatio },
    // Howler plays every sound; Phaser's own audio would only open a second audio context.
    audio: { noAudio: true },
    // Phaser steps its first 120 frames by 16.7 ms at most, whatever they really take: on a slow
    // device the loading screen's and the menu's fades then last seconds. Real time from the start.
    fps: { panicMax: 0 },
    banner: false,
    // Each game's own scenes join when its screens load (see shell/scenes/game-entry.ts).
    scene: [BootScene, PreloadScene, MenuScene, HowToScene, SettingsScene, CreditsScene, HistoryScene, DealsScene, ReplayScene],
  });
  // The loop starts right after READY, with the step it finds then.
  game.events.once(Phaser.Core.Events.READY, () => {
    installRenderOnDemand(game);
    installViewport(game);
    handleEachKeyOnce(game);
  });
  // Deals' results finished offline go to their leaderboards now, or when the network is back.
  sendResultsWhenOnline();
  // End-to-end tests read the game through `window.__explorers` (see scenes/test-bridge.ts);
  // production builds leave the module out.
  if (import.meta.env.DEV || import.meta.env.VITE_TEST_BRIDGE === '1') {
    void import('./shell/scenes/test-bridge').then((bridge) => bridge.installTestBridge(game));
  }
  return game;
}

startGame(document.getElementById('game') as HTMLElement);
