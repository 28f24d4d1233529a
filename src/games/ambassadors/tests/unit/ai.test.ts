// The AI: a legal action at every level in any reachable view, the same action for the same view
// and rng, blind to hidden parts, and the hard level's choices where one is plainly best.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, LEVELS, type Level } from '../../ai/index';
import { apply, stepsAround, viewFor, type AmbassadorsState } from '../../rules/index';
import { B, W, between, cardOf, cardTo, hand, moving, newGame, unwrap, withEmbassies, withPlayer, withTurn } from './fixtures';

/** A 3-player game after `actions` actions of AIs of the given levels, seat by seat. */
function reached(seed: number, actions: number, levels: readonly Level[]): AmbassadorsState {
  let state = newGame(3, [2, 4, 1], seed);
  let rng = seed ^ 0x5bd1e995;
  for (let i = 0; i < actions && state.phase !== 'over'; i++) {
    const seat = state.turn.player;
    const decision = decide(viewFor(state, seat), levels[seat] as Level, rng);
    rng = decision.rng;
    state = unwrap(apply(state, decision.action));
  }
  return state;
}

const rotated = <T>(items: readonly T[], k: number): T[] => (items.length === 0 ? [] : [...items.slice(k % items.length), ...items.slice(0, k % items.length)]);

/** The same table with every part `seat` may not see changed: deck orders, the RNG and seed, other hands of the same size. */
const hiddenChanged = (state: AmbassadorsState, seat: number, k: number): AmbassadorsState => ({
  ...state,
  options: { ...state.options, seed: (state.options.seed + k) >>> 0 },
  rng: (state.rng + k) >>> 0,
  decks: state.decks.map((d) => rotated(d, k)),
  bonusDeck: rotated(state.bonusDeck, k),
  players: state.players.map((p, s) => (s === seat ? p : { ...p, hand: [0, 0, 0, p.hand.reduce((a, b) => a + b, 0)] })),
});

const level = fc.constantFrom(...LEVELS);

describe('every level', () => {
  it('takes a legal action in any view of its turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 400 }), fc.tuple(level, level, level), level, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed, actions, seats, asked, rng) => {
        const state = reached(seed, actions, seats);
        if (state.phase === 'over') return;
        const decision = decide(viewFor(state, state.turn.player), asked, rng);
        expect(apply(state, decision.action).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('decides the same for the same view and rng', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 300 }), level, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed, actions, asked, rng) => {
        const state = reached(seed, actions, ['normal', 'hard', 'easy']);
        if (state.phase === 'over') return;
        const view = viewFor(state, state.turn.player);
        expect(decide(view, asked, rng)).toEqual(decide(structuredClone(view), asked, rng));
      }),
      { numRuns: 40 },
    );
  });

  it('decides the same for two tables that differ only in what its seat may not see', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 300 }), level, fc.integer({ min: 1, max: 50 }), (seed, actions, asked, k) => {
        const state = reached(seed, actions, ['hard', 'hard', 'hard']);
        if (state.phase === 'over') return;
        const seat = state.turn.player;
        expect(decide(viewFor(hiddenChanged(state, seat, k), seat), asked, 7)).toEqual(decide(viewFor(state, seat), asked, 7));
      }),
      { numRuns: 40 },
    );
  });
});

describe('the hard level', () => {
  it('walks into the City when that links its chain and wins', () => {
    // Seat 0 (France) holds every wonder but the City; its trip to the City is in its top band.
    const everywhere = Object.fromEntries(B.wonderIds.filter((id) => id !== 'forbiddenCity').map((id) => [id, [0]]));
    const table = withEmbassies(newGame(), everywhere);
    const spot = between('lhasa', 'forbiddenCity').dots[1] as number;
    const state = moving(table, 0, 6, cardOf('lhasa', 'forbiddenCity'), 1, spot);
    const decision = decide(viewFor(state, 0), 'hard', 1);
    expect(decision.action).toMatchObject({ type: 'move', path: [...between('lhasa', 'forbiddenCity').dots.slice(2), W('forbiddenCity')] });
    expect(unwrap(apply(state, decision.action)).outcome).toMatchObject({ reason: 'chain', winners: [0] });
  });

  it('plays a +2 card that brings it to its target in the top band', () => {
    // Four steps from the City with 2 points at the top band's last roll: +2 makes 150 gold, not 50.
    const card = cardOf('timbuktu', 'forbiddenCity');
    const spot = between('lhasa', 'forbiddenCity').dots[0] as number;
    const state = withPlayer(moving(newGame(), 0, 2, card, B.cards[card]?.top, spot), 0, { hand: hand(1, 0, 0, 0) });
    const boost = decide(viewFor(state, 0), 'hard', 1);
    expect(boost.action).toEqual({ type: 'boost', player: 0, card: 'plus2' });
    const boosted = unwrap(apply(state, boost.action));
    expect(decide(viewFor(boosted, 0), 'hard', boost.rng).action).toMatchObject({ type: 'move', path: [...between('lhasa', 'forbiddenCity').dots.slice(1), W('forbiddenCity')] });
  });

  it('keeps its +2 card when it would not change the band', () => {
    const card = cardOf('timbuktu', 'forbiddenCity');
    const spot = between('lhasa', 'forbiddenCity').dots[0] as number;
    const state = withPlayer(moving(newGame(), 0, 1, card, 1, spot), 0, { hand: hand(1, 0, 0, 0) });
    expect(decide(viewFor(state, 0), 'hard', 1).action.type).not.toBe('boost');
  });

  it('buys at the shop with a full hand and no gold kept back for a fine, where normal passes', () => {
    // On its start wonder with 40 gold and six cards: after the card, 15 gold is less than any fine.
    const base = withPlayer(newGame(), 0, { gold: 40, hand: hand(2, 2, 1, 1) });
    const state = withTurn(base, 'shop', { player: 0, dice: [3, 4], points: 0 });
    expect(decide(viewFor(state, 0), 'hard', 1).action).toEqual({ type: 'buy', player: 0 });
    expect(decide(viewFor(state, 0), 'normal', 1).action.type).toBe('pass');
  });

  it('keeps its last ambassador for the chain rather than arrive where the chain does not go', () => {
    // France – Venice – Hagia Sophia – Samarkand held, the City missing, one ambassador left: a
    // top-band arrival at Giza would place it there, and the chain could never be linked.
    const chain = withEmbassies(newGame(), { venice: [0], hagiaSophia: [0], samarkand: [0] });
    const spot = between('rhodes', 'giza').dots[1] as number;
    const state = withPlayer(moving(chain, 0, 3, cardTo('giza'), 1, spot), 0, { supply: 1 });
    for (const level of ['normal', 'hard'] as const) {
      const action = decide(viewFor(state, 0), level, 1).action;
      expect(action.type === 'move' && action.path.includes(W('giza'))).toBe(false);
    }
  });

  it('lays its ambush on a dot of a rival’s route to its target', () => {
    const base = withPlayer(newGame(), 0, { hand: hand(0, 0, 1, 0) });
    const state = withTurn(base, 'ambush', { player: 0, dice: [3, 4], points: 0 });
    const decision = decide(viewFor(state, 0), 'hard', 1);
    expect(decision.action.type).toBe('ambush');
    const dot = (decision.action as { dot: number }).dot;
    const rival = state.players[1] as AmbassadorsState['players'][number];
    // On a shortest route: from the rival to the dot, then on to its target, is no longer than the route.
    const toTarget = stepsAround(B, state.embassies, rival.trip.target, []);
    const toDot = stepsAround(B, state.embassies, dot, []);
    expect((toDot[rival.spot] as number) + (toTarget[dot] as number)).toBe(toTarget[rival.spot]);
  });
});
