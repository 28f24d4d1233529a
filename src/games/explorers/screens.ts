// Explorers' screens as one lazily loaded chunk (its definition's `loadScreens`): its scenes added
// to the running game, and its saved game for the menu's Continue.
import type { GameScreens } from '../contract';
import { installScenes } from '../../shell/scenes/install-scenes';
import { discardSavedGame, loadSavedGame } from './play/save';
import { ExplorersScenes } from './scene-keys';
import { PlayScene } from './scenes/PlayScene';
import { ScoringScene } from './scenes/ScoringScene';
import { SetupScene } from './scenes/SetupScene';
import { SOUNDS } from './sounds';

export const explorersScreens: GameScreens = {
  install: (scene) => installScenes(scene, [
    [ExplorersScenes.setup, SetupScene],
    [ExplorersScenes.play, PlayScene],
    [ExplorersScenes.scoring, ScoringScene],
  ]),
  readSave() {
    const loaded = loadSavedGame();
    // The play screen resumes from the record and the seats.
    return loaded.ok && loaded.value ? { ok: true, value: { record: loaded.value.record, seats: loaded.value.seats } } : loaded;
  },
  sounds: SOUNDS,
  discardSave: () => discardSavedGame(),
};
