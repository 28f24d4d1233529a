// Every decision a player makes, phase by phase, through one Planner.
import { TERRAINS, expectedActors, legalPicks, tiedVillages, type Action, type DraftStart, type GameState } from '../rules/index';
import { afterChoice, afterStartVillage } from './hypothetical';
import { RIVAL_VIEW } from './levels';
import { Planner, type Foresight, type Profile } from './planner';

export interface Decision {
  readonly action: Action;
  readonly rng: number;
}

const terrainStarts = (type: 'setup' | 'bonus'): DraftStart[] => TERRAINS.map((terrain) => ({ type, terrain }));
const pickStarts = (state: GameState, player: number): DraftStart[] => legalPicks(state, player).map((pick) => ({ type: 'turn', pick }));

/** The option with the highest value (the first on a tie). */
function bestOf<T>(options: readonly T[], valueOf: (option: T) => number): T {
  let best = options[0] as T;
  let bestValue = -Infinity;
  for (const option of options) {
    const value = valueOf(option);
    if (value > bestValue) {
      best = option;
      bestValue = value;
    }
  }
  return best;
}

/** What the other players can make of the turn once the active player has chosen (their mean plan value). */
function rivalsGain(state: GameState, player: number): number {
  const others = expectedActors(state).filter((p) => p !== player);
  const total = others.reduce((sum, p) => sum + new Planner(state, p, RIVAL_VIEW, 0).best(state, pickStarts(state, p)).value, 0);
  return others.length === 0 ? 0 : total / others.length;
}

export function decideWith(state: GameState, player: number, profile: Profile, rng: number, foresight?: Foresight): Decision {
  const planner = new Planner(state, player, profile, rng, foresight);
  const action = ((): Action => {
    switch (state.phase.kind) {
      case 'startVillage': {
        const villages = tiedVillages(state);
        const village = bestOf(villages, (v) => planner.best(afterStartVillage(state, v), terrainStarts('setup'), 1 / villages.length).value);
        return { type: 'startVillage', player, village };
      }
      case 'setup':
      case 'bonus':
        return planner.best(state, terrainStarts(state.phase.kind)).action;
      case 'choose': {
        // The option also decides what the others get: 3 Xs on the other one, or 2 on the same.
        const option = bestOf([0, 1] as const, (o) => {
          const after = afterChoice(state, o);
          const mine = planner.best(after, pickStarts(after, player), 1 / 2).value;
          return profile.denial === 0 ? mine : mine - profile.denial * rivalsGain(after, player);
        });
        return { type: 'choose', player, option };
      }
      case 'place':
        return planner.best(state, pickStarts(state, player)).action;
      case 'over':
        throw new Error('AI: the game is over');
    }
  })();
  return { action, rng: planner.rng };
}
