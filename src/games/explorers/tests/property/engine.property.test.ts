// Property tests of the engine: random legal games (random bots, player counts, sides,
// achievements, seeds), random actions legal or not at random points of real games, and the
// invariants that must hold in every state along the way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playOut } from '../../ai/play-out';
import { randomMove } from '../../rules/index';
import {
  ACHIEVEMENT_RULES,
  NEIGHBOURS,
  OBJECTS,
  PROVISIONS,
  RULE_ERRORS,
  TERRAINS,
  apply,
  createGame,
  expectedActors,
  loadRecord,
  recount,
  scoreBoard,
  tables,
  toRecord,
  type Action,
  type Cell,
  type GameOptions,
  type GameState,
  type ObjectKind,
  type PlayerBoard,
  type Result,
} from '../../rules/index';
import { marked, serialize, unwrap } from '../unit/engine-fixtures';
import { optionsArb, playPart, uint32 } from './games';

// ---- arbitraries ---------------------------------------------------------------------------

/** Any value at all, including objects with no prototype, boxed values, sparse and typed arrays. */
const junk = fc.anything({ maxDepth: 2, withNullPrototype: true, withBoxedValues: true, withSparseArray: true, withTypedArray: true, withBigInt: true });
const smallInt = fc.oneof(fc.integer({ min: -1, max: 4 }), junk);
const cellish = fc.oneof(fc.integer({ min: -2, max: 257 }), junk);
const terrainish = fc.oneof(fc.constantFrom<unknown>(...TERRAINS, 'village', 'lava'), junk);
/** Action-like objects with any subset of the fields, each plausible or junk. */
const junkAction = fc.record(
  {
    type: fc.oneof(fc.constantFrom<unknown>('startVillage', 'setup', 'choose', 'turn', 'bonus', 'pass'), junk),
    player: smallInt,
    village: cellish,
    option: smallInt,
    terrain: terrainish,
    pick: fc.oneof(
      fc.record({ kind: fc.constantFrom<unknown>('card', 'scroll', 'horse'), option: smallInt, terrain: terrainish }, { requiredKeys: ['kind'] }),
      junk,
    ),
    cells: fc.oneof(fc.array(cellish, { maxLength: 6 }), junk),
  },
  { requiredKeys: [] },
);

const MUTATIONS = ['keep', 'dropLast', 'extraCell', 'replaceCell', 'otherPlayer', 'otherOption', 'otherType'] as const;
/** A well-formed action of another type, to be refused for its phase. */
const OTHER_TYPE = { startVillage: 'setup', setup: 'turn', choose: 'turn', turn: 'bonus', bonus: 'choose' } as const;
type Move =
  | { readonly kind: 'junk'; readonly input: unknown }
  | { readonly kind: 'bot'; readonly mutation: (typeof MUTATIONS)[number]; readonly cell: Cell; readonly rng: number };
/** A move is junk, or what a random bot would do now, kept as is or slightly spoiled. */
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.oneof(junkAction, junk).map((input): Move => ({ kind: 'junk', input })),
  fc
    .record({ mutation: fc.constantFrom(...MUTATIONS), cell: fc.integer({ min: 0, max: 255 }), rng: uint32 })
    .map((m): Move => ({ kind: 'bot', ...m })),
);

function resolve(state: GameState, move: Move): unknown {
  if (move.kind === 'junk') return move.input;
  const actor = expectedActors(state)[0];
  if (actor === undefined) return { type: 'choose', player: 0, option: 0 };
  const action: Action = randomMove(state, actor, move.rng).action;
  const cells = 'cells' in action ? action.cells : [];
  switch (move.mutation) {
    case 'keep':
      return action;
    case 'dropLast':
      return { ...action, cells: cells.slice(0, -1) };
    case 'extraCell':
      return { ...action, cells: [...cells, move.cell] };
    case 'replaceCell':
      return { ...action, cells: [move.cell, ...cells.slice(1)] };
    case 'otherPlayer':
      return { ...action, player: (action.player + 1) % state.options.players };
    case 'otherOption':
      if (action.type === 'choose') return { ...action, option: 1 - action.option };
      if (action.type === 'turn' && action.pick.kind === 'card') return { ...action, pick: { kind: 'card', option: 1 - action.pick.option } };
      return action;
    case 'otherType':
      return { option: 0, terrain: 'prairie', pick: { kind: 'card', option: 0 }, cells: [], village: 0, ...action, type: OTHER_TYPE[action.type] };
  }
}

// ---- invariants ----------------------------------------------------------------------------
// Checked in every state of every game, so they collect problems as text (plain comparisons
// are much cheaper than one `expect` each) and the properties assert the list is empty.

/** Per board: how many cells of each object code are marked, per round (index ROUNDS: all rounds). */
function markedCounts(state: GameState, board: PlayerBoard): number[][] {
  const counts = Array.from({ length: tables.ROUNDS + 1 }, () => Array<number>(OBJECTS.length + 1).fill(0));
  board.marks.forEach((mark, cell) => {
    if (mark === 0) return;
    const code = state.map.object[cell] as number;
    (counts[mark - 1] as number[])[code]!++;
    (counts[tables.ROUNDS] as number[])[code]!++;
  });
  return counts;
}
const codeOf = (kind: ObjectKind) => OBJECTS.indexOf(kind) + 1;

/**
 * A shared track: positions struck at setup stay struck, later strikes take the best open
 * positions first, and every position won is struck. Returns how many were struck after setup.
 */
function checkTrack(problems: string[], name: string, open: readonly boolean[], setupStruck: readonly number[], won: readonly number[]): number {
  const available = [0, 1, 2, 3].filter((i) => !setupStruck.includes(i));
  const closed = available.filter((i) => !open[i]);
  if (setupStruck.some((i) => open[i])) problems.push(`${name}: a setup strike was reopened`);
  if (closed.some((i, k) => i !== available[k])) problems.push(`${name}: struck ${closed}, not the best first`);
  if (won.some((x) => x >= 0 && !closed.includes(x))) problems.push(`${name}: a position won is still open`);
  return closed.length;
}

function invariantProblems(state: GameState): string[] {
  const problems: string[] = [];
  const problem = (ok: boolean, text: string) => {
    if (!ok) problems.push(text);
  };
  const { players, sides } = state.options;
  const solo = players === 1;
  const over = state.phase.kind === 'over';
  const roundsScored = over ? tables.ROUNDS : state.turn.round;
  // Between turns every race reached is settled (the tracks never run out: at most 4 winners).
  const settled = over || state.phase.kind === 'choose' || (state.phase.kind === 'place' && !state.turn.done.some(Boolean));
  const gemSlots = sides.gemstones === 'basic' ? tables.GEM_SLOTS_BASIC : tables.GEM_LINE_EXPERT.length;

  state.boards.forEach((b, p) => {
    const counts = markedCounts(state, b);
    const all = counts[tables.ROUNDS] as number[];
    problem(b.keysUsed <= b.keysFound && b.keysFound <= tables.KEY_SLOTS, `p${p}: keys ${b.keysUsed}/${b.keysFound}`);
    problem(b.scrollsUsed <= b.scrollsFound.length && b.scrollsFound.length <= tables.SCROLL_SLOTS, `p${p}: scrolls ${b.scrollsUsed}/${b.scrollsFound}`);
    b.provisions.forEach((column, round) =>
      column.forEach((n, k) => {
        const capacity = tables.PROVISION_COLUMNS[sides.provisions][round]![k]!;
        const markedThen = counts[round]![codeOf(PROVISIONS[k]!)]!;
        problem(n <= capacity && n === markedThen, `p${p}: round ${round} ${PROVISIONS[k]} ${n} (capacity ${capacity}, marked ${markedThen})`);
      }),
    );
    problem(b.gems === Math.min(all[codeOf('gem')]!, gemSlots), `p${p}: gems ${b.gems}`);
    problem(b.keysUsed === all[codeOf('temple')], `p${p}: ${b.keysUsed} keys used for ${all[codeOf('temple')]} temples`);
    problem(b.roundScores.provisions.length === roundsScored && b.roundScores.gemstones.length === roundsScored, `p${p}: round scores`);
    // A temple entered has its value once the turn is settled.
    state.map.temples.forEach((t, q) => {
      const entered = b.marks[t] !== 0;
      problem(entered === (b.temples[q]! >= 0 || state.turn.templesReached[p]!.includes(q)), `p${p}: temple ${q} entered ${entered}, position ${b.temples[q]}`);
    });
    state.achievements.forEach((id, i) => {
      const rule = ACHIEVEMENT_RULES[id];
      if (rule.kind === 'end') return problem(b.races[i] === -1, `p${p}: ${id} is no race`);
      const met = rule.met(state.map, b.marks);
      problem(b.races[i]! < 0 || met, `p${p}: ${id} won but not met`);
      problem(!settled || !met || b.races[i]! >= 0, `p${p}: ${id} met but not settled`);
    });
  });

  state.temples.forEach((track, q) => {
    const won = state.boards.map((b) => b.temples[q]!);
    const struck = checkTrack(problems, `temple ${q}`, track.open, tables.STRUCK_AT_SETUP[players]!, won);
    if (!solo) return problem(struck === won.filter((x) => x >= 0).length, `temple ${q}: ${struck} struck for ${won}`);
    // Solo: one value lost per round started before the visit, plus the one won.
    const mark = state.boards[0]!.marks[state.map.temples[q]!]!;
    const expected = mark === 0 ? state.turn.round : mark;
    problem(struck === expected && (mark === 0 || won[0] === mark - 1), `solo temple ${q}: ${struck} struck, won ${won[0]}, mark ${mark}`);
  });

  // Only race achievements use their track (the entries of the others mean nothing).
  state.raceTracks.forEach((track, i) => {
    if (ACHIEVEMENT_RULES[state.achievements[i]!].kind === 'end') return;
    const won = state.boards.map((b) => b.races[i]!);
    const winners = won.filter((x) => x >= 0).length;
    const struck = checkTrack(problems, `race ${i}`, track.open, [], won);
    problem(solo ? struck <= winners + state.turn.round : struck === winners, `race ${i}: ${struck} struck for ${won}`);
  });
  return problems;
}

/** Marks that cannot be reached from the start village through marked cells. */
function unreachable(state: GameState, player: number): Cell[] {
  const marks = (state.boards[player] as PlayerBoard).marks;
  const seen = new Set<Cell>([state.startVillage as Cell]);
  const queue = [state.startVillage as Cell];
  for (let i = 0; i < queue.length; i++) {
    for (const next of NEIGHBOURS[queue[i] as Cell] as readonly Cell[]) {
      if (marks[next] !== 0 && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return marked(state, player).filter((c) => !seen.has(c));
}

// ---- properties ----------------------------------------------------------------------------

describe('engine properties', () => {
  it('(a) random legal games end after exactly 28 turns, score consistently, stay connected and replay identically', () => {
    fc.assert(
      fc.property(optionsArb, uint32, (options, botSeed) => {
        const end = playOut(options, Array(options.players).fill(randomMove), botSeed);
        expect(end.phase.kind).toBe('over');
        // Replay the JSON record action by action, checking every state on the way.
        const json = JSON.stringify(toRecord(end));
        const record = JSON.parse(json) as { options: GameOptions; actions: unknown[] };
        let state = unwrap(createGame(record.options));
        const turns = new Set([state.turn.number]);
        for (const action of record.actions) {
          state = unwrap(apply(state, action));
          turns.add(state.turn.number);
          expect(invariantProblems(state)).toEqual([]);
        }
        expect([...turns].sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, i) => i));
        expect(serialize(state)).toBe(serialize(end));
        expect(serialize(unwrap(loadRecord(json)))).toBe(serialize(end));
        end.boards.forEach((_, p) => {
          expect(recount(end, p)).toEqual(scoreBoard(end, p));
          expect(unreachable(end, p)).toEqual([]);
        });
      }),
      { numRuns: 120 },
    );
  });

  it('(b) any action at any point never throws, never touches the state it is given, and is refused with a known code', () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, fc.array(moveArb, { minLength: 1, maxLength: 12 }), (options, fraction, rng, moves) => {
        let state = playPart(options, fraction, rng);
        for (const move of moves) {
          const input = resolve(state, move);
          const before = serialize(state);
          let result: Result<GameState> | undefined;
          expect(() => (result = apply(state, input))).not.toThrow();
          expect(serialize(state)).toBe(before);
          if (!result!.ok) {
            expect(RULE_ERRORS).toContain(result!.error.code);
            expect(result!.error.detail).toEqual(expect.any(String));
            continue;
          }
          state = result!.value;
          expect(invariantProblems(state)).toEqual([]);
        }
        // Whatever was accepted replays from the record to the same state.
        expect(serialize(unwrap(loadRecord(JSON.stringify(toRecord(state)))))).toBe(serialize(state));
      }),
      { numRuns: 300 },
    );
  });

  it('(b) createGame and loadRecord refuse any junk with an error value, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(junk, junkAction, fc.string()), (input) => {
        let created: Result<GameState> | undefined;
        let loaded: Result<GameState> | undefined;
        expect(() => (created = createGame(input as GameOptions))).not.toThrow();
        expect(() => (loaded = loadRecord(input))).not.toThrow();
        if (!created!.ok) expect(created!.error.code).toBe('badOptions');
        if (!loaded!.ok) expect(loaded!.error.code).toBe('badRecord');
      }),
      { numRuns: 300 },
    );
  });
});
