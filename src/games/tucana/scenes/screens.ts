// Trails of Tucana's screens as one lazily loaded chunk (its definition's `loadScreens`): its
// scenes added to the running game, its texts, and its saved game for the menu's Continue.
import '../texts';
import type { GameScreens } from '../../contract';
import { discardTucana, loadTucana } from '../play/save';
import { TucanaScenes } from '../scene-keys';
import { TucanaPlayScene } from './TucanaPlayScene';
import { TucanaScoringScene } from './TucanaScoringScene';
import { TucanaSetupScene } from './TucanaSetupScene';
import { installScenes } from '../../../shell/scenes/install-scenes';
import { SOUNDS } from '../sounds';

export const tucanaScreens: GameScreens = {
  install: (scene) => installScenes(scene, [
    [TucanaScenes.setup, TucanaSetupScene],
    [TucanaScenes.play, TucanaPlayScene],
    [TucanaScenes.scoring, TucanaScoringScene],
  ]),
  readSave: () => loadTucana(),
  sounds: SOUNDS,
  discardSave: () => discardTucana(),
  testTables: import.meta.env.DEV || import.meta.env.VITE_TEST_BRIDGE === '1' ? () => import('../play/crafted-tables').then((m) => m.CRAFTED_TABLES) : undefined,
};
