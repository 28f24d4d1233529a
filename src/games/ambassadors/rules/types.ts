// Vocabulary and state of Ambassadors. Wonders, dots and cards are plain numbers (indices into
// the content's tables); a spot is a wonder (0 … wonders − 1) or a dot (wonders …).

export const BONUS_KINDS = ['plus2', 'plus3', 'ambush', 'joker'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export const PATH_COLOURS = ['green', 'orange'] as const;
export type PathColour = (typeof PATH_COLOURS)[number];

export interface WonderData {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** 1–4: a start wonder, numbered as the rulebook does. */
  readonly start?: number;
  /** The Forbidden City, the end of every chain. */
  readonly city?: true;
}

export interface PathData {
  readonly a: string;
  readonly b: string;
  readonly dots: number;
  readonly colour: PathColour;
}

export interface MapData {
  readonly wonders: readonly WonderData[];
  readonly paths: readonly PathData[];
}

/**
 * An exploration card: from the wonder of its deck to `target`. Arriving by roll `top` pays
 * `topGold`, by roll `mid` pays `midGold`; roll `mid + 1` fails the trip and costs `fine`.
 */
export interface TripCardData {
  readonly target: string;
  readonly top: number;
  readonly topGold: number;
  readonly mid: number;
  readonly midGold: number;
  readonly fine: number;
}

export interface DeckData {
  readonly wonder: string;
  /** The first-ambassador card's toll. */
  readonly toll: number;
  readonly cards: readonly TripCardData[];
}

/** Options chosen before the game; a game is fully determined by its options and its actions. */
export interface AmbassadorsOptions {
  readonly players: number; // 2..4
  readonly seed: number; // uint32
  /** Per seat: its start wonder's number (1–4), all different. */
  readonly starts: readonly number[];
  /** Who plays first: absent, the farthest start from the City (ties drawn); 'drawn', any seat drawn
   * from the seed, as in games recorded before that rule (record version 1, migrated). */
  readonly firstPlayer?: 'drawn';
}

/** A seat's exploration: the card (null once it failed and went under its deck), its target and the rolls so far. */
export interface Trip {
  readonly card: number | null;
  readonly target: number;
  readonly rolls: number;
  readonly failed: boolean;
}

export interface PlayerState {
  readonly spot: number;
  readonly gold: number;
  /** Bonus cards in hand, counted per kind (BONUS_KINDS order). */
  readonly hand: readonly number[];
  readonly trip: Trip;
  /** Ambassadors not on the board. */
  readonly supply: number;
}

export const PHASES = ['roll', 'move', 'ambush', 'shop', 'choose', 'sell', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** What a debt being settled by sales leads to once paid. */
export type DebtNext = 'afterFine' | 'afterToll';

export interface Debt {
  readonly amount: number;
  /** Who is paid: a seat (a toll), or null (the king: a fine). */
  readonly to: number | null;
  readonly next: DebtNext;
  /** A toll's walk passes ambushes with jokers: it holds for the spot resolved after the debt. */
  readonly joker: boolean;
  /** The orange path whose tolls are being paid (−1 for a fine): its other end's toll may follow. */
  readonly path: number;
}

export interface TurnState {
  readonly player: number;
  readonly round: number;
  readonly dice: readonly [number, number] | null;
  /** Movement points left this turn. */
  readonly points: number;
  /** Wonders whose toll this move has paid. */
  readonly tolled: readonly number[];
  /** The two exploration cards drawn at an arrival, and whether each is a swapped-in one. */
  readonly drawn: readonly number[];
  readonly swapped: readonly boolean[];
  readonly debt: Debt | null;
}

export interface Outcome {
  readonly reason: 'chain' | 'roundCap';
  readonly winners: readonly number[];
  /** Seats from best to worst. */
  readonly order: readonly number[];
}

export interface AmbassadorsState {
  readonly options: AmbassadorsOptions;
  readonly phase: Phase;
  readonly first: number;
  readonly turn: TurnState;
  readonly players: readonly PlayerState[];
  /** Per wonder: a bit per seat holding an ambassador there. */
  readonly embassies: readonly number[];
  /** Per wonder: the seat holding its first-ambassador card, or −1 (on the pile). */
  readonly claims: readonly number[];
  /** Dots holding an ambush token. */
  readonly ambushes: readonly number[];
  /** Per wonder: its exploration deck, top first (hidden order). */
  readonly decks: readonly (readonly number[])[];
  /** The bonus deck, top first (hidden order), and its face-up discard. */
  readonly bonusDeck: readonly BonusKind[];
  readonly bonusDiscard: readonly BonusKind[];
  readonly outcome: Outcome | null;
  readonly rng: number;
  /** The actions so far, newest first: each state adds one entry and shares the rest (records list them oldest first). */
  readonly log: LogEntry | null;
}

export interface LogEntry {
  readonly action: AmbassadorsAction;
  readonly previous: LogEntry | null;
}

/** A turn is a sequence of these small actions, by the seat whose turn it is. */
export type AmbassadorsAction =
  | { readonly type: 'roll'; readonly player: number }
  /** Play a +2 or +3 card during the move. */
  | { readonly type: 'boost'; readonly player: number; readonly card: 'plus2' | 'plus3' }
  /** Walk along `path`, the spots entered in order; `joker`: pass every ambush on the way with a joker card. */
  | { readonly type: 'move'; readonly player: number; readonly path: readonly number[]; readonly joker: boolean }
  | { readonly type: 'ambush'; readonly player: number; readonly dot: number }
  | { readonly type: 'buy'; readonly player: number }
  | { readonly type: 'swap'; readonly player: number; readonly index: number }
  | { readonly type: 'keep'; readonly player: number; readonly index: number }
  | { readonly type: 'sell'; readonly player: number; readonly wonder: number }
  /** Done with the optional step open now: the move, the ambush or the shop. */
  | { readonly type: 'pass'; readonly player: number };

export type ActionType = AmbassadorsAction['type'];
export const ACTION_TYPES = ['roll', 'boost', 'move', 'ambush', 'buy', 'swap', 'keep', 'sell', 'pass'] as const satisfies readonly ActionType[];
