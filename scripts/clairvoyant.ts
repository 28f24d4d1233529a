// BENCHMARK TOOL ONLY — NEVER USED BY THE GAME'S AI.
// The clairvoyant planner reads the hidden deck order and the RNG, so it knows every card still to
// come this round and (solo) which option will face the player. It runs the hard level's search,
// but judges each candidate by playing the real rest of the round. Its score on the same seeds
// is the ceiling a fair player is measured against.
import { decideWith, type Decision } from '../src/games/explorers/ai/decisions';
import { PROFILES } from '../src/games/explorers/ai/levels';
import type { Future, Turn } from '../src/games/explorers/ai/lookahead';
import type { Foresight, Profile } from '../src/games/explorers/ai/planner';
import { CARDS, nextInt, shuffle, type Card, type GameState, type OptionIndex } from '../src/games/explorers/rules/index';

/** The rest of the round as the engine will deal it, read from the hidden state. */
const peek: Foresight = (state: GameState): readonly Future[] => {
  let { pile } = state.deck;
  let rng = state.rng;
  if (state.turn.number === 0) {
    // The first round is dealt right after the setup: all but the card set aside.
    const dealt = shuffle(rng, CARDS.map((c) => c.id));
    pile = dealt.value.slice(0, CARDS.length - 1);
    rng = dealt.rng;
  }
  const turns: Turn[] = pile.map((id) => {
    let facing: OptionIndex | null = null;
    if (state.options.players === 1) {
      const drawn = nextInt(rng, 2);
      rng = drawn.rng;
      facing = drawn.value as OptionIndex;
    }
    return { card: CARDS[id] as Card, facing };
  });
  return turns.length === 0 ? [] : [{ turns, weight: 1 }];
};

export const CLAIRVOYANT: Profile = { ...PROFILES.hard, lookahead: 8, budget: 20_000 };

export function clairvoyantDecide(state: GameState, player: number, rng: number): Decision {
  return decideWith(state, player, CLAIRVOYANT, rng, peek);
}
