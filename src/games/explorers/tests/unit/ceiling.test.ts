// The AI benchmark's ceiling (scripts/ceiling*.ts): a yardstick written apart from the AI, whose
// reported game is a real one and never worse than what its own rollout or the greedy reference play.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ceilingGame, replayedScore } from '../../../../../scripts/ceiling';
import { fairMove, playedFair } from '../../../../../scripts/ceiling-fair';
import { PLAYER, finalScore, played, rollout, startsOf } from '../../../../../scripts/ceiling-rollout';
import { Sheet } from '../../../../../scripts/ceiling-sheet';
import { greedyDecide } from '../../../../../scripts/greedy';
import { playOut } from '../../ai/play-out';
import { OBJECTS, Placer, apply, createGame, ranking, sampleHidden, stateFromView, tiedVillages, viewFor, type GameOptions, type GameState } from '../../rules/index';

const SCRIPTS = join(__dirname, '..', '..', '..', '..', '..', 'scripts');
const solo = (seed: number): GameOptions => ({
  players: 1,
  seed,
  sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' },
  map: 'random',
  achievements: { random: 0 },
});
/** A small search, quick enough for a unit test. */
const SMALL = { width: 2, candidates: 3, spread: 3 };

function afterStartVillage(options: GameOptions): GameState {
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.detail);
  const state = created.value;
  if (state.phase.kind !== 'startVillage') return state;
  const chosen = apply(state, { type: 'startVillage', player: PLAYER, village: tiedVillages(state)[0] as number });
  if (!chosen.ok) throw new Error(chosen.error.detail);
  return chosen.value;
}

/** A state `steps` moves of a rollout into the game. */
function stepsIn(seed: number, steps: number): GameState {
  const start = afterStartVillage(solo(seed));
  return rollout(start).actions.slice(0, steps).reduce(played, start);
}

describe('the ceiling', () => {
  it('imports nothing from the AI: only the rules and its own pieces', () => {
    const files = readdirSync(SCRIPTS).filter((file) => file.startsWith('ceiling'));
    expect(files).toContain('ceiling.ts');
    for (const file of files) {
      const imports = [...readFileSync(join(SCRIPTS, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1] as string);
      for (const path of imports) {
        expect(path.startsWith('node:') || path === '../src/games/explorers/rules/index' || /^\.\/ceiling(-[a-z]+)?$/.test(path), `${file} imports ${path}`).toBe(true);
      }
    }
  });

  it('prices a gemstone or provision secured above the same one an X away', () => {
    const priced = new Set(['gem', 'apple', 'carrot', 'fish'].map((name) => OBJECTS.indexOf(name as (typeof OBJECTS)[number]) + 1));
    let checked = 0;
    for (let seed = 1; seed <= 5; seed++) {
      // Some steps into a game, where goals lie next to the explored land.
      const state = stepsIn(seed, 6);
      const sheet = Sheet.of(state, PLAYER);
      for (const start of startsOf(state)) {
        const begun = Placer.begin(state, PLAYER, start);
        if (!begun.ok) continue;
        for (const cell of begun.value.legalCells()) {
          if (!priced.has(state.map.object[cell] as number)) continue;
          expect(sheet.copy().marked(cell).value(), `seed ${seed}, cell ${cell}`).toBeGreaterThan(sheet.value());
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('rolls a game out to its end with legal moves, and the engine scores it as reported', () => {
    const state = afterStartVillage(solo(7));
    const line = rollout(state);
    const end = line.actions.reduce(played, state);
    expect(end.phase.kind).toBe('over');
    expect(line.score).toBe(finalScore(end));
    expect(line.score).toBeGreaterThan(80);
  });

  it('reports a whole game that replays to its score, no worse than its own rollout or the greedy reference', () => {
    const options = solo(7);
    const line = ceilingGame(options, SMALL);
    expect(replayedScore(options, line)).toBe(line.score);
    // The search keeps the line of every node's rollout, the first one included.
    expect(line.score).toBeGreaterThanOrEqual(rollout(afterStartVillage(options)).score);
    const greedy = ranking(playOut(options, [(state, seat, rng) => greedyDecide(viewFor(state, seat), rng)])).scores[0]?.total ?? 0;
    expect(line.score).toBeGreaterThanOrEqual(greedy);
  });
});

describe("the ceiling's fair twin", () => {
  const FAIR_SMALL = { ...SMALL, futures: 2 };
  it("plays the game on from the seat's view with legal moves, and the engine scores it as reported", () => {
    const state = stepsIn(7, 24);
    const line = playedFair(state, 11, FAIR_SMALL);
    const end = line.actions.reduce(played, state);
    expect(end.phase.kind).toBe('over');
    expect(line.score).toBe(finalScore(end));
  });

  it('decides the same whatever the hidden cards are: it reads only the view', () => {
    // Positions where the same search, reading the real deal instead, moves otherwise on these two deals.
    for (const seed of [1, 5]) {
      const state = stepsIn(seed, 12);
      const view = viewFor(state, PLAYER);
      // The same game as the seat sees it, with the deck, the set-aside card and the RNG dealt another way.
      const redealt = stateFromView(view, sampleHidden(view, 12345).hidden);
      expect(fairMove(redealt, 5, FAIR_SMALL).action).toEqual(fairMove(state, 5, FAIR_SMALL).action);
    }
  });
});
