// A finished game's record, replayed for viewing: the steps a player walks through (the start,
// then each turn as the game's rules count turns) and what any seat saw at each of them. A seat's
// view at a step is exactly the rules' view of that seat in the state after the step's last action,
// so a replay shows no seat more than the game showed it then. Pure: any game, through its rules.
import type { GameRecordShape, GameRules, Outcome } from './contract';

/** The rules a replay needs (any game's, through the contract). */
export type ReplayRules<State, View, Event> = Pick<GameRules<unknown, State, View, Event, unknown>, 'create' | 'play' | 'view' | 'eventsFor' | 'turnOf' | 'loadRecord' | 'toRecord'>;

/** One step of a replay: the start of the game (step 0), or one whole turn. */
export interface ReplayStep {
  /** Actions played by the end of this step. */
  readonly actions: number;
  /** The seats that acted during it, in the order they first did (none at the start). */
  readonly actors: readonly number[];
}

export interface GameReplay<View, Event> {
  /** The start, then one step per turn; the last one ends the game. */
  readonly steps: readonly ReplayStep[];
  /** What `seat` (null: a spectator) saw once `step` was over. */
  view(step: number, seat: number | null): View;
  /** What `seat` (null: a spectator) saw happen during `step`, in order (nothing at the start). */
  events(step: number, seat: number | null): Event[];
  /** The options and actions it replays, where it has them (a table's server sends views only): what a review judges. */
  readonly record?: GameRecordShape;
}

interface Played<State, Event> {
  readonly step: ReplayStep;
  readonly state: State;
  readonly events: readonly Event[];
}

/** The record's game, replayed turn by turn; refused as the rules refuse the record. */
export function replayGame<State, View, Event>(rules: ReplayRules<State, View, Event>, record: unknown): Outcome<GameReplay<View, Event>> {
  const loaded = rules.loadRecord(record);
  if (!loaded.ok) return loaded;
  // The record as this build writes it (older versions migrated), checked by the replay above.
  const { options, actions } = rules.toRecord(loaded.value);
  return replayActions(rules, options, actions);
}

/** A game from its options and actions (a record's, or an online table's stored log), replayed turn by turn; refused as the rules refuse them. */
export function replayActions<State, View, Event>(rules: Omit<ReplayRules<State, View, Event>, 'loadRecord' | 'toRecord'>, options: unknown, actions: readonly unknown[]): Outcome<GameReplay<View, Event>> {
  const created = rules.create(options);
  if (!created.ok) return created;
  const played: Played<State, Event>[] = [{ step: { actions: 0, actors: [] }, state: created.value, events: [] }];
  let state = created.value;
  let turn: number | null = null;
  for (const [index, action] of actions.entries()) {
    const next = rules.play(state, action);
    if (!next.ok) return next;
    const seat = (action as { readonly player: number }).player;
    const last = played[played.length - 1] as Played<State, Event>;
    if (rules.turnOf(state) !== turn) {
      turn = rules.turnOf(state);
      played.push({ step: { actions: index + 1, actors: [seat] }, state: next.value.state, events: next.value.events });
    } else {
      const actors = last.step.actors.includes(seat) ? last.step.actors : [...last.step.actors, seat];
      played[played.length - 1] = { step: { actions: index + 1, actors }, state: next.value.state, events: [...last.events, ...next.value.events] };
    }
    state = next.value.state;
  }
  const at = (step: number): Played<State, Event> => {
    const entry = played[step];
    if (!entry) throw new RangeError(`A replay of ${played.length} steps has no step ${step}.`);
    return entry;
  };
  return {
    ok: true,
    value: {
      steps: played.map((entry) => entry.step),
      view: (step, seat) => rules.view(at(step).state, seat),
      events: (step, seat) => rules.eventsFor(at(step).events, seat),
      record: { options, actions },
    },
  };
}
