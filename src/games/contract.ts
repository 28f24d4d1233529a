// The one contract between the shell and a game. The shell (menu, setup, play, scoring,
// settings, how-to, saves, audio, i18n, the AI worker and the online client) talks to a game
// only through its `GameDefinition`; a game is one folder under src/games plus one line in
// registry.ts. Everything here is plain data and pure functions, so a server can run it too; what
// only a screen needs (its how-to pages, which draw) loads lazily, as the AI does.
import type Phaser from 'phaser';

/** A refusal from a game's rules: a code that is also an i18n key (`<namespace>:errors.<code>`). */
export interface Refusal<Code extends string = string> {
  readonly code: Code;
  readonly detail: string;
}

export type Outcome<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Refusal<Code> };

/** What an accepted action led to: the next state and what it caused, in order. */
export interface Transition<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/** A game's final or running score for one seat: points per category (i18n keys) and a total. */
export type ScoreBreakdown = Readonly<Record<string, number>> & { readonly total: number };

/** The rules of a game as the shell and the server use them: pure, deterministic, never throwing. */
export interface GameRules<Options, State, View, Event, Move, Code extends string = string> {
  /** Every refusal code the rules can give (each has a message in every locale). */
  readonly errorCodes: readonly Code[];
  /** Options as typed in a form or read from a link or a save: checked, or refused. */
  validateOptions(input: unknown): Outcome<Options, Code>;
  create(options: Options): Outcome<State, Code>;
  /** The only transition; `input` is untrusted (a click, a saved log, a network message). */
  play(state: State, input: unknown): Outcome<Transition<State, Event>, Code>;
  /** Seats that must act now (several at once in simultaneous steps; none once over). */
  expectedActors(state: State): readonly number[];
  isOver(state: State): boolean;
  /** What one seat (or a spectator, `null`) may know: plain JSON, no hidden information. */
  view(state: State, seat: number | null): View;
  /** The events a seat (or a spectator) may see, filtered like views. */
  eventsFor(events: readonly Event[], seat: number | null): Event[];
  /** The decisions open to `seat` now, read from its view alone. */
  legalMoves(view: View, seat: number): readonly Move[];
  /** The running score of every seat as `view` shows it. */
  scores(view: View): readonly ScoreBreakdown[];
  /** Seats from best to worst and the winners (after the game's tie-break), once over. */
  ranking(view: View): SeatRanking | null;
  /** A versioned JSON record (options and actions) and its loader: replay rebuilds the state. */
  toRecord(state: State): unknown;
  loadRecord(input: unknown): Outcome<State, Code>;
}

/** Seats from best to worst and the winners, as `GameRules.ranking` gives them. */
export interface SeatRanking {
  readonly order: readonly number[];
  readonly winners: readonly number[];
}

/** A view with each board's score and, once over, the ranking: a game's `scores` and `ranking` read it so. */
export interface ScoredView {
  readonly boards: readonly { readonly score: ScoreBreakdown }[];
  readonly ranking: SeatRanking | null;
}

export const boardScores = (view: ScoredView): readonly ScoreBreakdown[] => view.boards.map((board) => board.score);

/** Only the order and the winners: a view's ranking may carry more (the scores) that the contract does not promise. */
export const seatRanking = (view: ScoredView): SeatRanking | null => (view.ranking ? { order: view.ranking.order, winners: view.ranking.winners } : null);

/** A bot's answer: the action to play and the RNG state after it. */
export interface AiDecision<Action> {
  readonly action: Action;
  readonly rng: number;
}

/** A game's AI, loaded lazily into the AI worker: it decides from a seat's view only. */
export interface GameAi<View, Action> {
  readonly levels: readonly string[];
  decide(view: View, level: string, rng: number): AiDecision<Action>;
}

/** Where a how-to picture goes, in the scene's logical units. */
export interface HowToBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** How to play a game: the shell's how-to screen turns its pages; the game draws their pictures. */
export interface HowToBook {
  /** Page ids in order; a page's title and text are the i18n keys `<keyPrefix><id>.title` and `.text`. */
  readonly pages: readonly string[];
  /** Its pages' keys up to the page id, with the dot: 'howto.pages.', 'tucana:howto.pages.'. */
  readonly keyPrefix: string;
  /** Draws a page's picture into `into`, inside `box`; `compact` on a phone held upright. */
  drawPicture(scene: Phaser.Scene, into: Phaser.GameObjects.Container, page: string, box: HowToBox, compact: boolean): void;
}

/** Everything the shell needs to offer, set up, play and score a game. */
export interface GameDefinition<Options = unknown, State = unknown, Action = unknown, View = unknown, Event = unknown, Move = unknown> {
  /** Stable id: in saves, records, links and the registry. */
  readonly id: string;
  /** The i18n namespace of its texts, and the key of its name there. */
  readonly localeNamespace: string;
  readonly nameKey: string;
  readonly players: { readonly min: number; readonly max: number };
  /** AI levels offered for its seats, weakest first. */
  readonly aiLevels: readonly string[];
  readonly rules: GameRules<Options, State, View, Event, Move>;
  /** Its AI, loaded only where bots run (the AI worker, the server). */
  loadAi(): Promise<GameAi<View, Action>>;
  /** Its how-to pages, loaded when a player opens them (never on the server). */
  loadHowTo(): Promise<HowToBook>;
  /** Its content (maps, cards, tiles, scoring tables) checked at load: broken data refuses new games. */
  readonly content: Outcome<unknown>;
  /** Keys of the scenes it brings for setup, play and scoring (the shell hosts the rest). */
  readonly scenes: { readonly setup: string; readonly play: string; readonly scoring: string };
}

/** A definition of any game, as the registry holds them side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own types
export type AnyGame = GameDefinition<any, any, any, any, any, any>;
