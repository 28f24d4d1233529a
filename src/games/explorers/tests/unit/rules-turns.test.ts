// Turn flow: the deck, 4 rounds of 7 turns, who is active, the card choice and what it gives
// each player (including the rulebook's examples), and the 3-player last turn.
import { describe, expect, it } from 'vitest';
import { CARDS, expectedActors, legalPicks, xsForPick, type GameState } from '../../rules/index';
import {
  afterSetup,
  at,
  card,
  cellsWith,
  finishPhase,
  marked,
  newGame,
  nextTo,
  objectAt,
  play,
  playThrough,
  refused,
  terrainAt,
  turn,
  withCard,
} from './engine-fixtures';

const terrainsOf = (state: GameState, cells: readonly number[]) => cells.map((c) => terrainAt(state, c));

describe('rounds and turns', () => {
  const { starts, end } = playThrough(newGame());

  it('are 4 rounds of 7 turns: 28 turns after the setup, then the game is over', () => {
    expect(starts.map((s) => s.turn.number)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(starts.map((s) => s.turn.round)).toEqual([0, 1, 2, 3].flatMap((r) => Array(7).fill(r)));
    expect(starts.map((s) => s.turn.turn)).toEqual([0, 1, 2, 3].flatMap(() => [0, 1, 2, 3, 4, 5, 6]));
    expect(end.phase.kind).toBe('over');
    expect(expectedActors(end)).toEqual([]);
    expect(refused(end, { type: 'choose', player: 0, option: 0 }).code).toBe('gameOver');
  });

  it('shuffle the 8 cards each round, set one aside unseen, and reveal the other 7', () => {
    for (let round = 0; round < 4; round++) {
      const turns = starts.filter((s) => s.turn.round === round);
      const first = turns[0]!;
      expect(first.deck.pile).toHaveLength(6);
      const revealed = turns.map((s) => s.turn.card!.id);
      expect(new Set(revealed).size).toBe(7);
      expect(revealed).not.toContain(first.deck.aside);
      expect([...revealed, first.deck.aside].sort()).toEqual(CARDS.map((c) => c.id));
      expect(turns.every((s) => s.deck.aside === first.deck.aside)).toBe(true);
    }
  });

  it.each([2, 3, 4])('with %i players, the first player moves clockwise each round and is active first; the active player moves each turn', (players) => {
    const { starts: turns } = playThrough(newGame({ players }));
    for (const s of turns) {
      const { round, turn } = s.turn;
      expect(s.firstPlayer).toBe(round % players);
      if (players === 3 && s.turn.number === 28) continue; // no active player, see below
      expect(s.turn.active).toBe((round + turn) % players);
      expect(s.phase.kind).toBe('choose');
      expect(expectedActors(s)).toEqual([s.turn.active]);
    }
  });

  it('with 3 players, the very last turn has no active player: everyone picks freely and places 3 Xs', () => {
    const { starts: turns } = playThrough(newGame({ players: 3 }));
    const last = turns[27]!;
    expect(last.turn.active).toBeNull();
    expect(last.phase.kind).toBe('place');
    expect(expectedActors(last)).toEqual([0, 1, 2]);
    expect(refused(last, { type: 'choose', player: 0, option: 0 }).code).toBe('wrongPhase');
    for (const p of [0, 1, 2]) {
      expect(legalPicks(last, p)).toEqual(expect.arrayContaining([card(0), card(1)]));
      expect(xsForPick(last, p, card(0))).toBe(3);
      expect(xsForPick(last, p, card(1))).toBe(3);
    }
    // Two players may take the same option and both get 3.
    const both = [turn(last, 0, card(1)), turn(last, 1, card(1))];
    expect(both.map((a) => a.cells.length)).toEqual([3, 3]);
    expect(play(last, ...both).turn.done).toEqual([true, true, false]);
  });
});

describe('the active player choice', () => {
  const choosing = withCard(afterSetup(newGame()), 0); // prairie | water

  it('belongs to the active player alone, before anyone places', () => {
    expect(refused(choosing, { type: 'choose', player: 1, option: 0 }).code).toBe('notYourTurn');
    expect(refused(choosing, turn(finishPhase(choosing), 1, card(0))).code).toBe('wrongPhase');
    const placing = play(choosing, { type: 'choose', player: 0, option: 0 });
    expect(placing.turn.activeChoice).toBe(0);
    expect(placing.phase.kind).toBe('place');
    expect(expectedActors(placing)).toEqual([0, 1, 2, 3]);
    expect(refused(placing, { type: 'choose', player: 0, option: 1 }).code).toBe('wrongPhase');
  });

  it('gives the active player 3 Xs on it; the others 3 on the other terrain or 2 on the same', () => {
    const placing = play(choosing, { type: 'choose', player: 0, option: 0 });
    expect(legalPicks(placing, 0)).toEqual([card(0)]);
    expect(refused(placing, { type: 'turn', player: 0, pick: card(1), cells: [] }).code).toBe('illegalPick');
    expect(xsForPick(placing, 0, card(0))).toBe(3);
    for (const p of [1, 2, 3]) {
      expect(legalPicks(placing, p)).toEqual([card(0), card(1)]);
      expect(xsForPick(placing, p, card(0))).toBe(2);
      expect(xsForPick(placing, p, card(1))).toBe(3);
    }
    const two = turn(placing, 1, card(0));
    expect(two.cells).toHaveLength(2);
    expect(refused(placing, { ...two, cells: [...two.cells, at(12, 9)] }).code).toBe('tooManyXs');
    expect(turn(placing, 0, card(0)).cells).toHaveLength(3);
  });

  it("rulebook example: one picks the active player's other terrain for 3 Xs, another the same terrain for 2 plus a horse", () => {
    // Three explorers; our tiles have no horse in the mountains, so the example's terrains
    // become prairie (chosen by the active player) and desert (the other one).
    let s = withCard(afterSetup(newGame({ players: 3 })), 1); // prairie | desert
    const horse = cellsWith(s, 'horse').find((c) => terrainAt(s, c) === 'prairie')!;
    s = nextTo(s, [2], horse);
    s = play(s, { type: 'choose', player: 0, option: 0 });
    const active = turn(s, 0, card(0));
    const other = turn(s, 1, card(1));
    const same = turn(s, 2, card(0), [horse, 'desert']);
    expect(terrainsOf(s, active.cells)).toEqual(['prairie', 'prairie', 'prairie']);
    expect(terrainsOf(s, other.cells)).toEqual(['desert', 'desert', 'desert']);
    // Two prairie Xs, the first on the horse, whose extra X went on desert right after it.
    expect(terrainsOf(s, same.cells)).toEqual(['prairie', 'desert', 'prairie']);
    expect(objectAt(s, horse)).toBe('horse');
    const after = play(s, active, other, same);
    expect(marked(after, 2)).toHaveLength(marked(s, 2).length + 3);
    expect(after.turn.number).toBe(2);
  });

  it('rulebook example: the active player takes Mountain on the Desert/Mountain card; the others 3 Desert or 2 Mountain', () => {
    const s = play(withCard(afterSetup(newGame({ players: 3 })), 5), { type: 'choose', player: 0, option: 1 });
    expect(xsForPick(s, 0, card(1))).toBe(3);
    expect(legalPicks(s, 0)).toEqual([card(1)]);
    for (const p of [1, 2]) {
      expect(xsForPick(s, p, card(0))).toBe(3);
      expect(xsForPick(s, p, card(1))).toBe(2);
    }
    const active = turn(s, 0, card(1), ['mountain', 'mountain', 'mountain']);
    const desert = turn(s, 1, card(0), ['desert', 'desert', 'desert']);
    const mountain = turn(s, 2, card(1), ['mountain', 'mountain']);
    expect(terrainsOf(s, active.cells)).toEqual(['mountain', 'mountain', 'mountain']);
    expect(terrainsOf(s, desert.cells)).toEqual(['desert', 'desert', 'desert']);
    expect(terrainsOf(s, mountain.cells)).toEqual(['mountain', 'mountain']);
    // The active player may not take the other terrain.
    expect(refused(s, { ...desert, player: 0 }).code).toBe('illegalPick');
    expect(play(s, active, desert, mountain).turn.number).toBe(2);
  });

  it('rulebook example with a wild card: duos split freely, and the same duo as the active player gives 2', () => {
    let s = withCard(afterSetup(newGame({ players: 3 })), 6); // prairie+mountain | desert+water
    s = nextTo(s, [1], at(13, 15)); // a water cell for the second explorer
    s = play(s, { type: 'choose', player: 0, option: 0 });
    const active = turn(s, 0, card(0), ['prairie', 'prairie', 'mountain']);
    const other = turn(s, 1, card(1), ['water', 'water', 'desert']);
    const same = turn(s, 2, card(0), ['mountain', 'mountain']);
    expect(terrainsOf(s, active.cells)).toEqual(['prairie', 'prairie', 'mountain']);
    expect(terrainsOf(s, other.cells)).toEqual(['water', 'water', 'desert']);
    expect(terrainsOf(s, same.cells)).toEqual(['mountain', 'mountain']);
    // Neither terrain of the other duo is allowed.
    expect(refused(s, { ...same, cells: [at(12, 12)] }).code).toBe('wrongTerrain');
    expect(play(s, active, other, same).turn.number).toBe(2);
  });
});
