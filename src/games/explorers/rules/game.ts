// The game as one pure transition: apply(state, action) → new state or a rule error.
import { readAction } from './action-shape';
import type { GameEvent } from './events';
import { ACHIEVEMENT_RULES, isRace } from './achievements';
import { emptyBoard, filled, nextBoard, orOld, replaceAt, withMark } from './board';
import { CARDS } from './cards';
import { validateTiles } from './content';
import { assembleMap, closestVillages } from './map';
import { validateOptions } from './options';
import { Placer, type DraftStart } from './placement';
import { err, ok, type Result } from './result';
import { nextInt, shuffle } from './rng';
import { gemPoints, provisionPoints, ranking } from './scoring';
import { RACE_VALUES, ROUNDS, STRUCK_AT_SETUP, TEMPLE_BONUS_XS, TEMPLE_VALUES, TURNS_PER_ROUND } from './tables';
import { TILES } from './tiles';
import { bestOpen, openTrack, strike } from './tracks';
import type { AchievementId, Action, Cell, GameOptions, GameState, PlacementMark, PlayerBoard, TilePlacement, Track, TurnInfo } from './types';

/** Where a transition reports what it caused; `null` when nobody listens (bots, replays). */
type Sink = GameEvent[] | null;

const allFalse = (n: number): boolean[] => filled(n, () => false);
const emptyLists = (n: number): number[][] => filled(n, () => []);
const emptyMarks = (n: number): PlacementMark[][] => filled(n, () => []);

function setupTurn(players: number): TurnInfo {
  return {
    round: 0,
    turn: 0,
    number: 0,
    card: null,
    facing: null,
    active: null,
    activeChoice: null,
    done: allFalse(players),
    templesReached: emptyLists(players),
    bonusOwed: filled(players, () => 0),
  };
}

// States and turns are only built by these two, field by field: V8 then sees one object shape,
// where spreads from many call sites made property accesses megamorphic, hence slow.
function nextState(state: GameState, change: Partial<GameState>): GameState {
  return {
    options: state.options,
    map: state.map,
    achievements: state.achievements,
    startVillage: orOld(change.startVillage, state.startVillage),
    phase: orOld(change.phase, state.phase),
    firstPlayer: orOld(change.firstPlayer, state.firstPlayer),
    turn: orOld(change.turn, state.turn),
    boards: orOld(change.boards, state.boards),
    settled: orOld(change.settled, state.settled),
    stepMarks: orOld(change.stepMarks, state.stepMarks),
    temples: orOld(change.temples, state.temples),
    raceTracks: orOld(change.raceTracks, state.raceTracks),
    deck: orOld(change.deck, state.deck),
    rng: orOld(change.rng, state.rng),
    log: orOld(change.log, state.log),
  };
}

function nextTurn(turn: TurnInfo, change: Partial<TurnInfo>): TurnInfo {
  return {
    round: orOld(change.round, turn.round),
    turn: orOld(change.turn, turn.turn),
    number: orOld(change.number, turn.number),
    card: orOld(change.card, turn.card),
    facing: orOld(change.facing, turn.facing),
    active: orOld(change.active, turn.active),
    activeChoice: orOld(change.activeChoice, turn.activeChoice),
    done: orOld(change.done, turn.done),
    templesReached: orOld(change.templesReached, turn.templesReached),
    bonusOwed: orOld(change.bonusOwed, turn.bonusOwed),
  };
}

/** The tiles are checked once, when the engine loads; broken content refuses every new game. */
const CONTENT = validateTiles(TILES);

export function createGame(input: GameOptions): Result<GameState> {
  if (!CONTENT.ok) return CONTENT;
  const checked = validateOptions(input);
  if (!checked.ok) return checked;
  const options = checked.value;
  let rng = options.seed;
  let placements: readonly TilePlacement[];
  if (options.map === 'random') {
    const drawn = shuffle(rng, TILES.map((t) => t.id));
    rng = drawn.rng;
    placements = drawn.value.slice(0, 4).map((tile) => {
      const rotation = nextInt(rng, 4);
      rng = rotation.rng;
      return { tile, rotation: rotation.value as TilePlacement['rotation'] };
    });
  } else {
    placements = options.map;
  }
  let achievements: readonly AchievementId[];
  if (Array.isArray(options.achievements)) {
    achievements = options.achievements;
  } else {
    const count = (options.achievements as { random: number }).random;
    const backs = TILES.filter((t) => !placements.some((p) => p.tile === t.id)).map((t) => t.achievement);
    const drawn = shuffle(rng, backs);
    rng = drawn.rng;
    achievements = drawn.value.slice(0, count);
  }
  const map = assembleMap(TILES, placements);
  const n = options.players;
  const boards = filled(n, () => emptyBoard(achievements.length));
  const state: GameState = {
    options,
    map,
    achievements,
    startVillage: null,
    phase: { kind: 'startVillage' },
    firstPlayer: 0,
    turn: setupTurn(n),
    boards,
    settled: boards,
    stepMarks: emptyMarks(n),
    temples: [0, 1, 2, 3].map(() => openTrack(STRUCK_AT_SETUP[n])),
    raceTracks: achievements.map(() => openTrack()),
    deck: { pile: [], aside: null },
    rng,
    log: [],
  };
  const tied = closestVillages(map);
  return ok(tied.length === 1 ? chooseStartVillage(state, tied[0] as Cell, null) : state);
}

/** Villages the first player may choose as the start village (only asked when several tie). */
export const tiedVillages = (state: GameState): Cell[] => closestVillages(state.map);

function chooseStartVillage(state: GameState, village: Cell, out: Sink): GameState {
  out?.push({ type: 'startVillageChosen', village });
  const boards = state.boards.map((b) => withMark(b, village, 0));
  return nextState(state, { startVillage: village, phase: { kind: 'setup' }, boards, settled: boards });
}

/** Players who must act now. */
export function expectedActors(state: GameState): number[] {
  switch (state.phase.kind) {
    case 'startVillage':
      return [state.firstPlayer];
    case 'choose':
      return [state.turn.active as number];
    case 'over':
      return [];
    default: {
      const actors: number[] = [];
      state.turn.done.forEach((done, p) => {
        if (!done) actors.push(p);
      });
      return actors;
    }
  }
}

/** Cards not revealed yet this round: all a fair player may know about what comes next. Before the
 * first round (start village, setup) no card is dealt yet, so every card is unseen. */
export function unseenCards(state: GameState): number[] {
  if (state.turn.number === 0) return CARDS.map((c) => c.id);
  return [...state.deck.pile, ...(state.deck.aside === null ? [] : [state.deck.aside])].sort((a, b) => a - b);
}

// ---- turn flow ---------------------------------------------------------------------------

function reveal(state: GameState, round: number, turn: number, out: Sink): GameState {
  const n = state.options.players;
  const top = state.deck.pile[0];
  let rng = state.rng;
  let facing: 0 | 1 | null = null;
  if (n === 1) {
    const drawn = nextInt(rng, 2);
    rng = drawn.rng;
    facing = drawn.value as 0 | 1;
  }
  const freeTurn = n === 1 || (n === 3 && round === ROUNDS - 1 && turn === TURNS_PER_ROUND - 1);
  const active = freeTurn ? null : (state.firstPlayer + turn) % n;
  const card = CARDS[top as number] ?? null;
  const number = round * TURNS_PER_ROUND + turn + 1;
  if (card) out?.push({ type: 'cardRevealed', round, turn, number, card, facing, active, firstPlayer: state.firstPlayer });
  return nextState(state, {
    rng,
    deck: { pile: state.deck.pile.slice(1), aside: state.deck.aside },
    phase: { kind: active === null ? 'place' : 'choose' },
    turn: nextTurn(setupTurn(n), {
      round,
      turn,
      number,
      card,
      facing,
      active,
    }),
  });
}

function startRound(state: GameState, round: number, out: Sink): GameState {
  const n = state.options.players;
  const drawn = shuffle(state.rng, CARDS.map((c) => c.id));
  let next = nextState(state, {
    rng: drawn.rng,
    firstPlayer: round === 0 ? state.firstPlayer : (state.firstPlayer + 1) % n,
    deck: { pile: drawn.value.slice(0, CARDS.length - 1), aside: drawn.value[CARDS.length - 1] as number },
  });
  if (n === 1 && round > 0) {
    // Solo: the best open value of every temple and race not yet reached is struck.
    const board = next.boards[0] as PlayerBoard;
    if (out) {
      const temples = board.temples.flatMap((position, q) => (position === -1 && bestOpen(next.temples[q] as Track) !== -1 ? [q] : []));
      const races = next.achievements.flatMap((id, i) =>
        board.races[i] === -1 && isRace(id) && bestOpen(next.raceTracks[i] as Track) !== -1 ? [i] : [],
      );
      out.push({ type: 'soloStruck', temples, races });
    }
    next = nextState(next, {
      temples: next.temples.map((t, q) => (board.temples[q] === -1 ? strike(t, 1) : t)),
      raceTracks: next.raceTracks.map((t, i) => (board.races[i] === -1 && isRace(next.achievements[i] as AchievementId) ? strike(t, 1) : t)),
    });
  }
  return reveal(next, round, 0, out);
}

function endRound(state: GameState, out: Sink): GameState {
  const { round } = state.turn;
  const { sides } = state.options;
  const boards = state.boards.map((b) =>
    nextBoard(b, {
      roundScores: {
        provisions: [...b.roundScores.provisions, provisionPoints(sides.provisions, b.provisions[round] as readonly number[])],
        gemstones: [...b.roundScores.gemstones, gemPoints(sides.gemstones, b.gems)],
      },
    }),
  );
  const scored = nextState(state, { boards, settled: boards });
  out?.push({
    type: 'roundScored',
    round,
    provisions: boards.map((b) => b.roundScores.provisions[round] as number),
    gemstones: boards.map((b) => b.roundScores.gemstones[round] as number),
  });
  if (round < ROUNDS - 1) return startRound(scored, round + 1, out);
  const over = nextState(scored, { phase: { kind: 'over' } });
  out?.push({ type: 'gameOver', ranking: ranking(over) });
  return over;
}

/** Give everyone who reached a shared goal this turn the best open position, then strike them. */
function settleTrack(
  track: Track,
  reached: readonly number[],
  record: (player: number, position: number) => void,
  report: ((position: number) => void) | null,
): Track {
  const position = bestOpen(track);
  if (reached.length === 0 || position === -1) return track;
  reached.forEach((p) => record(p, position));
  report?.(position);
  return strike(track, reached.length);
}

function settleTemples(state: GameState, out: Sink): GameState {
  if (state.turn.templesReached.every((qs) => qs.length === 0)) return state;
  const boards = state.boards.slice();
  const bonusOwed = state.turn.bonusOwed.slice();
  const side = state.options.sides.temples;
  const bonusTable = TEMPLE_BONUS_XS[side];
  const temples = state.temples.map((track, q) => {
    const visitors = state.turn.templesReached.flatMap((qs, p) => (qs.includes(q) ? [p] : []));
    const report = out
      ? (position: number) =>
          out.push({
            type: 'templeSettled',
            quadrant: q,
            players: visitors,
            position,
            value: TEMPLE_VALUES[side][position] as number,
            bonusXs: bonusTable[position] as number,
          })
      : null;
    return settleTrack(
      track,
      visitors,
      (p, position) => {
        const board = boards[p] as PlayerBoard;
        boards[p] = nextBoard(board, { temples: replaceAt(board.temples, q, position) });
        bonusOwed[p] = (bonusOwed[p] as number) + (bonusTable[position] as number);
      },
      report,
    );
  });
  const n = state.options.players;
  return nextState(state, { boards, settled: boards, temples, turn: nextTurn(state.turn, { templesReached: emptyLists(n), bonusOwed }) });
}

function settleRaces(state: GameState, out: Sink): GameState {
  if (!state.achievements.some(isRace)) return state;
  const boards = state.boards.slice();
  const raceTracks = state.raceTracks.map((track, i) => {
    const rule = ACHIEVEMENT_RULES[state.achievements[i] as AchievementId];
    if (rule.kind !== 'race') return track;
    const reached = boards.flatMap((b, p) => (b.races[i] === -1 && rule.met(state.map, b.marks) ? [p] : []));
    const achievement = state.achievements[i] as AchievementId;
    const report = out
      ? (position: number) =>
          out.push({
            type: 'raceSettled',
            index: i,
            achievement,
            players: reached,
            position,
            value: RACE_VALUES[position] as number,
            shared: reached.length > 1,
          })
      : null;
    return settleTrack(
      track,
      reached,
      (p, position) => {
        const board = boards[p] as PlayerBoard;
        boards[p] = nextBoard(board, { races: replaceAt(board.races, i, position) });
      },
      report,
    );
  });
  return nextState(state, { boards, settled: boards, raceTracks });
}

/** Everyone has placed: settle temples (maybe asking for bonus Xs), then races, then move on. */
function endPlacement(state: GameState, out: Sink): GameState {
  out?.push({ type: 'stepClosed', marks: state.stepMarks });
  // The step's Xs are now everyone's to see.
  const shown = nextState(state, { settled: state.boards, stepMarks: emptyMarks(state.options.players) });
  const settled = settleTemples(shown, out);
  const owed = settled.turn.bonusOwed;
  if (owed.some((x) => x > 0)) {
    out?.push({ type: 'bonusOwed', owed });
    return nextState(settled, { phase: { kind: 'bonus' }, turn: nextTurn(settled.turn, { done: owed.map((x) => x === 0) }) });
  }
  const raced = settleRaces(settled, out);
  const { round, turn, number } = raced.turn;
  if (number === 0) return startRound(raced, 0, out);
  return turn === TURNS_PER_ROUND - 1 ? endRound(raced, out) : reveal(raced, round, turn + 1, out);
}

function replay(state: GameState, player: number, start: DraftStart, cells: readonly Cell[]): Result<Placer> {
  const begun = Placer.begin(state, player, start);
  if (!begun.ok) return begun;
  const placer = begun.value;
  for (const cell of cells) {
    const placed = placer.place(cell);
    if (!placed.ok) return placed;
  }
  if (!placer.isDone()) return err('mustPlaceAll', 'More Xs must be placed while a legal cell remains.');
  return ok(placer);
}

function commit(state: GameState, placer: Placer, out: Sink): GameState {
  const p = placer.player;
  if (out) {
    for (const mark of placer.events) out.push({ type: 'marked', player: p, ...mark });
    out.push({ type: 'playerDone', player: p });
  }
  const turn = state.turn;
  const reached = placer.templesReached;
  const done = replaceAt(turn.done, p, true);
  const next = nextState(state, {
    boards: replaceAt(state.boards, p, placer.board()),
    stepMarks: replaceAt(state.stepMarks, p, (state.stepMarks[p] as readonly PlacementMark[]).concat(placer.events)),
    turn: nextTurn(turn, {
      done,
      templesReached:
        reached.length === 0 ? turn.templesReached : replaceAt(turn.templesReached, p, (turn.templesReached[p] as number[]).concat(reached)),
      bonusOwed: placer.start.type === 'bonus' ? replaceAt(turn.bonusOwed, p, 0) : turn.bonusOwed,
    }),
  });
  return done.includes(false) ? next : endPlacement(next, out);
}

/** The placement an action of Xs (setup, turn, bonus) makes in `state`, played X by X, or why it is refused. */
export function placerOf(state: GameState, action: Extract<Action, { readonly cells: readonly Cell[] }>): Result<Placer> {
  const start: DraftStart = action.type === 'turn' ? { type: 'turn', pick: action.pick } : { type: action.type, terrain: action.terrain };
  return replay(state, action.player, start, action.cells);
}

/** The one transition: the state after `input`, or why it is refused (the state is never changed). */
export function apply(state: GameState, input: unknown): Result<GameState> {
  return step(state, input, null);
}

export interface Played {
  readonly state: GameState;
  /** What the action caused, in order (filter with `eventsFor` before showing a seat). */
  readonly events: readonly GameEvent[];
}

/** `apply`, also returning what the action caused. */
export function play(state: GameState, input: unknown): Result<Played> {
  const events: GameEvent[] = [];
  const next = step(state, input, events);
  return next.ok ? ok({ state: next.value, events }) : next;
}

function step(state: GameState, input: unknown, out: Sink): Result<GameState> {
  if (state.phase.kind === 'over') return err('gameOver', 'The game is over.');
  const read = readAction(input, state.options.players);
  if (!read.ok) return read;
  const action = read.value;
  const next = transition(state, action, out);
  return next.ok ? ok(nextState(next.value, { log: state.log.concat([action]) })) : next;
}

function transition(state: GameState, action: Action, out: Sink): Result<GameState> {
  const phase = state.phase.kind;
  if (action.type === 'startVillage') {
    if (phase !== 'startVillage') return err('wrongPhase', 'The start village is already chosen.');
    if (action.player !== state.firstPlayer) return err('notYourTurn', 'The first player chooses the start village.');
    if (!tiedVillages(state).includes(action.village)) return err('notTied', 'Choose one of the villages closest to the centre.');
    return ok(chooseStartVillage(state, action.village, out));
  }
  if (action.type === 'choose') {
    if (phase !== 'choose') return err('wrongPhase', 'No card option is being chosen now.');
    if (action.player !== state.turn.active) return err('notYourTurn', 'Only the active player chooses the card option.');
    out?.push({ type: 'optionChosen', player: action.player, option: action.option });
    return ok(nextState(state, { phase: { kind: 'place' }, turn: nextTurn(state.turn, { activeChoice: action.option }) }));
  }
  const placed = placerOf(state, action);
  return placed.ok ? ok(commit(state, placed.value, out)) : placed;
}
