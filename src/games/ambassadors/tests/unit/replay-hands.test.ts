// A replay from one seat shows no other seat's hand or drawn cards: the viewer's model gives seat 0,
// at every turn of a finished game, what the rules' view gave seat 0 then, never the state itself.
import { describe, expect, it } from 'vitest';
import { replayGame } from '../../../replay';
import { decide } from '../../ai/index';
import { playOut, type BotFn } from '../../ai/play-out';
import { ambassadorsRules } from '../../contract-rules';
import { toRecord, viewFor, type AmbassadorsView } from '../../rules/index';

const normal: BotFn = (state, seat, rng) => decide(viewFor(state, seat), 'normal', rng);

describe("a replay of Ambassadors from seat 0's side", () => {
  const final = playOut({ players: 2, seed: 33, starts: [2, 4] }, [normal, normal]);
  const replayed = replayGame(ambassadorsRules, toRecord(final));
  if (!replayed.ok) throw new Error(replayed.error.detail);
  const { steps, view } = replayed.value;
  const views: AmbassadorsView[] = steps.map((_, k) => view(k, 0));

  it("never holds seat 1's hand, nor the cards seat 1 drew, though seat 1 held and drew cards", () => {
    expect(steps.length).toBeGreaterThan(10);
    expect(views.some((v) => (v.boards[1]?.handSize ?? 0) > 0)).toBe(true);
    for (const [k, v] of views.entries()) {
      expect(v.boards[1]?.hand, `step ${k}`).toBeNull();
      if (v.turn.player !== 0) expect(v.turn.drawn, `step ${k}`).toEqual([]);
    }
  });

  it("holds seat 0's own hand at every step", () => {
    for (const v of views) expect(v.boards[0]?.hand?.reduce((a, b) => a + b, 0)).toBe(v.boards[0]?.handSize);
  });
});
