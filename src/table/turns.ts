// Taking an action and asking an AI for one, decided alike by the table on one device and by the
// online room: what each does around them (saving, storing, showing, sending) stays its own.
import type { GameRules, Outcome, Transition } from '../games/contract';

/** What an accepted action led to, and whether it ended the game. */
export interface Taken<State, Event> extends Transition<State, Event> {
  readonly over: boolean;
}

/** The rules' verdict on an untrusted action: refused (nothing changes), or the next state, its events and whether the game is over. */
export function takeAction<State, Event, Code extends string>(
  rules: Pick<GameRules<unknown, State, unknown, Event, unknown, Code>, 'play' | 'isOver'>,
  state: State,
  action: unknown,
): Outcome<Taken<State, Event>, Code> {
  const played = rules.play(state, action);
  if (!played.ok) return played;
  return { ok: true, value: { ...played.value, over: rules.isOver(played.value.state) } };
}

/** What an AI is asked for a seat's next action: that seat's view alone, its level, and its RNG. */
export interface AiRequest<View> {
  readonly view: View;
  readonly level: string;
  readonly rng: number;
}

export function aiRequest<State, View>(rules: Pick<GameRules<unknown, State, View, unknown, unknown>, 'view'>, state: State, seat: number, level: string, rng: number): AiRequest<View> {
  return { view: rules.view(state, seat), level, rng };
}

/** A per-move AI seed: deterministic for a game, a seat and a moment (the actions taken so far), with nothing to store. */
export function aiSeed(gameSeed: number, player: number, moment: number): number {
  let h = gameSeed ^ Math.imul(player + 1, 0x9e3779b1) ^ Math.imul(moment + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return (h ^ (h >>> 15)) >>> 0;
}
