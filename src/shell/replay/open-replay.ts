// The ways into a replay: from the history (a game of this device by its record, an online game
// by its table on the server) or from a finished table's link; and what a game's play screen does
// in one: it shows the session's messages through its remote controller (as at an online table
// where its seat only watches), starts again on a new game number, and has the replay's controls
// over it.
import Phaser from 'phaser';
import type { AnyGame } from '../../games/contract';
import { gameById } from '../../games/registry';
import { replayGame } from '../../games/replay';
import { useGameTexts } from '../../platform/i18n';
import { SceneKeys } from '../../platform/scene-keys';
import { browserStorage } from '../../platform/storage';
import type { GameMessage } from '../../protocol/protocol';
import type { FinishedTableReplay } from '../../protocol/table-replay';
import { showDialog } from '../../ui/dialog';
import { goTo } from '../../ui/transition';
import type { HistoryEntry } from '../history/history-entry';
import { SeatMemory } from '../online/seat-memory';
import { seatsFromTable } from '../online/table-seats';
import { titlePageWith } from '../page-title';
import { loadScreens } from '../scenes/game-entry';
import { whenLoaded } from '../scenes/lazy-load';
import type { ReplayData } from '../scenes/ReplayScene';
import { ReplaySession, seatsOfEntry, type ReplaySource } from './replay-session';
import { replayOfAnswer, seatOrSpectatorReplay, type ReplayProblem, type TableReplayRead } from './table-replay';

/** A play screen's data in a replay. */
export interface ReplayPlay {
  readonly replay: ReplaySession;
}

/** Says in words why a replay does not open; nothing else happens. */
function showProblem(scene: Phaser.Scene, problem: ReplayProblem | 'broken'): void {
  const message = problem === 'broken' ? 'replay.broken' : `replay.problems.${problem}`;
  showDialog(scene, { title: { key: 'replay.brokenTitle' }, message: { key: message }, choices: [{ label: 'history.ok', onChoose: () => undefined }] });
}

/** The game's play screen, showing the session (the game's texts and screens in). */
function play(scene: Phaser.Scene, game: AnyGame, session: ReplaySession): void {
  useGameTexts(game.localeNamespace);
  titlePageWith(game);
  goTo(scene, game.scenes.play, { replay: session } satisfies ReplayPlay);
}

/** Where closing a replay goes, and whether its review starts at once. */
type ReplayOpening = Pick<ReplaySource, 'exit' | 'review'>;

/** Opens the replay of a finished game kept in the history (or just scored): by its record, or by its online table's; what stops it is said so, and nothing opens. */
export function openReplay(scene: Phaser.Scene, entry: HistoryEntry, opening: ReplayOpening = {}): void {
  const game = gameById(entry.game);
  if (!game) return;
  if ((entry.record === null || entry.record === undefined) && entry.table) return openTableReplay(scene, entry.table, opening.exit);
  const load = async () => {
    await loadScreens(scene, game);
    return replayGame(await game.loadRules(), entry.record);
  };
  whenLoaded(scene, load, (replayed) => {
    if (!replayed.ok) return showProblem(scene, 'broken');
    play(scene, game, new ReplaySession(game, replayed.value, seatsOfEntry(entry, game), entry.player, opening));
  });
}

/** A finished table's replay from its server, as the seat this device held there (its seat token) or a spectator. */
function loadTableReplay(code: string): Promise<TableReplayRead> {
  const token = new SeatMemory(browserStorage('local'), browserStorage('session')).seatToken(code);
  return seatOrSpectatorReplay(code, token);
}

/** Opens the replay of an online game, if its table still has it (the server keeps a finished table a while; a rematch replaces its game); `opened` runs once it does. */
export function openTableReplay(scene: Phaser.Scene, table: NonNullable<HistoryEntry['table']>, exit: string = SceneKeys.History, opened: () => void = () => undefined): void {
  void loadTableReplay(table.code).then((read) => {
    if (!scene.scene.isActive()) return;
    if (!read.ok) return showProblem(scene, read.problem);
    if (read.value.gameNo !== table.gameNo) return showProblem(scene, 'replaced');
    opened();
    showTableReplay(scene, read.value, exit);
  });
}

/** Shows a finished table's replay (only the one seat's views the server sent); closing it goes to `exit`. */
export function showTableReplay(scene: Phaser.Scene, answer: FinishedTableReplay, exit: string): void {
  const game = gameById(answer.game);
  if (!game) return showProblem(scene, 'unknownGame');
  whenLoaded(
    scene,
    () => loadScreens(scene, game),
    () => play(scene, game, new ReplaySession(game, replayOfAnswer(answer), seatsFromTable(answer, game), answer.seat, { viewers: [answer.seat], exit })),
  );
}

/**
 * In a play screen's `create` on a replay: its controller follows the session, the screen says
 * when it has settled (`settled`: its animations over, which autoplay waits for), and the
 * controls stand over it.
 */
export function followReplay(scene: Phaser.Scene, session: ReplaySession, controller: { readonly gameNo: number; receive(message: GameMessage): void }, settled: () => Promise<void>): void {
  const stop = session.events.on('game', (message) => {
    if (message.gameNo === controller.gameNo) controller.receive(message);
    else scene.scene.restart({ replay: session } satisfies ReplayPlay);
  });
  const letGo = session.shownBy(settled);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    stop();
    letGo();
  });
  if (!scene.scene.isActive(SceneKeys.Replay)) scene.scene.launch(SceneKeys.Replay, { session } satisfies ReplayData);
  scene.scene.bringToTop(SceneKeys.Replay);
}
