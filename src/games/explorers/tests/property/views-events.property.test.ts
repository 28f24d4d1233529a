// Property tests of what each seat may know: views hide the deck, the card set aside, the RNG and
// the others' Xs of the open step; a view is enough to list every legal move; events are plain
// JSON, filtered per seat the same way, and `play` moves the game exactly as `apply` does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../rules/index';
import {
  Placer,
  TERRAINS,
  apply,
  createGame,
  eventsFor,
  expectedActors,
  legalPicks,
  play,
  sampleHidden,
  scoreBoard,
  stateFromView,
  viewFor,
  type DraftStart,
  type GameEvent,
  type GameState,
  type PlayerView,
} from '../../rules/index';
import { unwrap } from '../unit/engine-fixtures';
import { optionsArb, playPart, reshuffled, uint32 } from './games';

const seats = (state: GameState): (number | null)[] => [null, ...state.boards.map((_, p) => p)];

/** Every start a player could make now (card options, scrolls, terrains). */
function starts(state: GameState, player: number): DraftStart[] {
  if (state.phase.kind === 'place') return legalPicks(state, player).map((pick) => ({ type: 'turn', pick }));
  if (state.phase.kind === 'setup' || state.phase.kind === 'bonus') return TERRAINS.map((terrain) => ({ type: state.phase.kind as 'setup', terrain }));
  return [];
}

/** Legal cells of every start, and after each first X, as text. */
function legalTree(state: GameState, player: number): string {
  return starts(state, player)
    .map((start) => {
      const begun = Placer.begin(state, player, start);
      if (!begun.ok) return `${JSON.stringify(start)}: ${begun.error.code}`;
      const first = begun.value.legalCells();
      const second = first.map((cell) => {
        const next = begun.value.clone();
        next.place(cell);
        return next.legalCells().join(',');
      });
      return `${JSON.stringify(start)}: ${first.join(',')} | ${second.join(';')}`;
    })
    .join('\n');
}

describe('player views', () => {
  it('are the same for every seat whatever the hidden parts (deck order, set-aside card, RNG, seed)', () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, uint32, (options, fraction, rng, other) => {
        const state = playPart(options, fraction, rng);
        const twin = reshuffled(state, other);
        for (const seat of seats(state)) expect(viewFor(twin, seat)).toEqual(viewFor(state, seat));
      }),
      { numRuns: 60 },
    );
  });

  it('never carry the deck, the set-aside card, the RNG or the seed, and survive JSON', () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, (options, fraction, rng) => {
        const state = playPart(options, fraction, rng);
        for (const seat of seats(state)) {
          const view = viewFor(state, seat);
          const text = JSON.stringify(view);
          expect(JSON.parse(text)).toEqual(view);
          for (const key of ['deck', 'pile', 'aside', 'rng', 'seed', 'log']) expect(text).not.toContain(`"${key}"`);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("show the others' Xs of the open step only once it closes", () => {
    fc.assert(
      fc.property(optionsArb.filter((o) => o.players > 1), fc.double({ min: 0, max: 1, noNaN: true }), uint32, (options, fraction, rng) => {
        const state = playPart(options, fraction, rng);
        const actors = expectedActors(state);
        if (actors.length < 2) return;
        const actor = actors[0] as number;
        const action = randomMove(state, actor, rng).action;
        const after = unwrap(apply(state, action));
        for (const seat of seats(state)) {
          if (seat === actor) continue;
          expect(viewFor(after, seat).boards[actor]).toEqual(viewFor(state, seat).boards[actor]);
        }
        if ('cells' in action && action.cells.length > 0) expect(viewFor(after, actor).boards[actor]).not.toEqual(viewFor(state, actor).boards[actor]);
      }),
      { numRuns: 80 },
    );
  });

  it("give the viewer's own board the rules' own figures: score, achievement points, scrolls, keys", () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, (options, fraction, rng) => {
        const state = playPart(options, fraction, rng);
        state.boards.forEach((_, p) => {
          const board = viewFor(state, p).boards[p]!;
          expect(board.score).toEqual(scoreBoard(state, p));
          expect(board.achievementPoints.length).toBe(state.achievements.length);
          expect(board.achievementPoints.reduce((a, b) => a + b, 0)).toBe(board.score.achievements);
          expect(board.usableScrolls + board.scrollsNotYet + board.scrollsUsed).toBe(board.scrollsFound.length);
          expect(board.unusedKeys).toBe(board.keysFound - board.keysUsed);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("are enough to list a seat's legal moves: picks, villages and the cells of each X", () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, (options, fraction, rng) => {
        const state = playPart(options, fraction, rng);
        for (const player of expectedActors(state)) {
          const view: PlayerView = viewFor(state, player);
          const rebuilt = stateFromView(view, sampleHidden(view, rng).hidden);
          expect(expectedActors(rebuilt)).toEqual(expectedActors(state));
          expect(view.tiedVillages).toEqual(state.phase.kind === 'startVillage' ? view.tiedVillages : []);
          expect(legalPicks(rebuilt, player)).toEqual(legalPicks(state, player));
          expect(legalTree(rebuilt, player)).toEqual(legalTree(state, player));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('events', () => {
  it('come with the same next state as apply, in plain JSON, with the Xs of a step shown when it closes', () => {
    fc.assert(
      fc.property(optionsArb, uint32, (options, seed) => {
        let state = unwrap(createGame(options));
        let rng = seed;
        let open: Map<number, unknown[]> = new Map();
        while (state.phase.kind !== 'over') {
          const move = randomMove(state, expectedActors(state)[0] as number, rng);
          rng = move.rng;
          const played = unwrap(play(state, move.action));
          expect(played.state.boards).toEqual(unwrap(apply(state, move.action)).boards);
          expect(JSON.parse(JSON.stringify(played.events))).toEqual(played.events);
          for (const event of played.events) {
            if (event.type === 'marked') {
              const { cell, effect, extra } = event;
              open.set(event.player, [...(open.get(event.player) ?? []), { cell, effect, extra }]);
            }
            if (event.type === 'stepClosed') {
              event.marks.forEach((marks, p) => expect(marks).toEqual(open.get(p) ?? []));
              open = new Map();
            }
          }
          for (const seat of seats(state)) {
            const seen = eventsFor(played.events, seat);
            expect(seen.filter((e: GameEvent) => e.type === 'marked' && e.player !== seat)).toEqual([]);
          }
          state = played.state;
        }
      }),
      { numRuns: 15 },
    );
  });
});
