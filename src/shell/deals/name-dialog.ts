// Asks the player for the name the leaderboards show, the suggested one filled in; a name the
// server would refuse is asked for again, saying why.
import Phaser from 'phaser';
import { NAME_MAX } from '../../protocol/protocol';
import { showDialog } from '../../ui/dialog';
import { keepLeaderboardName } from './leaderboard-name';

/** The name kept, or null when the scene ended before the player answered. */
export function askLeaderboardName(scene: Phaser.Scene, suggested: string, refused = false): Promise<string | null> {
  return new Promise((resolve) => {
    const ended = (): void => resolve(null);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, ended);
    showDialog(scene, {
      title: { key: 'deals.name.title' },
      message: { key: refused ? 'deals.name.refused' : 'deals.name.ask' },
      field: { value: suggested, maxLength: NAME_MAX, label: 'deals.name.label' },
      choices: [
        {
          label: 'deals.name.keep',
          icon: 'confirm',
          onChoose: (typed) => {
            scene.events.off(Phaser.Scenes.Events.SHUTDOWN, ended);
            const name = keepLeaderboardName(typed);
            resolve(name ?? askLeaderboardName(scene, typed, true));
          },
        },
      ],
    });
  });
}
