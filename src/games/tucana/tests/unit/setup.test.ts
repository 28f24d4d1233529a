// Tucana's setup: options, the letters each seat writes in its villages (and the three setup
// options of the rules page), the blue and red cards by player count, and the first turn.
import { describe, expect, it } from 'vitest';
import { BLUE_CARDS, CARD_KINDS, SETUP_CARDS, createGame, validateOptions, villageLetters, type TucanaOptions } from '../../rules/index';
import { OPTIONS, newGame } from './fixtures';

/** A setup card read clockwise from its marked letter; it starts like the rulebook's example. */
const CARD = 'DCEABDEACB';
const lettersFor = (start: number, options: Partial<TucanaOptions>) => villageLetters(CARD, start, { ...OPTIONS, players: 3, ...options });
/** Village n (1-based) of a seat's letters. */
const at = (letters: readonly string[], village: number) => letters[village - 1];

describe('Tucana options', () => {
  it('take 1 to 8 players, a seed, an island and four switches', () => {
    for (let players = 1; players <= 8; players++) expect(createGame({ ...OPTIONS, players }).ok).toBe(true);
    expect(createGame({ ...OPTIONS, island: 'grande' }).ok).toBe(true);
  });

  it.each([
    ['not an object', null],
    ['no players', { ...OPTIONS, players: 0 }],
    ['nine players', { ...OPTIONS, players: 9 }],
    ['a negative seed', { ...OPTIONS, seed: -1 }],
    ['another island', { ...OPTIONS, island: 'atlantis' }],
    ['a switch that is no boolean', { ...OPTIONS, symmetric: 'yes' }],
    ['a missing switch', { players: 2, seed: 1, island: 'petit', specialBonus: false, randomStart: false, counterClockwise: false }],
  ])('refuse %s', (_name, input) => {
    const checked = validateOptions(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.code).toBe('badOptions');
    expect(createGame(input as TucanaOptions).ok).toBe(false);
  });

  it('keep only known fields', () => {
    const checked = validateOptions({ ...OPTIONS, extra: 1 });
    expect(checked.ok && Object.keys(checked.value).sort()).toEqual(Object.keys(OPTIONS).sort());
  });
});

describe('village letters', () => {
  it('the first player writes the card from village 1 clockwise, the second from village 2, and so on', () => {
    const [mayor, second, third] = lettersFor(0, {}) as string[][];
    expect([1, 2, 3, 4].map((v) => at(mayor as string[], v))).toEqual(['D', 'C', 'E', 'A']);
    expect([2, 3, 4, 5].map((v) => at(second as string[], v))).toEqual(['D', 'C', 'E', 'A']);
    expect(at(second as string[], 1)).toBe('B'); // the tenth letter wraps round to village 1
    expect(at(third as string[], 3)).toBe('D');
  });

  it('random start village: the first player starts at the drawn village, the next at the one after', () => {
    const [mayor, second] = lettersFor(3, {}) as string[][];
    expect(at(mayor as string[], 4)).toBe('D');
    expect(at(second as string[], 5)).toBe('D');
    const starts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const state = newGame({ seed, randomStart: true });
      starts.add(state.startVillage);
      expect(state.letters[0]?.[state.startVillage]).toBe(SETUP_CARDS[state.setupCard]?.[0]);
      expect(state.letters[1]?.[(state.startVillage + 1) % 10]).toBe(SETUP_CARDS[state.setupCard]?.[0]);
    }
    expect(starts.size).toBeGreaterThan(5);
    expect(newGame({ seed: 3 }).startVillage).toBe(0);
  });

  it('counter-clockwise: each seat starts where it would, writing the card (still read clockwise) the other way round', () => {
    const [mayor, second] = lettersFor(0, { counterClockwise: true }) as string[][];
    expect([1, 10, 9, 8].map((v) => at(mayor as string[], v))).toEqual(['D', 'C', 'E', 'A']);
    expect([2, 1, 10, 9].map((v) => at(second as string[], v))).toEqual(['D', 'C', 'E', 'A']);
  });

  it('symmetric: every seat starts where the first does; the options combine', () => {
    const seats = lettersFor(0, { symmetric: true });
    expect(seats[1]).toEqual(seats[0]);
    expect(seats[2]).toEqual(seats[0]);
    const combined = lettersFor(6, { symmetric: true, counterClockwise: true });
    expect(combined[2]).toEqual(combined[0]);
    expect([7, 6, 5].map((v) => at(combined[0] as string[], v))).toEqual(['D', 'C', 'E']);
  });

  it('every seat has each letter in exactly two villages; eight seats start at villages 1 to 8', () => {
    const state = newGame({ players: 8, seed: 12 });
    state.letters.forEach((letters, p) => {
      expect(letters.slice().sort().join('')).toBe('AABBCCDDEE');
      expect(letters[p]).toBe(SETUP_CARDS[state.setupCard]?.[0]);
    });
  });

  it('the setup card is drawn from the 13 by the seed', () => {
    const cards = new Set(Array.from({ length: 60 }, (_, seed) => newGame({ seed }).setupCard));
    expect(cards.size).toBeGreaterThan(8);
    for (const card of cards) expect(card).toBeLessThan(13);
  });
});

describe('bonus cards by player count', () => {
  const piles = (players: number) => newGame({ players }).blue;

  it('solo: only the #2 cards; 2–4 players: only the #1 cards; 5–8 players: #1 on top of #2', () => {
    expect(piles(1)).toEqual(BLUE_CARDS.second.map((v) => [v]));
    for (const n of [2, 3, 4]) expect(piles(n)).toEqual(BLUE_CARDS.first.map((v) => [v]));
    for (const n of [5, 8]) expect(piles(n)).toEqual(BLUE_CARDS.first.map((v, l) => [v, BLUE_CARDS.second[l]]));
  });

  it('Special Bonus: one red card for 1–4 players, two different ones for 5–8; none without the variant', () => {
    expect(newGame({ players: 4 }).redCards).toEqual([]);
    for (const players of [1, 4]) expect(newGame({ players, specialBonus: true }).redCards).toHaveLength(1);
    for (const seed of [1, 2, 3]) {
      const red = newGame({ players: 6, seed, specialBonus: true }).redCards;
      expect(red).toHaveLength(2);
      expect(red[0]).not.toBe(red[1]);
    }
    expect(newGame({ players: 6, specialBonus: true }).redOpen).toEqual([true, true]);
  });
});

describe('the first turn', () => {
  it('is revealed when the game is created: two cards from a shuffled deck of 27', () => {
    const state = newGame();
    expect(state.turn).toMatchObject({ round: 0, turn: 0, number: 1, done: [false, false], passed: [false, false] });
    expect(state.pile).toHaveLength(25);
    const all = [...state.turn.cards, ...state.pile];
    expect(CARD_KINDS.map((k) => all.filter((c) => c === k).length)).toEqual([8, 7, 6, 4, 2]);
  });

  it('is the same for the same seed and options', () => {
    expect(newGame({ seed: 99 })).toEqual(newGame({ seed: 99 }));
    expect(newGame({ seed: 99 }).pile).not.toEqual(newGame({ seed: 100 }).pile);
  });
});
