// Where the shell learns that a game is over, whatever the game and however it was played: its
// scoring scene opens with the final view, the record and the seats (every game's scoring data
// carries them, and `online` at a server's table). That start adds the game to the history once,
// and sends a deal's result to its leaderboard.
import Phaser from 'phaser';
import type { AnyGame } from '../../games/contract';
import { deviceHistory } from './device-history';
import { isFinishedData, scoringEntry, type FinishedData } from './finished-game';
import { queueDealResult } from '../deals/deal-results';
import { askLeaderboardName } from '../deals/name-dialog';

const watched = new WeakSet<Phaser.Scene>();
// A scoring scene started again with the same data (a restart) is the same game.
const kept = new WeakSet<object>();

/** Adds every game that reaches `game`'s scoring scene to the history (call once its scenes are installed). */
export function keepFinishedGames(scene: Phaser.Scene, game: AnyGame): void {
  const scoring = scene.scene.get(game.scenes.scoring);
  if (!scoring || watched.has(scoring)) return;
  watched.add(scoring);
  scoring.events.on(Phaser.Scenes.Events.START, () => {
    const data: unknown = scoring.sys.settings.data;
    if (!isFinishedData(data) || kept.has(data)) return;
    kept.add(data);
    keep(scoring, game, data).catch((error: unknown) => console.warn('The finished game was not added to the history.', error));
  });
}

async function keep(scoring: Phaser.Scene, game: AnyGame, data: FinishedData): Promise<void> {
  const entry = await scoringEntry(game, data, Date.now());
  if (!entry) return;
  // A deal's result waits in its own queue first, so a history the browser refuses loses no result.
  const sending = queueDealResult(entry, (suggested) => askLeaderboardName(scoring, suggested), data.seats[entry.player]);
  await (await deviceHistory()).add(entry);
  await sending;
}
