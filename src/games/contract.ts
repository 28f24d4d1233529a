// The one contract between the shell and a game. The shell (menu, setup, play, scoring,
// settings, how-to, saves, audio, i18n, the AI worker and the online client) talks to a game
// only through its `GameDefinition`; a game is one folder under src/games plus one line in
// registry.ts. Everything here is plain data and pure functions, so a server can run it too; what
// only a screen needs (its how-to pages, which draw) loads lazily, as the AI does.
import type Phaser from 'phaser';
import type { LanguageTexts, Message } from '../platform/i18n';
import type { Result, RuleError } from './common/result';

/** What the rules give back: a value, or a refusal whose code is also an i18n key (`<namespace>:errors.<code>`). The rules' own `Result`, named by its codes. */
export type Outcome<T, Code extends string = string> = Result<T, RuleError<Code>>;

/** What an accepted action led to: the next state and what it caused, in order. */
export interface Transition<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/** A game's final or running score for one seat: points per category (i18n keys) and a total. */
export type ScoreBreakdown = Readonly<Record<string, number>> & { readonly total: number };

/** The rules of a game as the shell and the server use them: pure, deterministic, never throwing. */
export interface GameRules<Options, State, View, Event, Move, Code extends string = string, Action = unknown> {
  /** Every refusal code the rules can give (each has a message in every locale). */
  readonly errorCodes: readonly Code[];
  /** Options as typed in a form or read from a link or a save: checked, or refused. */
  validateOptions(input: unknown): Outcome<Options, Code>;
  /** A new game's options as its setup first offers them, for `players` seats: quick games, the contract tests. */
  defaultOptions(players: number, seed: number): Options;
  create(options: Options): Outcome<State, Code>;
  /**
   * The only transition; `input` is untrusted (a click, a saved log, a network message). An action
   * is an object that names its seat as `player`: the server refuses one a client sends for another seat.
   */
  play(state: State, input: unknown): Outcome<Transition<State, Event>, Code>;
  /** Seats that must act now (several at once in simultaneous steps; none once over). */
  expectedActors(state: State): readonly number[];
  isOver(state: State): boolean;
  /** Which turn `state` is in, as the game counts turns: one number for every action of a turn, another once the next begins (replays step turn by turn). */
  turnOf(state: State): number;
  /** What one seat (or a spectator, `null`) may know: plain JSON, no hidden information. */
  view(state: State, seat: number | null): View;
  /** The events a seat (or a spectator) may see, filtered like views. */
  eventsFor(events: readonly Event[], seat: number | null): Event[];
  /** The decisions open to `seat` now, read from its view alone. */
  legalMoves(view: View, seat: number): readonly Move[];
  /**
   * A random legal action of `seat`, one the rules expect now, drawn from `rng` (each choice of a turn
   * drawn evenly among the legal ones): what a seat plays when its AI keeps failing (src/table/bot-fallback.ts).
   */
  randomAction(state: State, seat: number, rng: number): AiDecision<Action>;
  /** The running score of every seat as `view` shows it. */
  scores(view: View): readonly ScoreBreakdown[];
  /** Seats from best to worst and the winners (after the game's tie-break), once over. */
  ranking(view: View): SeatRanking | null;
  /** A finished solo game's rank on the game's own scale (0 the lowest), null otherwise; absent in a game without ranks. */
  readonly soloRank?: (view: View) => number | null;
  /** A versioned JSON record (options and actions) and its loader: replay rebuilds the state. */
  toRecord(state: State): GameRecordShape;
  loadRecord(input: unknown): Outcome<State, Code>;
  /** Its content (maps, cards, tiles, scoring tables) checked at load: broken data refuses new games. */
  readonly content: Outcome<unknown>;
}

/** What every game's record holds, whatever its version: the options and the actions, in order. */
export interface GameRecordShape {
  readonly options: unknown;
  readonly actions: readonly unknown[];
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

/**
 * The AI's judgement of one decision (one `decide`: one action) from the deciding seat's view, by
 * the one evaluation `decide` ranks its choices with (the expected final points, or the game's own
 * measure): the action it would play and what it and the played one are worth.
 */
export interface AiJudgement<Action> {
  /** What `decide` plays at that level and rng; the played action itself when that is worth as much or more. */
  readonly best: Action;
  /** Never below `playedValue`. */
  readonly bestValue: number;
  readonly playedValue: number;
  /** The best action in words, in the game's namespace: what the review shows where the seat lost points. */
  readonly said: Message;
}

/** A game's AI, loaded lazily into the AI worker: it decides from a seat's view only. */
export interface GameAi<View, Action> {
  readonly levels: readonly string[];
  decide(view: View, level: string, rng: number): AiDecision<Action>;
  /**
   * The review's judge at the game's strongest level (absent: the game offers no review): `played`
   * is the action the view's seat took at that moment.
   */
  readonly judge?: (view: View, played: Action, rng: number) => AiJudgement<Action>;
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

/** How a game's seats look before anyone names them: their pen colours and default names. */
export interface SeatLook {
  /** Pen colours in the order seats get them: at least one per seat (`players.max`). */
  readonly palette: readonly number[];
  /** Colours that games saved before stored, each read as the palette's colour at the same place. */
  readonly earlierPalette?: readonly number[];
  /** A seat's name until its player types one ("Player 2", an AI's name), in the language of the moment. */
  defaultName(index: number, human: boolean): Message;
  /** Its screens draw a symbol on each seat colour in colour-blind mode (`shownSeat`), the lobby's too. */
  readonly symbols?: boolean;
}

/** What a saved game gives the menu: the play screen's data to resume from, none, or why it is broken. */
export type SavedGameStatus = Outcome<object | null, string>;

/** A game's screens, one lazily loaded chunk: the shell adds its scenes and reads its save through it. */
export interface GameScreens {
  /** Adds its setup, play and scoring scenes to the running game (once). */
  install(scene: Phaser.Scene): void;
  /** Its saved game, for the menu's Continue (a broken one's code is an i18n key `save.errors.<code>`). */
  readSave(): SavedGameStatus;
  discardSave(): void;
  /** Its own sounds by name (URLs of files in assets/audio), beside the shell's. */
  readonly sounds: Readonly<Record<string, string>>;
  /**
   * For the browser tests only (absent from production builds): tables built through the rules
   * for turns no real game reaches easily, each the play screen's data.
   */
  readonly testTables?: () => Promise<Readonly<Record<string, () => object>>>;
}

/**
 * Everything the shell needs to offer, set up, play and score a game. The definition itself is
 * light (it is in the page's first load, for the menu and the lobby); the rules, the screens, the
 * AI and the how-to pages load when they are needed.
 */
export interface GameDefinition<Options = unknown, State = unknown, Action = unknown, View = unknown, Event = unknown, Move = unknown> {
  /** Stable id: in saves, records, links and the registry. */
  readonly id: string;
  /** The i18n namespace of its texts: `locales/<language>/<namespace>.json` (and `.screens.json`, loaded with its screens). */
  readonly localeNamespace: string;
  /** Its name and the menu's line under its logo: i18n keys, with their namespace. */
  readonly nameKey: string;
  readonly taglineKey: string;
  /** The Credits' line on whose game it adapts (its authors and publisher): an i18n key, with its namespace. */
  readonly creditKey: string;
  /** The texture of its logo (assets/sprites/<logo>.webp): its name in the display font stands in until it loads. */
  readonly logo: string;
  /** The menu's sky shows floating islands of square map cells behind its logo (its own scenery); without, sky and clouds alone. */
  readonly menuIslands?: boolean;
  readonly players: { readonly min: number; readonly max: number };
  /** AI levels offered for its seats, weakest first. */
  readonly aiLevels: readonly string[];
  readonly seats: SeatLook;
  /** The storage key of its saved game: the menu loads its screens to read a save only when one is there. */
  readonly saveKey: string;
  /** Its daily and weekly deals' options: solo games, the same for every player; absent in a game with no solo game. */
  readonly deals?: DealTemplates;
  /** Its AI judges a seat's decisions (`GameAi.judge`): its replays offer the master's review. */
  readonly reviews?: boolean;
  /** What its judge's values measure: expected points (absent), or percentage points of the chance to win in a race won, not scored. */
  readonly reviewUnit?: 'winChance';
  /** Keys of the scenes it brings for setup, play and scoring (the shell hosts the rest). */
  readonly scenes: { readonly setup: string; readonly play: string; readonly scoring: string };
  /** Its rules (with its checked content), loaded where games are played: the table, the server, tools. */
  loadRules(): Promise<GameRules<Options, State, View, Event, Move, string, Action>>;
  /** Its screens, loaded when the menu or the lobby offers it (never on the server). */
  loadScreens(): Promise<GameScreens>;
  /** Its AI, loaded only where bots run (the AI worker, the server). */
  loadAi(): Promise<GameAi<View, Action>>;
  /** Its how-to pages, loaded when a player opens them (never on the server). */
  loadHowTo(): Promise<HowToBook>;
  /**
   * Its texts, for a game that keeps them in its own folder rather than in locales/ (one that
   * exists only for the tests, whose words must stay out of the app's first load).
   */
  loadTexts?(): Promise<LanguageTexts>;
}

/**
 * A game's deals (see ../games/deals.ts): the same solo game for everyone on a UTC day or an ISO
 * week. Each is its options without the seed (plain data the rules' `validateOptions` accepts once
 * the deal's seed is added); the deal's seed comes from the date and the game's id.
 */
export interface DealTemplates {
  readonly daily: Readonly<Record<string, unknown>>;
  readonly weekly: Readonly<Record<string, unknown>>;
}

/** A definition of any game, as the registry holds them side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own types
export type AnyGame = GameDefinition<any, any, any, any, any, any>;

/** The rules of any game, as loaded from a definition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own types
export type AnyRules = GameRules<any, any, any, any, any, any, any>;

/** A definition with its rules loaded: what the server and the tools play a game with. */
export type LoadedGame = AnyGame & { readonly rules: AnyRules };
