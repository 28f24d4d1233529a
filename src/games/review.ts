// The master's review of a finished game: the game's strongest AI judges each decision of one
// seat from that seat's view at that moment (its `judge` hook, contract.ts), and the decisions
// where the most expected points were lost are marked. Pure: it runs in the AI worker, a decision
// at a time, so the page shows progress and may stop it between two.
import type { AiJudgement, GameAi, GameRecordShape, Outcome } from './contract';
import { replayActions, type ReplayRules } from './replay';
import type { Message } from '../platform/i18n';

/** What a game's judge found, before the played action is set beside it. */
export interface Judged<Action> {
  readonly choice: Action;
  readonly choiceValue: number;
  readonly playedValue: number;
}

/** The judgement the contract promises: the AI's choice, unless the played action is worth as much or more by the same measure. */
export function judgement<Action>(judged: Judged<Action>, played: Action, said: (action: Action) => Message): AiJudgement<Action> {
  const { choice, choiceValue, playedValue } = judged;
  const best = choiceValue > playedValue ? choice : played;
  return { best, bestValue: Math.max(choiceValue, playedValue), playedValue, said: said(best) };
}

/** One decision of the reviewed seat, judged. */
export interface ReviewedDecision {
  /** Its place among the record's actions (0 the first). */
  readonly action: number;
  /** The replay's step it is played in (replay.ts: the start is 0, then one per turn). */
  readonly step: number;
  /** Expected points lost against the AI's choice (0: as good). */
  readonly loss: number;
  readonly bestValue: number;
  readonly playedValue: number;
  /** The AI's choice in words. */
  readonly said: Message;
}

/** Progress after each decision: how many of the seat's decisions are judged, of how many. */
export interface ReviewProgress {
  readonly done: number;
  readonly total: number;
  readonly decision: ReviewedDecision;
}

export type ReviewRules = Omit<ReplayRules<unknown, unknown, unknown>, 'loadRecord' | 'toRecord'>;

/** A decision's seed for the judge: the same decision gets the same judgement on every device. */
const judgeRng = (action: number): number => (Math.imul(action + 1, 0x9e3779b9) ^ 0x5bd1e995) >>> 0;

/**
 * Judges every action `seat` took in the game of `record` (its options and actions, as a replay
 * has them), in order, yielding after each (the caller may stop there). The game is replayed
 * first: refused as the rules refuse it, nothing is judged. A decision is one action: what
 * `decide` answers once.
 */
export function reviewGame(rules: ReviewRules, ai: Pick<GameAi<unknown, unknown>, 'judge'>, record: GameRecordShape, seat: number): Outcome<Generator<ReviewProgress, void, void>> {
  const { judge } = ai;
  if (!judge) return { ok: false, error: { code: 'noReview', detail: 'This game has no review.' } };
  const { options, actions } = record;
  const replay = replayActions(rules, options, actions);
  if (!replay.ok) return replay;
  const created = rules.create(options);
  if (!created.ok) return created;
  const { steps } = replay.value;
  const start = created.value;
  const total = actions.filter((action) => (action as { readonly player: number }).player === seat).length;
  function* decisions(judgeOne: NonNullable<typeof judge>): Generator<ReviewProgress, void, void> {
    let state = start;
    let [step, done] = [0, 0];
    for (const [index, action] of actions.entries()) {
      while ((steps[step]?.actions ?? Infinity) <= index) step++;
      const judged = (action as { readonly player: number }).player === seat ? judgeOne(rules.view(state, seat), action, judgeRng(index)) : null;
      // Replayed without a refusal just above.
      state = (rules.play(state, action) as { readonly value: { readonly state: unknown } }).value.state;
      if (!judged) continue;
      done++;
      const { bestValue, playedValue, said } = judged;
      yield { done, total, decision: { action: index, step, loss: bestValue - playedValue, bestValue, playedValue, said } };
    }
  }
  return { ok: true, value: decisions(judge) };
}

/** Losses smaller than this are noise in the AI's own estimates: never marked. */
export const MARK_THRESHOLD = 0.5;

/**
 * The decisions where the most expected points were lost (at most `count`, each above the
 * threshold), in the game's order. A mark names a turn of the replay: of the decisions of one turn
 * (a race's roll, walk and purchase), only the costliest is marked.
 */
export function markedDecisions(decisions: readonly ReviewedDecision[], count = 3): ReviewedDecision[] {
  const worstOfStep = new Map<number, ReviewedDecision>();
  for (const decision of decisions) {
    const kept = worstOfStep.get(decision.step);
    if (decision.loss > MARK_THRESHOLD && (!kept || decision.loss > kept.loss)) worstOfStep.set(decision.step, decision);
  }
  return [...worstOfStep.values()]
    .sort((a, b) => b.loss - a.loss)
    .slice(0, count)
    .sort((a, b) => a.action - b.action);
}
