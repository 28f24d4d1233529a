// Race to 10's screens as one lazily loaded chunk (its definition's `loadScreens`): its scenes
// added to the running game and its saved game for the menu's Continue.
import type { GameScreens } from '../../../../src/games/contract';
import { installScenes } from '../../../../src/shell/scenes/install-scenes';
import { race } from '../index';
import { RacePlayScene } from './PlayScene';
import { raceSave } from './save';
import { RaceScoringScene } from './ScoringScene';
import { RaceSetupScene } from './SetupScene';

export const raceScreens: GameScreens = {
  install: (scene) =>
    installScenes(scene, [
      [race.scenes.setup, RaceSetupScene],
      [race.scenes.play, RacePlayScene],
      [race.scenes.scoring, RaceScoringScene],
    ]),
  readSave: () => raceSave.load(),
  discardSave: () => raceSave.discard(),
  // The shell's sounds serve it.
  sounds: {},
};
