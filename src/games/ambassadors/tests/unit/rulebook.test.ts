// The rulebook's examples, played through the rules: France → Lhasa paid by band or failed, the
// shortcut to the Colossus closed while Carthage is empty, and the winning chain from Timbuktu.
import { describe, expect, it } from 'vitest';
import { apply, play, winningChain, type AmbassadorsState } from '../../rules/index';
import { B, W, between, cardOf, cardTo, moving, newGame, refusedWith, unwrap, walk, withEmbassies, withPlayer, withTurn } from './fixtures';

const FRANCE_LHASA = cardOf('france', 'lhasa');

/** Seat 0 (France) one path from Lhasa, arriving on roll `roll` of the France → Lhasa trip. */
function arriveAtLhasa(roll: number): AmbassadorsState {
  const state = withPlayer(moving(newGame(), 0, 6, FRANCE_LHASA, roll, W('samarkand')), 0, { gold: 10 });
  return unwrap(apply(state, { type: 'move', player: 0, path: walk('samarkand', 'lhasa'), joker: false }));
}

describe('France → Lhasa (3 rolls: +130; 4–5: +45; the 6th fails for 90)', () => {
  it('is the rulebook card', () => {
    expect(B.cards[FRANCE_LHASA]).toMatchObject({ top: 3, topGold: 130, mid: 5, midGold: 45, fine: 90 });
  });

  it.each([
    [1, 130],
    [3, 130],
    [4, 45],
    [5, 45],
  ])('arriving on roll %i pays %i gold and leaves an ambassador with the first-ambassador card', (roll, gold) => {
    const after = arriveAtLhasa(roll);
    expect(after.players[0]?.gold).toBe(10 + gold);
    expect(after.embassies[W('lhasa')]).toBe(1);
    expect(after.claims[W('lhasa')]).toBe(0);
    expect(after.phase).toBe('choose');
    expect(after.turn.drawn).toHaveLength(2);
    expect(after.turn.drawn.every((c) => B.cards[c]?.start === W('lhasa'))).toBe(true);
    // The old card went under its deck.
    expect(after.decks[W('france')]?.at(-1)).toBe(FRANCE_LHASA);
  });

  it('fails at the 6th roll before moving: the fine is paid, the card goes under its deck, and arriving later pays nothing', () => {
    const base = withPlayer(moving(newGame(), 0, 0, FRANCE_LHASA, 5, W('samarkand')), 0, { gold: 200 });
    const rolled = unwrap(play(withTurn(base, 'roll', { dice: null, points: 0 }), { type: 'roll', player: 0 }));
    expect(rolled.events.map((e) => e.type)).toContain('tripFailed');
    const failed = rolled.state;
    expect(failed.players[0]?.gold).toBe(110);
    expect(failed.players[0]?.trip).toMatchObject({ card: null, target: W('lhasa'), rolls: 6, failed: true });
    expect(failed.decks[W('france')]?.at(-1)).toBe(FRANCE_LHASA);
    const there = withTurn(failed, 'move', { points: 6 });
    const arrived = unwrap(apply(there, { type: 'move', player: 0, path: walk('samarkand', 'lhasa'), joker: false }));
    expect(arrived.players[0]?.gold).toBe(110);
    expect(arrived.embassies[W('lhasa')]).toBe(0);
    expect(arrived.phase).toBe('choose');
  });
});

describe('the shortcut Carthage – Colossus of Rhodes', () => {
  const atCarthage = (state: AmbassadorsState) => moving(state, 0, 5, cardTo('rhodes'), 1, W('carthage'));
  const toRhodes = { type: 'move', player: 0, path: walk('carthage', 'rhodes'), joker: false };

  it('is closed while Carthage and the Colossus hold no ambassador', () => {
    expect(B.paths[between('carthage', 'rhodes').path]?.orange).toBe(true);
    expect(refusedWith(atCarthage(newGame()), toRhodes)).toBe('pathClosed');
  });

  it('opens with an ambassador at either end, anyone\'s', () => {
    expect(refusedWith(atCarthage(withEmbassies(newGame(), { carthage: [1] })), toRhodes)).toBe('accepted');
    expect(refusedWith(atCarthage(withEmbassies(newGame(), { rhodes: [0] })), toRhodes)).toBe('accepted');
  });

  it('lets a figure standing on it walk off when it closes', () => {
    const [first, second] = between('carthage', 'rhodes').dots as [number, number];
    const onIt = withPlayer(atCarthage(newGame()), 0, { spot: first });
    expect(refusedWith(onIt, { type: 'move', player: 0, path: [second, W('rhodes')], joker: false })).toBe('accepted');
    expect(refusedWith(onIt, { type: 'move', player: 0, path: [W('carthage')], joker: false })).toBe('accepted');
  });
});

describe('the winning chain from Timbuktu', () => {
  // Seat 1 starts at Timbuktu (4): Timbuktu – Carthage – the Colossus (a shortcut) – Hagia Sophia – Samarkand – the City (a shortcut).
  const chain = withEmbassies(newGame(), { timbuktu: [1], carthage: [1], rhodes: [1], hagiaSophia: [1], samarkand: [1] });
  const toCity = cardTo('forbiddenCity');

  it('wins at once when the ambassador reaches the City', () => {
    const state = moving(chain, 1, 7, toCity, 1, W('samarkand'));
    const played = unwrap(play(state, { type: 'move', player: 1, path: walk('samarkand', 'forbiddenCity'), joker: false }));
    expect(played.state.phase).toBe('over');
    expect(played.state.outcome).toMatchObject({ reason: 'chain', winners: [1], order: [1, 0] });
    expect(played.events.at(-1)?.type).toBe('gameOver');
  });

  it('needs every link: a gap at the Colossus is no win', () => {
    const gap = withEmbassies(chain, { rhodes: [] });
    const state = moving(gap, 1, 7, toCity, 1, W('samarkand'));
    const after = unwrap(apply(state, { type: 'move', player: 1, path: walk('samarkand', 'forbiddenCity'), joker: false }));
    expect(after.phase).toBe('choose');
  });

  it('names the chain, start to City, that the scoring screen draws (none with a gap)', () => {
    const won = withEmbassies(chain, { forbiddenCity: [1] });
    expect(winningChain(B, won.embassies, 1, W('timbuktu')).map((w) => B.wonderIds[w])).toEqual(['timbuktu', 'carthage', 'rhodes', 'hagiaSophia', 'samarkand', 'forbiddenCity']);
    expect(winningChain(B, withEmbassies(won, { rhodes: [] }).embassies, 1, W('timbuktu'))).toEqual([]);
    expect(winningChain(B, won.embassies, 0, W('timbuktu'))).toEqual([]);
  });
});
