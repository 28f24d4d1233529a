// Setup: the map, the start village (with the tie question), the three setup Xs and the temple
// positions struck for 2 and 3 players.
import { describe, expect, it } from 'vitest';
import { TILES, expectedActors, tables, tiedVillages, type Action, type GameState, type Terrain } from '../../rules/index';
import {
  FIXED_MAP,
  TIED_MAP,
  at,
  afterSetup,
  cellsOf,
  marked,
  newGame,
  objectAt,
  play,
  refused,
  terrainAt,
} from './engine-fixtures';

const START = at(11, 12); // the fixed map's start village
const setup = (player: number, terrain: Terrain, cells: number[]): Action => ({ type: 'setup', player, terrain, cells });
/** Distance from a cell's centre to the map's centre point. */
const toCentre = (cell: number): number => Math.hypot(Math.floor(cell / 16) + 0.5 - 8, (cell % 16) + 0.5 - 8);

describe('the map', () => {
  it('lays the chosen tiles into quadrants A–D with their rotation, village numbers included', () => {
    // The rulebook's example: tile 3 in quadrant B, turned upside down.
    const state = newGame({ map: [{ tile: 1, rotation: 0 }, { tile: 3, rotation: 2 }, { tile: 2, rotation: 0 }, { tile: 4, rotation: 0 }] });
    const tile3 = TILES.find((t) => t.id === 3)!;
    const row = tile3.terrain.findIndex((r) => r.includes('V'));
    const col = tile3.terrain[row]!.indexOf('V');
    const village = at(7 - row, 8 + 7 - col);
    expect(state.map.villageNumber[village]).toBe(3);
    expect(terrainAt(state, village)).toBe('village');
    // The tile's top-left corner ends up at the bottom-right of quadrant B.
    expect(terrainAt(state, at(7, 15))).toBe({ P: 'prairie', W: 'water', D: 'desert', M: 'mountain' }[tile3.terrain[0]![0]!]);
  });

  it('is the same for every player and is drawn from the seed when random', () => {
    const a = newGame({ map: 'random', seed: 7 });
    const b = newGame({ map: 'random', seed: 7 });
    expect(a.map.tiles).toEqual(b.map.tiles);
    expect(new Set(a.map.tiles.map((t) => t.tile)).size).toBe(4);
    expect(a.map.villages).toHaveLength(4);
  });
});

describe('the start village', () => {
  it('is the village closest to the centre, pre-marked on every board, and setup starts at once', () => {
    const state = newGame();
    const closest = [...state.map.villages].sort((a, b) => toCentre(a) - toCentre(b));
    expect(toCentre(closest[0]!)).toBeLessThan(toCentre(closest[1]!));
    expect(state.startVillage).toBe(closest[0]);
    expect(state.startVillage).toBe(START);
    expect(state.phase.kind).toBe('setup');
    for (const p of [0, 1, 2, 3]) expect(marked(state, p)).toEqual([START]);
  });

  it('on a tie, asks the first player to choose among the tied villages only', () => {
    const state = newGame({ map: TIED_MAP, players: 3 });
    expect(state.phase.kind).toBe('startVillage');
    expect(state.startVillage).toBeNull();
    expect(expectedActors(state)).toEqual([0]);
    const tied = tiedVillages(state);
    expect(tied).toHaveLength(2);
    expect(toCentre(tied[0]!)).toBeCloseTo(toCentre(tied[1]!), 9);
    const other = state.map.villages.find((v) => !tied.includes(v))!;
    expect(refused(state, { type: 'startVillage', player: 0, village: other }).code).toBe('notTied');
    expect(refused(state, { type: 'startVillage', player: 0, village: at(0, 0) }).code).toBe('notTied');
    expect(refused(state, { type: 'startVillage', player: 1, village: tied[1] }).code).toBe('notYourTurn');
    expect(refused(state, setup(0, 'prairie', [])).code).toBe('wrongPhase');

    const chosen = play(state, { type: 'startVillage', player: 0, village: tied[1]! });
    expect(chosen.startVillage).toBe(tied[1]);
    expect(chosen.phase.kind).toBe('setup');
    for (const p of [0, 1, 2]) expect(marked(chosen, p)).toEqual([tied[1]]);
    expect(refused(chosen, { type: 'startVillage', player: 0, village: tied[0] }).code).toBe('wrongPhase');
  });
});

describe('the setup Xs', () => {
  const state = newGame();

  it('are placed by every player at the same time', () => {
    expect(expectedActors(state)).toEqual([0, 1, 2, 3]);
    const one = play(state, setup(2, 'prairie', [at(10, 12), at(9, 12), at(8, 12)]));
    expect(expectedActors(one)).toEqual([0, 1, 3]);
    expect(refused(one, setup(2, 'prairie', [at(11, 11), at(11, 10), at(10, 10)])).code).toBe('alreadyDone');
    expect(marked(one, 0)).toEqual([START]);
  });

  it('are exactly 3, on one terrain, each next to the start village or an earlier X', () => {
    // (12,12) and (12,13) are desert next to the village; (11,11) is prairie.
    expect(refused(state, setup(0, 'desert', [at(12, 12), at(12, 13)])).code).toBe('mustPlaceAll');
    expect(refused(state, setup(0, 'desert', [at(12, 12), at(12, 13), at(11, 13), at(12, 11)])).code).toBe('tooManyXs');
    expect(refused(state, setup(0, 'desert', [at(12, 12), at(12, 13), at(11, 11)])).code).toBe('wrongTerrain');
    expect(refused(state, setup(0, 'desert', [at(12, 12), at(12, 13), at(12, 15)])).code).toBe('notAdjacent');
    expect(refused(state, setup(0, 'desert', [at(12, 12), at(12, 12), at(12, 13)])).code).toBe('occupied');
    expect(refused(state, setup(0, 'desert', [START, at(12, 12), at(12, 13)])).code).toBe('village');
    // (12,11) is only reachable through (12,12), placed earlier in the same step.
    const done = play(state, setup(0, 'desert', [at(12, 12), at(12, 11), at(11, 13)]));
    expect(marked(done, 0)).toEqual([START, at(11, 13), at(12, 11), at(12, 12)].sort((a, b) => a - b));
  });

  it('apply objects as usual: a key is circled, a horse gives an extra X anywhere', () => {
    expect(objectAt(state, at(13, 13))).toBe('key');
    expect(objectAt(state, at(12, 14))).toBe('horse');
    const keyed = play(state, setup(0, 'desert', [at(12, 12), at(12, 13), at(13, 13)]));
    expect(keyed.boards[0]!.keysFound).toBe(1);
    // The horse's extra X goes on prairie although the setup terrain is desert.
    expect(refused(state, setup(1, 'desert', [at(12, 12), at(12, 13), at(12, 14)])).code).toBe('mustPlaceAll');
    const horsed = play(state, setup(1, 'desert', [at(12, 12), at(12, 13), at(12, 14), at(10, 12)]));
    expect(marked(horsed, 1)).toHaveLength(5);
    expect(terrainAt(horsed, at(10, 12))).toBe('prairie');
  });

  it('lead to round 1, turn 1, with the first player active', () => {
    const next = afterSetup(state);
    expect(next.turn).toMatchObject({ round: 0, turn: 0, number: 1, active: 0 });
    expect(next.phase.kind).toBe('choose');
    for (const p of [0, 1, 2, 3]) expect(marked(next, p)).toHaveLength(4);
  });

  it('lose the Xs that have no legal cell', () => {
    // No water cell touches the start village.
    expect(cellsOf(state, 'water').some((c) => [at(10, 12), at(12, 12), at(11, 11), at(11, 13)].includes(c))).toBe(false);
    const none = play(state, setup(3, 'water', []));
    expect(marked(none, 3)).toEqual([START]);
  });
});

describe('temple tracks at setup', () => {
  const open = (state: GameState) => state.temples.map((t) => t.open);
  it.each([
    [1, [true, true, true, true]],
    [2, [true, false, true, false]],
    [3, [true, false, true, true]],
    [4, [true, true, true, true]],
  ])('with %i player(s) every track is %j', (players, track) => {
    expect(open(newGame({ players }))).toEqual([track, track, track, track]);
    expect(tables.STRUCK_AT_SETUP[players]!.every((i) => !track[i])).toBe(true);
  });
});

describe('achievements in play', () => {
  it('are the chosen ones, or drawn from the backs of the tiles left off the map', () => {
    expect(newGame({ achievements: ['longest-line', 'race-edges'] }).achievements).toEqual(['longest-line', 'race-edges']);
    const drawn = newGame({ achievements: { random: 3 }, seed: 11 });
    const backs = TILES.filter((t) => !FIXED_MAP.some((p) => p.tile === t.id)).map((t) => t.achievement);
    expect(drawn.achievements).toHaveLength(3);
    expect(new Set(drawn.achievements).size).toBe(3);
    for (const a of drawn.achievements) expect(backs).toContain(a);
    expect(drawn.boards[0]!.races).toEqual([-1, -1, -1]);
  });
});
