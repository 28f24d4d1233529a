// Ambassadors' screens as one lazily loaded chunk (its definition's `loadScreens`): its scenes
// added to the running game, its texts, and its saved game for the menu's Continue.
import '../texts';
import type { GameScreens } from '../../contract';
import { discardAmbassadors, loadAmbassadors } from '../play/save';
import { AmbassadorsScenes } from '../scene-keys';
import { AmbassadorsPlayScene } from './AmbassadorsPlayScene';
import { AmbassadorsScoringScene } from './AmbassadorsScoringScene';
import { AmbassadorsSetupScene } from './AmbassadorsSetupScene';
import { installScenes } from '../../../shell/scenes/install-scenes';
import { SOUNDS } from '../sounds';

export const ambassadorsScreens: GameScreens = {
  install: (scene) => installScenes(scene, [
    [AmbassadorsScenes.setup, AmbassadorsSetupScene],
    [AmbassadorsScenes.play, AmbassadorsPlayScene],
    [AmbassadorsScenes.scoring, AmbassadorsScoringScene],
  ]),
  readSave: () => loadAmbassadors(),
  discardSave: () => discardAmbassadors(),
  sounds: SOUNDS,
};
