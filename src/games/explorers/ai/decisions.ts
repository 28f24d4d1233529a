// Every decision a player makes, phase by phase, through one Planner.
import { TERRAINS, expectedActors, legalPicks, placerOf, tiedVillages, type Action, type DraftStart, type GameState } from '../rules/index';
import { afterChoice, afterStartVillage } from './hypothetical';
import { RIVAL_VIEW } from './levels';
import { Planner, type Foresight, type Profile } from './planner';

export interface Decision {
  readonly action: Action;
  readonly rng: number;
}

const terrainStarts = (type: 'setup' | 'bonus'): DraftStart[] => TERRAINS.map((terrain) => ({ type, terrain }));
const pickStarts = (state: GameState, player: number): DraftStart[] => legalPicks(state, player).map((pick) => ({ type: 'turn', pick }));

/** The option with the highest value (the first on a tie), and every option's value. */
function bestOf<T>(options: readonly T[], valueOf: (option: T) => number): { best: T; values: Map<T, number> } {
  let best = options[0] as T;
  let bestValue = -Infinity;
  const values = new Map<T, number>();
  for (const option of options) {
    const value = valueOf(option);
    values.set(option, value);
    if (value > bestValue) {
      best = option;
      bestValue = value;
    }
  }
  return { best, values };
}

/** What the other players can make of the turn once the active player has chosen (their mean plan value). */
function rivalsGain(state: GameState, player: number): number {
  const others = expectedActors(state).filter((p) => p !== player);
  const total = others.reduce((sum, p) => sum + new Planner(state, p, RIVAL_VIEW, 0).best(state, pickStarts(state, p)).value, 0);
  return others.length === 0 ? 0 : total / others.length;
}

/** A decision made: the action, and the measure it was chosen by, for any action of the same phase. */
interface Chosen {
  readonly action: Action;
  valueOf(action: Action): number;
}

/** The value of one of a phase's alternatives (the start villages, the card's options), looked up by the action's choice. */
const alternative = <T>(values: Map<T, number>, of: (action: Action) => T | undefined) => (action: Action): number => {
  const value = values.get(of(action) as T);
  if (value === undefined) throw new Error(`AI: ${action.type} is not one of this decision's alternatives`);
  return value;
};

function choose(state: GameState, player: number, profile: Profile, planner: Planner): Chosen {
  // The value of a way to mark Xs, by the search's own measure.
  const placement = (action: Action): number => {
    if (!('cells' in action)) throw new Error(`AI: ${action.type} marks no Xs`);
    const placer = placerOf(state, action);
    if (!placer.ok) throw new Error(`AI: ${placer.error.detail}`);
    return planner.valueOf(state, placer.value);
  };
  switch (state.phase.kind) {
    case 'startVillage': {
      const villages = tiedVillages(state);
      const { best, values } = bestOf(villages, (v) => planner.best(afterStartVillage(state, v), terrainStarts('setup'), 1 / villages.length).value);
      return { action: { type: 'startVillage', player, village: best }, valueOf: alternative(values, (a) => (a.type === 'startVillage' ? a.village : undefined)) };
    }
    case 'setup':
    case 'bonus':
      return { action: planner.best(state, terrainStarts(state.phase.kind)).action, valueOf: placement };
    case 'choose': {
      // The option also decides what the others get: 3 Xs on the other one, or 2 on the same.
      const { best, values } = bestOf([0, 1] as const, (o) => {
        const after = afterChoice(state, o);
        const mine = planner.best(after, pickStarts(after, player), 1 / 2).value;
        return profile.denial === 0 ? mine : mine - profile.denial * rivalsGain(after, player);
      });
      return { action: { type: 'choose', player, option: best }, valueOf: alternative(values, (a) => (a.type === 'choose' ? a.option : undefined)) };
    }
    case 'place':
      return { action: planner.best(state, pickStarts(state, player)).action, valueOf: placement };
    case 'over':
      throw new Error('AI: the game is over');
  }
}

export function decideWith(state: GameState, player: number, profile: Profile, rng: number, foresight?: Foresight): Decision {
  const planner = new Planner(state, player, profile, rng, foresight);
  const { action } = choose(state, player, profile, planner);
  return { action, rng: planner.rng };
}

/** `decideWith`'s choice and what it and `played` are worth by the measure it chose with. */
export function judgeWith(state: GameState, player: number, profile: Profile, rng: number, played: Action): { choice: Action; choiceValue: number; playedValue: number } {
  const planner = new Planner(state, player, profile, rng);
  const chosen = choose(state, player, profile, planner);
  return { choice: chosen.action, choiceValue: chosen.valueOf(chosen.action), playedValue: chosen.valueOf(played) };
}
