// Vocabulary and state of Trails of Tucana. Ids are `as const` tuples so that they double as
// i18n keys; hexes, edges and villages are plain numbers (indices into the island's tables).

export const TERRAINS = ['desert', 'forest', 'mountain', 'water'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** A terrain card shows one terrain, or the joker (any terrain, chosen anew each turn). */
export const CARD_KINDS = [...TERRAINS, 'joker'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const SIGHT_KINDS = ['obelisk', 'book', 'toucan', 'yeti', 'seaMonster'] as const;
export type SightKind = (typeof SIGHT_KINDS)[number];

export const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type Letter = (typeof LETTERS)[number];

export const ISLANDS = ['petit', 'grande'] as const;
export type IslandId = (typeof ISLANDS)[number];

export const SCORE_CATEGORIES = ['sights', 'villages', 'bonuses'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

/** A hex of the island: its index in reading order (rows top to bottom, each left to right). */
export type Hex = number;
/** A pair of adjacent hexes, where a segment may be drawn: its index in the island's edge table. */
export type Edge = number;

/** Options chosen before the game; a game is fully determined by its options and its actions. */
export interface TucanaOptions {
  readonly players: number; // 1..8; 1 = solo
  readonly seed: number; // uint32
  readonly island: IslandId;
  /** The Special Bonus variant: red cards reward joining two sights of one kind. */
  readonly specialBonus: boolean;
  /** Setup options: seat 0 starts writing letters at a random village instead of village 1, */
  readonly randomStart: boolean;
  /** each seat writes its letters counter-clockwise (the card is still read clockwise), */
  readonly counterClockwise: boolean;
  /** and every seat starts where seat 0 does (all sheets alike). */
  readonly symmetric: boolean;
}

/** One player's sheet. Boards are replaced, never changed: the typed arrays are never written once built. */
export interface Board {
  /** Per edge: 0, or 1 + the round the segment was drawn in (the recount reads rounds from here). */
  readonly segments: Uint8Array;
  /** Per hex: the label of its group (hexes joined by this player's segments share a label). */
  readonly groups: Uint8Array;
  /** Sights scored, one bit per sight index. */
  readonly sights: number;
  /** Village pairs connected, one bit per letter. */
  readonly pairs: number;
  /** Per letter: the blue bonus card's points taken, or 0. */
  readonly blue: readonly number[];
  /** Per sight kind: the red bonus card's points taken, or 0. */
  readonly red: readonly number[];
  /** The sight total written at each round end. */
  readonly roundScores: readonly number[];
}

/** A sight scored by a segment: its value, and whether it gives a bonus segment. */
export interface ScoredSight {
  readonly sight: number;
  readonly kind: SightKind;
  readonly value: number;
  readonly bonusSegment: boolean;
}

/** A village pair connected by a segment, and its value on the sheet. */
export interface ConnectedPair {
  readonly letter: Letter;
  readonly points: number;
}

/** One segment of a turn and what it caused (hidden from the other seats until the turn closes). */
export interface DrawnSegment {
  readonly edge: Edge;
  readonly hexes: readonly [Hex, Hex];
  /** A bonus segment (any two adjacent hexes), not the one the cards asked for. */
  readonly bonus: boolean;
  readonly sights: readonly ScoredSight[];
  readonly pairs: readonly ConnectedPair[];
}

export interface TurnInfo {
  readonly round: number; // 0-based
  readonly turn: number; // 0-based inside the round
  /** 1-based count of turns since the game began. */
  readonly number: number;
  readonly cards: readonly [CardKind, CardKind];
  /** Who has drawn this turn (or had nothing to draw). */
  readonly done: readonly boolean[];
  /** Who had no legal segment this turn: the game passed for them. */
  readonly passed: readonly boolean[];
}

export interface TucanaState {
  readonly options: TucanaOptions;
  /** The setup card drawn: an index into SETUP_CARDS. */
  readonly setupCard: number;
  /** The village where seat 0 wrote its first letter (0-based: village 1 is 0). */
  readonly startVillage: number;
  /** Per seat, per village: the letter written there. */
  readonly letters: readonly (readonly Letter[])[];
  readonly phase: 'draw' | 'over';
  readonly turn: TurnInfo;
  readonly boards: readonly Board[];
  /** The boards as of the start of the open turn: what every seat has seen of the others. */
  readonly settled: readonly Board[];
  /** Per seat: the segments of the open turn and what each caused (hidden from the others). */
  readonly turnSegments: readonly (readonly DrawnSegment[])[];
  /** Per letter: the blue bonus cards still in its pile, top first (their points). */
  readonly blue: readonly (readonly number[])[];
  /** Special Bonus: the red cards revealed at setup, and whether each is still on the table. */
  readonly redCards: readonly SightKind[];
  readonly redOpen: readonly boolean[];
  /** Hidden: the cards still face down this round, top first (the last is never revealed). */
  readonly pile: readonly CardKind[];
  readonly rng: number;
  readonly log: readonly TucanaAction[];
}

/** A player's whole turn: the segment the cards ask for, then each bonus segment in order. */
export interface TucanaAction {
  readonly type: 'draw';
  readonly player: number;
  readonly edges: readonly Edge[];
}
