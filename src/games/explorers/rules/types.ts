// Vocabulary of the game. Everything is an `as const` tuple so that ids double as i18n keys.

export const TERRAINS = ['prairie', 'water', 'desert', 'mountain'] as const;
export type Terrain = (typeof TERRAINS)[number];

export const OBJECTS = ['key', 'scroll', 'horse', 'apple', 'carrot', 'fish', 'gem', 'temple'] as const;
export type ObjectKind = (typeof OBJECTS)[number];

export const PROVISIONS = ['apple', 'carrot', 'fish'] as const;
export type Provision = (typeof PROVISIONS)[number];

export const QUADRANTS = ['A', 'B', 'C', 'D'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

export const SIDES = ['basic', 'expert'] as const;
export type Side = (typeof SIDES)[number];

export const SCORING_PARTS = ['temples', 'provisions', 'villages', 'gemstones'] as const;
export type ScoringPart = (typeof SCORING_PARTS)[number];

export const SCORE_CATEGORIES = ['provisions', 'gemstones', 'villages', 'temples', 'achievements'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

export const ACHIEVEMENTS = [
  'avoid-horse',
  'avoid-scroll',
  'avoid-gem',
  'areas-prairie',
  'areas-water',
  'areas-desert',
  'areas-mountain',
  'full-line',
  'count-provision-sets',
  'count-full-villages',
  'count-temples-surrounded',
  'count-corners',
  'race-all-villages',
  'race-villages-temples',
  'race-edges',
  'race-quadrants',
  'longest-line',
  'largest-square',
] as const;
export type AchievementId = (typeof ACHIEVEMENTS)[number];

/** The map is 16×16; a cell is its index `row * 16 + col`. */
export const MAP_SIZE = 16;
export const TILE_SIZE = 8;
export type Cell = number;

export type Rotation = 0 | 1 | 2 | 3; // quarter turns clockwise

/** One landscape tile as content data (validated at load, see content.ts). */
export interface TileData {
  readonly id: number; // 1..8, the number shown on its village
  /** 8 rows of 8 letters: P prairie, W water, D desert, M mountain, V village. */
  readonly terrain: readonly string[];
  /** 8 rows of 8 letters: . nothing, K key, S scroll, H horse, A apple, C carrot, F fish, G gem, T temple. */
  readonly objects: readonly string[];
  /** The achievement printed on the tile's back. */
  readonly achievement: AchievementId;
}

export interface TilePlacement {
  readonly tile: number; // tile id 1..8
  readonly rotation: Rotation;
}

/** Options chosen before the game; a game is fully determined by its options, its seed and its actions. */
export interface GameOptions {
  readonly players: number; // 1..4; 1 = solo variant
  readonly seed: number; // uint32
  readonly sides: Readonly<Record<ScoringPart, Side>>;
  /** Tiles for quadrants A, B, C, D in that order, or 'random' (drawn from the seed). */
  readonly map: readonly TilePlacement[] | 'random';
  /** Chosen achievement ids, or a count drawn at random from the backs of the tiles left off the map. */
  readonly achievements: readonly AchievementId[] | { readonly random: number };
}

/** A card offers two options: a single terrain each, or (wild cards) a duo of terrains each. */
export interface Card {
  readonly id: number; // 0..7
  readonly options: readonly [readonly Terrain[], readonly Terrain[]];
}

export type OptionIndex = 0 | 1;

/** How many positions a track has and which are still open (shared by all players). */
export interface Track {
  readonly open: readonly boolean[]; // 4 positions, best first
}

export interface PlayerBoard {
  /** Per cell: 0 unmarked, otherwise 1 + the round index in which it was marked (setup counts as round 0). */
  readonly marks: Uint8Array;
  readonly keysFound: number; // circled key slots (max KEY_SLOTS)
  readonly keysUsed: number;
  /** Turn number at which each circled scroll was found; a scroll is usable on a later turn. */
  readonly scrollsFound: readonly number[];
  readonly scrollsUsed: number;
  /** Provisions crossed on the provisions tile, per round column. */
  readonly provisions: readonly (readonly [number, number, number])[]; // [round][apple, carrot, fish]
  readonly gems: number; // gemstones crossed
  /** Per quadrant: the temple track position this player circled there, or -1. */
  readonly temples: readonly number[];
  /** Per achievement in play (same order as state.achievements): race position won, or -1. */
  readonly races: readonly number[];
  /** Points recorded at each round end. */
  readonly roundScores: { readonly provisions: readonly number[]; readonly gemstones: readonly number[] };
}

export type Phase =
  | { readonly kind: 'startVillage' } // the first player picks among tied villages
  | { readonly kind: 'setup' } // every player places 3 Xs on one terrain
  | { readonly kind: 'choose' } // the active player chooses an option of the revealed card
  | { readonly kind: 'place' } // every player plays the turn (simultaneously)
  | { readonly kind: 'bonus' } // expert temples: players owed bonus Xs place them
  | { readonly kind: 'over' };

export interface TurnInfo {
  readonly round: number; // 0..3
  readonly turn: number; // 0..6 inside the round
  /** Global turn number: 0 is the setup, 1..28 the regular turns. */
  readonly number: number;
  readonly card: Card | null; // null during setup
  /** Solo: the option facing the player (3 Xs). */
  readonly facing: OptionIndex | null;
  readonly active: number | null; // null in solo and in the 3-player last turn
  readonly activeChoice: OptionIndex | null;
  /** Players who have submitted their action in the current phase. */
  readonly done: readonly boolean[];
  /** Per player: temple quadrants reached this turn (settled at the end of the turn). */
  readonly templesReached: readonly (readonly number[])[];
  /** Per player: bonus Xs still to place (expert temples). */
  readonly bonusOwed: readonly number[];
}

export interface GameState {
  readonly options: GameOptions;
  readonly map: GameMap;
  readonly achievements: readonly AchievementId[];
  readonly startVillage: Cell | null;
  readonly phase: Phase;
  readonly firstPlayer: number; // first player of the current round
  readonly turn: TurnInfo;
  readonly boards: readonly PlayerBoard[];
  /** The boards as of the start of the open step: what every player has seen of the others. */
  readonly settled: readonly PlayerBoard[];
  /** Per player: the Xs of the open step and what each triggered (hidden from the others). */
  readonly stepMarks: readonly (readonly PlacementMark[])[];
  readonly temples: readonly Track[]; // per quadrant
  readonly raceTracks: readonly Track[]; // per achievement in play (unused entries for non-race ones)
  /** Hidden information: cards still to be drawn this round, top first, and the card set aside. */
  readonly deck: { readonly pile: readonly number[]; readonly aside: number | null };
  readonly rng: number; // seeded RNG state
  readonly log: readonly Action[];
}

export const EFFECTS = ['none', 'key', 'scroll', 'horse', 'provision', 'gem', 'temple', 'wasted'] as const;
export type Effect = (typeof EFFECTS)[number];

/** One X placed and what it triggered. */
export interface PlacementMark {
  readonly cell: Cell;
  readonly effect: Effect;
  /** The X was a horse's extra X. */
  readonly extra: boolean;
}

/** The assembled 16×16 map, derived once from the options. */
export interface GameMap {
  readonly tiles: readonly TilePlacement[]; // A, B, C, D
  /** Per cell: terrain index into TERRAINS, or VILLAGE. */
  readonly terrain: Uint8Array;
  /** Per cell: index into OBJECTS + 1, or 0 for none. */
  readonly object: Uint8Array;
  /** Per cell: the village's tile number, 0 elsewhere. */
  readonly villageNumber: Uint8Array;
  /** Per cell: terrain area id (orthogonally connected same terrain on the whole map), -1 for villages. */
  readonly area: Int16Array;
  readonly areaCount: number;
  readonly villages: readonly Cell[];
  readonly temples: readonly Cell[]; // indexed by quadrant
}
export const VILLAGE = 4;

// ---- Actions -------------------------------------------------------------------------------

/** How a player uses the turn: an option of the card, or a scroll with a terrain of choice. */
export type Pick =
  | { readonly kind: 'card'; readonly option: OptionIndex }
  | { readonly kind: 'scroll'; readonly terrain: Terrain };

export type Action =
  | { readonly type: 'startVillage'; readonly player: number; readonly village: Cell }
  | { readonly type: 'setup'; readonly player: number; readonly terrain: Terrain; readonly cells: readonly Cell[] }
  | { readonly type: 'choose'; readonly player: number; readonly option: OptionIndex }
  /** A whole turn: the pick, then every X in order (horse extras follow the horse they come from). */
  | { readonly type: 'turn'; readonly player: number; readonly pick: Pick; readonly cells: readonly Cell[] }
  | { readonly type: 'bonus'; readonly player: number; readonly terrain: Terrain; readonly cells: readonly Cell[] };

export type ActionType = Action['type'];
