// Driving Ambassadors like a player: the menu's game choice, the setup, and each step of a turn
// by a tap on the map or a button, through the test bridge's views of the Ambassadors scenes. The
// person's choice is the AI's, decided here from the seat's own view, then tapped where the screen
// shows it. Every wait is a wait for a condition on the bridge.
import type { Driver, PageCheck, Point, View } from '../../../../../tests/e2e/driver';
import { decide, type Level } from '../../ai/index';
import type { AmbassadorsMove, AmbassadorsView } from '../../rules/index';

export interface AmbassadorsSummary {
  readonly phase: string;
  readonly round: number;
  readonly player: number;
  readonly prompt: string;
  readonly acting: number | null;
  readonly viewer: number;
  readonly handover: number | null;
  readonly actions: number;
  readonly seats: { kind: 'human' | 'ai'; name: string }[];
  readonly handShown: number | null;
  readonly busy: boolean;
  readonly refusal: string | null;
  /** Cards flown from a deck to a hand or a seat so far. */
  readonly cardsFlown: number;
  /** The last move the screen sent for a tap or a button. */
  readonly sent: AmbassadorsMove | null;
}

export interface AmbassadorsPlayView {
  readonly summary: AmbassadorsSummary;
  readonly view: AmbassadorsView;
  readonly moves: { move: AmbassadorsMove; at: Point }[];
  readonly buttons: { readonly handover: Point | null };
}

export interface AmbassadorsScoringView {
  readonly order: number[];
  readonly winners: number[];
  readonly reason: 'chain' | 'roundCap' | null;
  readonly gold: number[];
  readonly ambassadors: number[];
  readonly chain: number[];
  readonly record: unknown;
  readonly buttons: { playAgain: Point; menu: Point };
}

/** From the menu, Ambassadors picked and its setup open. */
export async function openAmbassadorsSetup(driver: Driver): Promise<View> {
  await driver.scene('Menu');
  await driver.clickButton({ key: 'ambassadors:name' });
  await driver.waitFor('Ambassadors picked in the menu', (v) => (v.view as { game?: string } | undefined)?.game === 'ambassadors');
  await driver.clickButton({ key: 'menu.newGame' });
  return driver.scene('AmbassadorsSetup');
}

/** What changes with each step taken (a view with the same is still waiting for it). */
export const progressOf = (play: AmbassadorsPlayView): string => {
  const s = play.summary;
  return JSON.stringify([s.prompt, s.actions, s.handover, s.acting]);
};

/** The play screen ready for a person's input after `before` (null: now), or the scoring screen. */
const readyAfter: PageCheck<string | null, View> = (v, before) => {
  if (v.scene === 'AmbassadorsScoring') return !v.fading && v;
  if (v.scene !== 'AmbassadorsPlay' || v.fading || !v.view) return false;
  const play = v.view as AmbassadorsPlayView;
  const s = play.summary;
  if (before !== null && JSON.stringify([s.prompt, s.actions, s.handover, s.acting]) === before) return false;
  return !s.busy && s.prompt !== 'wait' && s.prompt !== 'over' && (s.prompt === 'handover' || play.moves.length > 0) && v;
};

/** The play view ready for input (after `before`), or null once the scoring screen is up. */
export async function ambassadorsReady(driver: Driver, before: string | null = null): Promise<AmbassadorsPlayView | null> {
  const view = await driver.waitInPage('the Ambassadors table to take input', readyAfter, before, 120_000);
  return view.scene === 'AmbassadorsPlay' ? (view.view as AmbassadorsPlayView) : null;
}

/** Where the screen offers the move the AI would make for the person: a walk by its last stop, anything else as it is. */
export function shownMove(play: AmbassadorsPlayView, level: Level, rng: number): { move: AmbassadorsMove; at: Point } {
  const chosen = decide(play.view, level, rng).action;
  const key = (m: AmbassadorsMove): string => (m.type === 'move' ? `move:${m.path[m.path.length - 1]}` : JSON.stringify(m));
  // A spot out of sight (a phone's map zoomed in on others) gives way to one in sight, for the same kind of move.
  const onMap = chosen.type === 'move' || chosen.type === 'ambush' || chosen.type === 'sell';
  const found = play.moves.find((m) => key(m.move) === key(chosen)) ?? (onMap ? play.moves.find((m) => m.move.type === chosen.type) : undefined);
  if (!found) throw new Error(`The screen does not offer ${JSON.stringify(chosen)}: ${JSON.stringify(play.moves.map((m) => m.move))}`);
  return found;
}

export interface AmbassadorsPlayer {
  readonly level: Level;
  /** Called before every input; returns true if it changed anything (then the view is read again). */
  readonly before?: (play: AmbassadorsPlayView) => Promise<boolean | void>;
  /** Stop before this input (the game is left as it is). */
  readonly stop?: (play: AmbassadorsPlayView) => boolean;
}

/** Plays the people's steps by taps until the scoring screen (null) or `stop` (the play view); AI seats play on their own. */
export async function playAmbassadorsByTaps(driver: Driver, player: AmbassadorsPlayer): Promise<AmbassadorsPlayView | null> {
  let play = await ambassadorsReady(driver);
  let rng = 1;
  while (play) {
    if (player.stop?.(play)) return play;
    if (await player.before?.(play)) {
      play = await ambassadorsReady(driver);
      continue;
    }
    const before = progressOf(play);
    const tapped = play.summary.prompt === 'handover' ? null : shownMove(play, player.level, rng++);
    await driver.click(tapped ? tapped.at : (play.buttons.handover as Point));
    play = await ambassadorsReady(driver, before);
    // The tap reached what was shown there (a map that moves after its places are read takes it elsewhere, or nowhere).
    if (play && tapped) expectSent(play, tapped.move);
  }
  return null;
}

/** Throws unless the screen's last sent move is `move`. */
export function expectSent(play: AmbassadorsPlayView, move: AmbassadorsMove): void {
  const sent = JSON.stringify(play.summary.sent);
  if (sent !== JSON.stringify(move)) throw new Error(`A tap meant for ${JSON.stringify(move)} sent ${sent}`);
}
