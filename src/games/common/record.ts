// Game records, for every game's rules: options + actions, versioned JSON. Replaying one folds
// the game's `apply` over its actions. Older record versions are brought up to date by a chain of
// migrations, one per version, so a game saved by any earlier release still loads; a record this
// build cannot read is refused with `unknownRecord`, a damaged one with `badRecord`, and nothing
// is ever changed or thrown. Each game configures one `RecordBook` and exports its functions.
import { recordObject } from './input';
import { ok, refuse, shown, type Result, type RuleError } from './result';

export interface GameRecord<Format extends string, Game extends string, Version extends number, Options, Action> {
  readonly format: Format;
  readonly version: Version;
  /** The game's id in the registry. */
  readonly game: Game;
  /** The rules version the actions were played under (a record replays only under the same). */
  readonly engine: number;
  readonly options: Options;
  readonly actions: readonly Action[];
}

/** A record's fields as read, before they are checked. */
export type RecordFields = Record<string, unknown>;

/** Turns a record of one version into one of the next version. */
export type Migration = (record: RecordFields) => RecordFields;

export interface RecordSpec<Format extends string, Game extends string, Version extends number, Options, Action, State> {
  readonly format: Format;
  readonly game: Game;
  readonly version: Version;
  /** Bumped whenever a change to the rules or content would replay old records differently. */
  readonly engine: number;
  /** The refusal of a record in another format ("This is not an Explorers game record."). */
  readonly notThisFormat: string;
  /** migrations[v] turns a version-v record into a version v+1 one, for every v below `version`. */
  readonly migrations: Readonly<Record<number, Migration>>;
  readonly validateOptions: (input: unknown) => Result<Options>;
  readonly createGame: (options: Options) => Result<State>;
  readonly apply: (state: State, action: Action) => Result<State>;
  readonly optionsOf: (state: State) => Options;
  readonly actionsOf: (state: State) => readonly Action[];
}

/** Every refusal of a record is one of these two codes, which each game lists among its own. */
export type RecordError = RuleError<'badRecord' | 'unknownRecord'>;

export interface RecordBook<Record, State> {
  toRecord(state: State): Record;
  /** The state the record leads to; `visit` sees the state after each action (a chart's history). */
  replay(record: Record, visit?: (state: State) => void): Result<State, RecordError>;
  /** A record from parsed JSON (or a JSON string), migrated to the current version and checked, not replayed. */
  readRecord(input: unknown): Result<Record, RecordError>;
  /** Read a record (migrating older versions) and replay it. */
  loadRecord(input: unknown): Result<State, RecordError>;
}

/** A game's records; a version without its migration is a bug of the build, refused here at once. */
export function recordBook<Format extends string, Game extends string, Version extends number, Options, Action, State>(
  spec: RecordSpec<Format, Game, Version, Options, Action, State>,
): RecordBook<GameRecord<Format, Game, Version, Options, Action>, State> {
  type Rec = GameRecord<Format, Game, Version, Options, Action>;
  const migrations: Migration[] = [];
  for (let from = 1; from < spec.version; from++) {
    const migration = spec.migrations[from];
    if (!migration) throw new Error(`${spec.game} records: no migration from version ${from}`);
    migrations[from] = migration;
  }
  const current = (options: Options, actions: readonly Action[]): Rec => ({
    format: spec.format,
    version: spec.version,
    game: spec.game,
    engine: spec.engine,
    options,
    actions,
  });

  function replay(record: Rec, visit?: (state: State) => void): Result<State, RecordError> {
    const created = spec.createGame(record.options);
    if (!created.ok) return refuse('badRecord', `The record's options are invalid: ${created.error.detail}`);
    let state = created.value;
    for (const [i, action] of record.actions.entries()) {
      const next = spec.apply(state, action);
      if (!next.ok) return refuse('badRecord', `Action ${i + 1} of the record is refused: ${next.error.detail}`);
      state = next.value;
      visit?.(state);
    }
    return ok(state);
  }

  function readRecord(input: unknown): Result<Rec, RecordError> {
    const data = recordObject(input);
    if (!data.ok) return data;
    let record = data.value;
    if (record.format !== spec.format) return refuse('badRecord', spec.notThisFormat);
    const from = record.version;
    if (typeof from !== 'number' || !Number.isInteger(from) || from < 1 || from > spec.version)
      return refuse('unknownRecord', `The record was made by another version of the game (record version ${shown(from)}).`);
    for (let version = from; version < spec.version; version++) record = (migrations[version] as Migration)(record);
    if (record.game !== spec.game) return refuse('badRecord', `This record is of another game (${shown(record.game)}).`);
    if (record.engine !== spec.engine)
      return refuse('unknownRecord', `The record was made by another version of the game (rules version ${shown(record.engine)}).`);
    const options = spec.validateOptions(record.options);
    if (!options.ok) return refuse('badRecord', options.error.detail);
    if (!Array.isArray(record.actions)) return refuse('badRecord', 'The record has no list of actions.');
    return ok(current(options.value, record.actions as Action[]));
  }

  return {
    toRecord: (state) => current(spec.optionsOf(state), spec.actionsOf(state)),
    replay,
    readRecord,
    loadRecord(input) {
      const record = readRecord(input);
      return record.ok ? replay(record.value) : record;
    },
  };
}
