// The master's review through the contract: a short recorded game judged decision by decision for
// one seat, its steps as the replay cuts them, the worst decisions marked, a refused record, and a
// review cancelled between two decisions.
import { describe, expect, it } from 'vitest';
import type { GameRecordShape, LoadedGame } from '../../src/games/contract';
import { GAMES, loadGame } from '../../src/games/registry';
import { replayGame } from '../../src/games/replay';
import { markedDecisions, reviewGame, MARK_THRESHOLD, type ReviewedDecision } from '../../src/games/review';
import { inlineReviewRunner } from '../../src/shell/ai-inline';
import { startReview } from '../../src/shell/review-client';
import { runReview, type ReviewMessage } from '../../src/shell/review-run';

const explorers = (await loadGame('explorers')) as LoadedGame;

/** The record of a game's first `actions` actions at its fewest seats (solo where it has one), played by the easy level (it leaves points behind). */
async function shortRecord(actions: number, game: LoadedGame = explorers): Promise<GameRecordShape> {
  const { rules } = game;
  const ai = await game.loadAi();
  const created = rules.create(rules.defaultOptions(game.players.min, 31));
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  let rng = 9;
  for (let n = 0; n < actions; n++) {
    const decision = ai.decide(rules.view(state, 0), 'easy', rng);
    rng = decision.rng;
    const next = rules.play(state, decision.action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value.state;
  }
  return rules.toRecord(state);
}

const decision = (action: number, loss: number): ReviewedDecision => ({ action, step: action + 1, loss, bestValue: 10 + loss, playedValue: 10, said: { key: 'x' } });

describe.each(GAMES.filter((game) => game.reviews).map((game) => [game.id]))("%s's judge", (id) => {
  it("chooses what `decide` plays at the strongest level with the same rng, never valued below the played action, and finds no loss in that choice played", async () => {
    const game = (await loadGame(id)) as LoadedGame;
    const ai = await game.loadAi();
    const judge = ai.judge as NonNullable<typeof ai.judge>;
    const strongest = ai.levels[ai.levels.length - 1] as string;
    const { options, actions } = await shortRecord(4, game);
    const created = game.rules.create(options);
    if (!created.ok) throw new Error(created.error.detail);
    let state = created.value;
    for (const [i, action] of actions.entries()) {
      const view = game.rules.view(state, (action as { readonly player: number }).player);
      const master = ai.decide(view, strongest, i).action;
      const judged = judge(view, action, i);
      expect(judged.bestValue).toBeGreaterThanOrEqual(judged.playedValue);
      expect(judged.best).toEqual(judged.bestValue > judged.playedValue ? master : action);
      const same = judge(view, master, i);
      expect([same.best, same.bestValue]).toEqual([master, same.playedValue]);
      const next = game.rules.play(state, action);
      if (!next.ok) throw new Error(next.error.detail);
      state = next.value.state;
    }
  });
});

describe('the games that offer a review', () => {
  it('are those whose AI has a judge', async () => {
    for (const game of GAMES) expect([game.id, game.reviews === true]).toEqual([game.id, (await game.loadAi()).judge !== undefined]);
  });
});

describe('reviewGame', () => {
  it("judges each of the seat's decisions in order, in the replay's steps, with progress", async () => {
    const record = await shortRecord(5);
    const review = reviewGame(explorers.rules, await explorers.loadAi(), record, 0);
    if (!review.ok) throw new Error(review.error.detail);
    const progress = [...review.value];
    expect(progress.map((p) => [p.done, p.total])).toEqual([1, 2, 3, 4, 5].map((done) => [done, 5]));
    const replay = replayGame(explorers.rules, record);
    if (!replay.ok) throw new Error(replay.error.detail);
    for (const { decision } of progress) {
      // The step that plays this action: it ends after it, and the one before ends before it.
      expect(replay.value.steps[decision.step]?.actions).toBeGreaterThan(decision.action);
      expect(replay.value.steps[decision.step - 1]?.actions).toBeLessThanOrEqual(decision.action);
      expect(decision.loss).toBeCloseTo(decision.bestValue - decision.playedValue, 9);
      expect(decision.loss).toBeGreaterThanOrEqual(0);
    }
    // The easy level loses points against the master somewhere in five turns.
    expect(progress.some((p) => p.decision.loss > MARK_THRESHOLD)).toBe(true);
  });

  it("refuses a game the rules refuse with their code, and a seat with no decision has none", async () => {
    const { options, actions } = await shortRecord(3);
    const ai = await explorers.loadAi();
    expect(reviewGame(explorers.rules, ai, { options: { ...(options as object), players: 9 }, actions }, 0)).toMatchObject({ ok: false, error: { code: 'badOptions' } });
    const illegal = reviewGame(explorers.rules, ai, { options, actions: [...actions.slice(0, 2), actions[1]] }, 0);
    expect(illegal.ok ? null : typeof illegal.error.code).toBe('string');
    const none = reviewGame(explorers.rules, await explorers.loadAi(), await shortRecord(2), 1);
    if (!none.ok) throw new Error(none.error.detail);
    expect([...none.value]).toEqual([]);
  });

  it('refuses a game whose AI has no judge', () => {
    const refused = reviewGame(explorers.rules, {}, { options: {}, actions: [] }, 0);
    expect(refused.ok ? null : refused.error.code).toBe('noReview');
  });
});

describe('markedDecisions', () => {
  it('marks the three biggest losses above the threshold, in the order they were played', () => {
    const losses = [0.2, 3, MARK_THRESHOLD, 7, 1, 2.5, 0];
    expect(markedDecisions(losses.map((loss, i) => decision(i, loss))).map((d) => d.action)).toEqual([1, 3, 5]);
    expect(markedDecisions([decision(0, 0.1), decision(1, 0)])).toEqual([]);
  });

  it('marks a turn once, by its costliest decision, and the next turns fill the places', () => {
    const sameTurn = (action: number, loss: number): ReviewedDecision => ({ ...decision(action, loss), step: 9 });
    const marked = markedDecisions([decision(0, 2), sameTurn(1, 8), sameTurn(2, 9), sameTurn(3, 7), decision(4, 1), decision(5, 0.4)]);
    expect(marked.map((d) => [d.action, d.step])).toEqual([[0, 1], [2, 9], [4, 5]]);
  });
});

describe('a review cancelled', () => {
  it('stops between two decisions: no further progress, no end', async () => {
    const record = await shortRecord(4);
    const messages: ReviewMessage[] = [];
    const stop = new AbortController();
    await runReview({ kind: 'review', id: 1, game: 'explorers', record, seat: 0 }, (message) => {
      messages.push(message);
      stop.abort();
    }, stop.signal);
    expect(messages.map((m) => m.kind)).toEqual(['progress']);
  });

  it("settles as cancelled at once, and its progress stops", async () => {
    const record = await shortRecord(4);
    let seen = 0;
    const running = startReview('explorers', record, 0, () => {
      seen++;
      running.cancel();
    }, inlineReviewRunner);
    expect(await running.outcome).toEqual({ kind: 'cancelled' });
    expect(seen).toBe(1);
    const finished = await startReview('explorers', record, 0, () => undefined, inlineReviewRunner).outcome;
    expect(finished.kind === 'done' ? finished.decisions.length : finished).toBe(4);
  });
});
