// When the AI playing a seat fails at a decision (it threw, its worker died or ran over its time,
// or the rules refused its action), the table on one device and the online room both ask it again
// up to a cap, then the seat plays a random legal action of the rules: no table stalls on its AI.
import type { GameRules } from '../games/contract';

/**
 * Attempts at one decision before the seat plays a random legal action. On one device: the
 * second goes to a fresh worker when the first one's died. Online: each attempt is bounded by the
 * AI pool's time limit, with a short wait between them (server/table/ai-seats.ts).
 */
export const AI_ATTEMPTS = { table: 2, room: 3 } as const;

/** After a failed attempt: ask the AI again, or play `action`, a random legal one. */
export type AfterAiFailure<Action> = { readonly retry: true } | { readonly retry: false; readonly action: Action };

/** What a seat does after its AI's `failures`-th failed attempt at the decision `state` asks of it, with the move's seed `rng`. */
export function afterAiFailure<State, Action>(
  rules: Pick<GameRules<unknown, State, unknown, unknown, unknown, string, Action>, 'randomAction'>,
  state: State,
  seat: number,
  rng: number,
  failures: number,
  attempts: number,
): AfterAiFailure<Action> {
  return failures < attempts ? { retry: true } : { retry: false, action: rules.randomAction(state, seat, rng).action };
}
