// A turn's rules, each in the situation it names: setup, blocking, ambushes and jokers, tolls,
// forced sales and ruin, first-ambassador cards passing, the swap, the shop, the round cap's
// tie-breaks, and every refusal code (a refusal changes nothing).
import { describe, expect, it } from 'vitest';
import { RULE_ERRORS, ROUND_CAP, apply, createGame, loadRecord, play, toRecord, validateContent, CONTENT_DATA, type AmbassadorsState, type RuleErrorCode } from '../../rules/index';
import { B, W, between, cardOf, cardTo, hand, moving, newGame, refusedWith, unwrap, walk, withEmbassies, withPlayer, withTurn } from './fixtures';

describe('setup', () => {
  it('gives 50 gold, an ambassador and the first-ambassador card at each start, 3 bonus cards and a trip from the start deck', () => {
    const state = newGame(4, [1, 2, 3, 4], 9);
    state.players.forEach((p, seat) => {
      const start = B.starts[seat] as number;
      expect(p).toMatchObject({ spot: start, gold: 50, supply: 11 });
      expect(p.hand.reduce((a, b) => a + b, 0)).toBe(3);
      expect(B.cards[p.trip.card as number]?.start).toBe(start);
      expect(state.claims[start]).toBe(seat);
    });
    expect(state.bonusDeck).toHaveLength(36 - 12);
    expect(state.turn).toMatchObject({ player: state.first, round: 1 });
  });

  // Shortest ways to the City, shortcuts counted: United Kingdom, France and Timbuktu 23, Spain 22.
  const firstsOver = (starts: number[]) => new Set(Array.from({ length: 40 }, (_, seed) => starts[newGame(starts.length, starts, seed).first]));

  it('lets the seat whose start is farthest from the City play first', () => {
    expect(firstsOver([3, 2])).toEqual(new Set([2]));
    expect(firstsOver([4, 3])).toEqual(new Set([4]));
  });

  it('draws the first player among the farthest starts from the seed', () => {
    expect(firstsOver([1, 2, 3, 4])).toEqual(new Set([1, 2, 4]));
    expect(firstsOver([1, 2])).toEqual(new Set([1, 2]));
    expect(newGame(4, [1, 2, 3, 4], 5).first).toBe(newGame(4, [1, 2, 3, 4], 5).first);
  });
});

describe('moving', () => {
  it('never enters a dot another figure holds; wonders take any number of figures', () => {
    const [d1, d2] = between('france', 'venice').dots as [number, number];
    const state = withPlayer(moving(newGame(), 0, 12, cardTo('venice'), 1, W('france')), 1, { spot: d2 });
    expect(refusedWith(state, { type: 'move', player: 0, path: [d1, d2], joker: false })).toBe('blocked');
    expect(refusedWith(state, { type: 'move', player: 0, path: [d1], joker: false })).toBe('accepted');
    const shared = withPlayer(state, 1, { spot: W('spain') });
    expect(refusedWith(shared, { type: 'move', player: 0, path: walk('france', 'spain'), joker: false })).toBe('accepted');
  });

  it('ends at the target, and at the points left', () => {
    const state = moving(newGame(), 0, 20, cardOf('france', 'hagiaSophia'), 1, W('france'));
    expect(refusedWith(state, { type: 'move', player: 0, path: walk('france', 'venice', 'hagiaSophia', 'rhodes'), joker: false })).toBe('pastTarget');
    expect(refusedWith(moving(state, 0, 3, cardOf('france', 'hagiaSophia')), { type: 'move', player: 0, path: walk('france', 'venice'), joker: false })).toBe('tooFar');
  });

  it('adds +2 and +3 cards to the move and ends it by itself when nothing is left', () => {
    const state = withPlayer(moving(newGame(), 0, 1, cardTo('lhasa'), 1, W('france')), 0, { hand: hand(1, 1) });
    const boosted = unwrap(apply(unwrap(apply(state, { type: 'boost', player: 0, card: 'plus2' })), { type: 'boost', player: 0, card: 'plus3' }));
    expect(boosted.turn.points).toBe(6);
    expect(boosted.bonusDiscard).toEqual(['plus2', 'plus3']);
    const walked = unwrap(apply(boosted, { type: 'move', player: 0, path: walk('france', 'venice'), joker: false }));
    // On a wonder with gold for a card: the shop.
    expect(walked.phase).toBe('shop');
  });

  it('draws a bonus card on a double before moving', () => {
    for (let seed = 0; seed < 200; seed++) {
      const state = newGame(2, [2, 4], seed);
      const rolled = unwrap(play(state, { type: 'roll', player: state.first }));
      const dice = rolled.state.turn.dice as [number, number];
      const drawn = rolled.events.some((e) => e.type === 'bonusDrawn');
      expect(drawn).toBe(dice[0] === dice[1]);
      if (drawn) return;
    }
    throw new Error('no double in 200 games');
  });
});

describe('ambushes', () => {
  const [a1, a2, a3] = between('france', 'venice').dots as [number, number, number];
  const base = (): AmbassadorsState => ({ ...moving(newGame(), 0, 12, cardTo('venice'), 1, W('france')), ambushes: [a2] });

  it('stop the figure on the dot, remove the token and end the turn', () => {
    expect(refusedWith(base(), { type: 'move', player: 0, path: [a1, a2, a3], joker: false })).toBe('ambushed');
    const played = unwrap(play(base(), { type: 'move', player: 0, path: [a1, a2], joker: false }));
    expect(played.state.players[0]?.spot).toBe(a2);
    expect(played.state.ambushes).toEqual([]);
    expect(played.state.turn.player).toBe(1);
    expect(played.events.find((e) => e.type === 'ambushSprung')).toMatchObject({ joker: false });
  });

  it('are passed with an ambush joker played as the figure enters', () => {
    const state = withPlayer(base(), 0, { hand: hand(0, 0, 0, 1) });
    const after = unwrap(apply(state, { type: 'move', player: 0, path: [a1, a2, a3], joker: true }));
    expect(after.players[0]?.spot).toBe(a3);
    expect(after.ambushes).toEqual([]);
    expect(after.players[0]?.hand).toEqual(hand());
    expect(refusedWith(base(), { type: 'move', player: 0, path: [a1, a2, a3], joker: true })).toBe('noSuchCard');
  });

  it('go on a free dot of a stretch with no figure, after the move, one per turn', () => {
    const state = withTurn(withPlayer(newGame(), 0, { hand: hand(0, 0, 2), spot: W('venice') }), 'ambush', { player: 0 });
    const spain = between('france', 'spain').dots[0] as number;
    expect(refusedWith(state, { type: 'ambush', player: 0, dot: W('rhodes') })).toBe('ambushNotAllowed');
    const occupied = withPlayer(state, 1, { spot: a1 });
    expect(refusedWith(occupied, { type: 'ambush', player: 0, dot: a3 })).toBe('ambushNotAllowed');
    expect(refusedWith({ ...state, ambushes: [spain] }, { type: 'ambush', player: 0, dot: spain })).toBe('ambushNotAllowed');
    // A closed shortcut takes one too.
    const placed = unwrap(apply(state, { type: 'ambush', player: 0, dot: between('carthage', 'rhodes').dots[0] as number }));
    expect(placed.phase).toBe('shop');
    expect(refusedWith(placed, { type: 'ambush', player: 0, dot: spain })).toBe('wrongPhase');
  });
});

describe('tolls on orange paths', () => {
  // Seat 1 holds Carthage's first-ambassador card; seat 0 walks Carthage → Rhodes.
  const toll = B.tolls[W('carthage')] as number;
  const base = (gold: number) =>
    withPlayer(moving(withEmbassies(newGame(), { carthage: [1] }), 0, 5, cardTo('rhodes'), 1, W('carthage')), 0, { gold });

  it('are paid to the card holder once per wonder per move', () => {
    const [d1, d2] = between('carthage', 'rhodes').dots as [number, number];
    const first = unwrap(apply(base(100), { type: 'move', player: 0, path: [d1], joker: false }));
    const second = unwrap(apply(first, { type: 'move', player: 0, path: [d2, W('rhodes')], joker: false }));
    // Rhodes is the target, reached on roll 1: the top band's gold, and no second toll.
    expect(second.players[0]?.gold).toBe(100 - toll + (B.cards[cardTo('rhodes')]?.topGold as number));
    expect(first.players[0]?.gold).toBe(100 - toll);
    expect(first.players[1]?.gold).toBe(50 + toll);
    expect(second.players[1]?.gold).toBe(50 + toll);
  });

  it('force sales when gold is short: 100 each, the player choosing which, then the walk goes on', () => {
    const state = withEmbassies(base(0), { france: [0], venice: [0] });
    const opened = unwrap(apply(state, { type: 'move', player: 0, path: walk('carthage', 'rhodes'), joker: false }));
    expect(opened.phase).toBe('sell');
    expect(opened.players[0]?.spot).toBe(between('carthage', 'rhodes').dots[0]);
    expect(refusedWith(opened, { type: 'pass', player: 0 })).toBe('mustSell');
    expect(refusedWith(opened, { type: 'sell', player: 0, wonder: W('lhasa') })).toBe('noEmbassy');
    const sold = unwrap(play(opened, { type: 'sell', player: 0, wonder: W('venice') }));
    expect(sold.state.phase).toBe('move');
    expect(sold.state.players[0]?.gold).toBe(100 - toll);
    expect(sold.state.players[0]?.supply).toBe(state.players[0]!.supply + 1);
    expect(sold.state.embassies[W('venice')]).toBe(0);
    // Venice's card went back to the pile: nobody else stood there.
    expect(sold.state.claims[W('venice')]).toBe(-1);
    expect(sold.events.find((e) => e.type === 'firstCardPassed')).toMatchObject({ wonder: W('venice'), to: null });
  });

  it('ruin a player with no ambassador left: what it has is paid, and it restarts at its start with 50 gold', () => {
    const broke = withEmbassies(base(7), { france: [] });
    const played = unwrap(play(broke, { type: 'move', player: 0, path: walk('carthage', 'rhodes'), joker: false }));
    const after = played.state;
    expect(played.events.find((e) => e.type === 'ruined')).toMatchObject({ player: 0, paid: 7 });
    expect(after.players[1]?.gold).toBe(57);
    expect(after.players[0]).toMatchObject({ spot: W('france'), gold: 50 });
    expect(after.embassies[W('france')]).toBe(1);
    expect(after.claims[W('france')]).toBe(0);
    expect(B.cards[after.players[0]?.trip.card as number]?.start).toBe(W('france'));
    expect(after.turn.player).toBe(1);
  });
});

describe('first-ambassador cards', () => {
  it('pass clockwise to the next seat with an ambassador there when the holder sells', () => {
    const three = withEmbassies(newGame(3, [1, 2, 3]), { giza: [0, 2], venice: [0] });
    const state = withTurn(three, 'sell', { player: 0, debt: { amount: 150, to: null, next: 'afterFine', joker: false, path: -1 } });
    const played = unwrap(play(withPlayer(state, 0, { gold: 0 }), { type: 'sell', player: 0, wonder: W('giza') }));
    expect(played.state.claims[W('giza')]).toBe(2);
    expect(played.state.phase).toBe('sell');
  });
});

describe('the next trip', () => {
  const arrived = (): AmbassadorsState => {
    // Seat 0's ambassadors wait at every target of the Hagia Sophia's deck: any drawn card may be swapped.
    const targets = Object.fromEntries(B.deckCards[W('hagiaSophia')]?.map((c) => [B.wonderIds[B.cards[c]?.target as number] as string, [0]]) ?? []);
    const state = withEmbassies(moving(newGame(), 0, 12, cardOf('france', 'hagiaSophia'), 1, W('venice')), targets);
    return unwrap(apply(state, { type: 'move', player: 0, path: walk('venice', 'hagiaSophia'), joker: false }));
  };

  it('keeps one of two drawn cards; the other goes under the deck', () => {
    const state = arrived();
    const [c0, c1] = state.turn.drawn as [number, number];
    const kept = unwrap(apply(state, { type: 'keep', player: 0, index: 1 }));
    expect(kept.players[0]?.trip).toEqual({ card: c1, target: B.cards[c1]?.target, rolls: 0, failed: false });
    expect(kept.decks[W('hagiaSophia')]?.at(-1)).toBe(c0);
  });

  it('swaps a drawn card whose target holds the player\'s ambassador, once, for the next card of the deck', () => {
    let state = arrived();
    const index = 0;
    const out = state.turn.drawn[index] as number;
    const next = state.decks[W('hagiaSophia')]?.[0];
    state = unwrap(apply(state, { type: 'swap', player: 0, index }));
    expect(state.turn.drawn[index]).toBe(next);
    expect(state.decks[W('hagiaSophia')]?.at(-1)).toBe(out);
    expect(refusedWith(state, { type: 'swap', player: 0, index })).toBe('swapNotAllowed');
    expect(refusedWith(state, { type: 'keep', player: 0, index: 2 })).toBe('badAction');
    // A card whose target holds none of the player's ambassadors stays.
    const elsewhere = withEmbassies(state, { [B.wonderIds[B.cards[state.turn.drawn[1] as number]?.target as number] as string]: [] });
    expect(refusedWith(elsewhere, { type: 'swap', player: 0, index: 1 })).toBe('swapNotAllowed');
  });
});

describe('the shop', () => {
  it('sells bonus cards blind at 25 gold while gold lasts', () => {
    const state = withTurn(withPlayer(newGame(), 0, { gold: 60, spot: W('venice') }), 'shop', { player: 0 });
    const once = unwrap(apply(state, { type: 'buy', player: 0 }));
    expect(once.players[0]?.gold).toBe(35);
    expect(once.players[0]?.hand.reduce((a, b) => a + b, 0)).toBe(state.players[0]!.hand.reduce((a, b) => a + b, 0) + 1);
    const twice = unwrap(apply(once, { type: 'buy', player: 0 }));
    expect(twice.turn.player).toBe(1);
    expect(refusedWith(withPlayer(state, 0, { gold: 20 }), { type: 'buy', player: 0 })).toBe('cannotAfford');
    expect(refusedWith({ ...state, bonusDeck: [], bonusDiscard: [] }, { type: 'buy', player: 0 })).toBe('deckEmpty');
  });

  it('reshuffles the discard when a draw finds the deck empty', () => {
    const state = { ...withTurn(withPlayer(newGame(), 0, { gold: 60, spot: W('venice') }), 'shop', { player: 0 }), bonusDeck: [], bonusDiscard: ['joker', 'joker'] as const };
    const played = unwrap(play(state as AmbassadorsState, { type: 'buy', player: 0 }));
    expect(played.events.map((e) => e.type)).toEqual(['bonusReshuffled', 'bonusDrawn']);
    expect(played.state.bonusDeck).toEqual(['joker']);
  });
});

describe('the round cap', () => {
  const lastTurn = (state: AmbassadorsState) => withTurn(state, 'shop', { player: (state.first + 1) % 2, round: ROUND_CAP });
  it('ends the game after round 80: fewest wonders missing on the chain, then most ambassadors, then most gold', () => {
    const closer = withEmbassies(newGame(), { venice: [0], hagiaSophia: [0], giza: [1], rhodes: [1], petra: [1] });
    const over = unwrap(apply(lastTurn(closer), { type: 'pass', player: (closer.first + 1) % 2 }));
    expect(over.outcome).toMatchObject({ reason: 'roundCap', winners: [0], order: [0, 1] });
    const more = withEmbassies(newGame(), { venice: [0], carthage: [1], rhodes: [1] });
    expect(unwrap(apply(lastTurn(more), { type: 'pass', player: (more.first + 1) % 2 })).outcome?.winners).toEqual([1]);
    // The United Kingdom and France each lack 4 wonders of a chain at the start.
    const richer = withPlayer(newGame(2, [1, 2]), 1, { gold: 51 });
    expect(unwrap(apply(lastTurn(richer), { type: 'pass', player: (richer.first + 1) % 2 })).outcome?.winners).toEqual([1]);
    const tie = newGame(2, [1, 2]);
    expect(unwrap(apply(lastTurn(tie), { type: 'pass', player: (tie.first + 1) % 2 })).outcome?.winners).toEqual([0, 1]);
  });
});

describe('refusals', () => {
  it('reach every code, each in the situation it names', () => {
    const reached = new Set<string>();
    const expectCode = (code: RuleErrorCode, state: AmbassadorsState, action: unknown) => {
      expect(refusedWith(state, action)).toBe(code);
      reached.add(code);
    };
    const state = newGame();
    const p = state.first;
    const other = 1 - p;
    expectCode('badAction', state, { type: 'fly', player: p });
    expectCode('badAction', state, { type: 'move', player: p, path: [], joker: false });
    expectCode('notYourTurn', state, { type: 'roll', player: other });
    expectCode('wrongPhase', state, { type: 'buy', player: p });
    const walker = moving(newGame(), 0, 3, cardTo('lhasa'), 1, W('france'));
    expectCode('notAdjacent', walker, { type: 'move', player: 0, path: [W('spain')], joker: false });
    expectCode('tooFar', walker, { type: 'move', player: 0, path: walk('france', 'venice'), joker: false });
    expectCode('blocked', withPlayer(walker, 1, { spot: between('france', 'spain').dots[0] as number }), { type: 'move', player: 0, path: walk('france', 'spain'), joker: false });
    expectCode('pathClosed', moving(newGame(), 0, 5, cardTo('rhodes'), 1, W('carthage')), { type: 'move', player: 0, path: walk('carthage', 'rhodes'), joker: false });
    const [a1, a2] = between('france', 'venice').dots as [number, number];
    expectCode('ambushed', { ...moving(newGame(), 0, 9, cardTo('lhasa'), 1, W('france')), ambushes: [a1] }, { type: 'move', player: 0, path: [a1, a2], joker: false });
    expectCode('pastTarget', moving(newGame(), 0, 9, cardTo('spain'), 1, W('france')), { type: 'move', player: 0, path: [...walk('france', 'spain'), between('spain', 'carthage').dots[0] as number], joker: false });
    expectCode('noSuchCard', withPlayer(walker, 0, { hand: hand() }), { type: 'boost', player: 0, card: 'plus3' });
    const ambushing = withTurn(withPlayer(newGame(), 0, { hand: hand(0, 0, 1) }), 'ambush', { player: 0 });
    expectCode('ambushNotAllowed', ambushing, { type: 'ambush', player: 0, dot: W('venice') });
    const shop = withTurn(withPlayer(newGame(), 0, { gold: 10, spot: W('venice') }), 'shop', { player: 0 });
    expectCode('cannotAfford', shop, { type: 'buy', player: 0 });
    expectCode('deckEmpty', { ...withPlayer(shop, 0, { gold: 100 }), bonusDeck: [], bonusDiscard: [] }, { type: 'buy', player: 0 });
    const choosing = withTurn(newGame(), 'choose', { player: 0, drawn: [cardOf('france', 'lhasa')], swapped: [false] });
    expectCode('badIndex', choosing, { type: 'keep', player: 0, index: 1 });
    expectCode('swapNotAllowed', choosing, { type: 'swap', player: 0, index: 0 });
    const selling = withTurn(newGame(), 'sell', { player: 0, debt: { amount: 500, to: null, next: 'afterFine', joker: false, path: -1 } });
    expectCode('noEmbassy', selling, { type: 'sell', player: 0, wonder: W('lhasa') });
    expectCode('mustSell', selling, { type: 'roll', player: 0 });
    const over = { ...state, phase: 'over' as const };
    expectCode('gameOver', over, { type: 'roll', player: p });
    const refusedCode = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? 'accepted' : (result.error?.code as string));
    for (const [code, result] of [
      ['badOptions', createGame({ players: 4, seed: 1, starts: [1, 2, 3, 1] })],
      ['badContent', validateContent({ ...CONTENT_DATA, bonus: { ...CONTENT_DATA.bonus, joker: 0 } })],
      ['badRecord', loadRecord('{oops')],
      ['unknownRecord', loadRecord({ ...toRecord(state), engine: 99 })],
    ] as const) {
      expect(refusedCode(result)).toBe(code);
      reached.add(code);
    }
    expect(RULE_ERRORS.filter((code) => !reached.has(code))).toEqual([]);
  });
});
