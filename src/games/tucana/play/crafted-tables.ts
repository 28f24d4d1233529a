// For end-to-end tests only: Tucana tables on states no real game reaches in reasonable play,
// built through the rules' public API as the rule tests build them. Only the test bridge imports
// this module (it is never in a build without the bridge), and a crafted table is never saved:
// its record would replay to another game.
import { groupsOf, islandOf, TERRAINS, type TucanaState } from '../rules/index';
import { tucanaRules } from '../contract-rules';
import { TucanaController } from './controller';
import { TUCANA_SEAT_COLORS, type Seat } from './game-config';

type Opened = ReturnType<typeof TucanaController.create>;
type Deps = Parameters<typeof TucanaController.create>[1];

/** What the play scene opens: the table, given the scene's own deps. */
export interface CraftedTable {
  readonly open: (deps: Deps) => Opened;
}

class CraftedController extends TucanaController {
  static on(state: TucanaState, seats: readonly Seat[], deps: Deps): CraftedController {
    return new CraftedController(state, seats, { ...deps, save: () => undefined });
  }
}

/**
 * You (seat 0) against the computer on Isla Petit, with every water–water pair of your sheet
 * drawn: this turn shows two jokers, the next one water and water, for which you have nothing to draw.
 */
function nothingToDraw(): TucanaState {
  const made = tucanaRules.create({ players: 2, seed: 7, island: 'petit', specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false });
  if (!made.ok) throw new Error(made.error.detail);
  const state = made.value;
  const island = islandOf(state.options.island);
  const isWater = (hex: number): boolean => TERRAINS[island.terrain[hex] as number] === 'water';
  const [own, ...others] = state.boards;
  if (!own) throw new Error('a game without seats');
  const segments = Uint8Array.from(own.segments);
  for (let e = 0; e < island.edgeCount; e++) if (isWater(island.edgeHexes[2 * e] as number) && isWater(island.edgeHexes[2 * e + 1] as number)) segments[e] = 1;
  const boards = [{ ...own, segments, groups: groupsOf(island, segments) }, ...others];
  return { ...state, boards, settled: boards, pile: ['water', 'water', ...state.pile.slice(2)], turn: { ...state.turn, cards: ['joker', 'joker'] } };
}

const SEATS: readonly Seat[] = [
  { kind: 'human', name: 'Ana', color: TUCANA_SEAT_COLORS[0] },
  { kind: 'ai', level: 'easy', name: 'Bruno', color: TUCANA_SEAT_COLORS[1] },
];

export const CRAFTED_TABLES = {
  nothingToDraw: (): CraftedTable => ({ open: (deps) => ({ ok: true, value: CraftedController.on(nothingToDraw(), SEATS, deps) }) }),
} as const;

export type CraftedTableName = keyof typeof CRAFTED_TABLES;
