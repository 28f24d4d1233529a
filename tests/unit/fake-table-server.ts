// The server's side of an online table for the remote controllers' tests, by a game's own rules:
// it stores the remote seat's acts, acknowledges and shows them as the server does, and plays
// other seats' random legal moves.
import type { GameMessage } from '../../src/protocol/protocol';

export interface FakeRules<State, Action, Event, View> {
  play(state: State, action: Action): { ok: true; value: { state: State; events: readonly Event[] } } | { ok: false; error: { detail: string } };
  viewFor(state: State, seat: number | null): View;
  eventsFor(events: readonly Event[], seat: number | null): Event[];
  expectedActors(state: State): readonly number[];
  randomAction(state: State, player: number, rng: number): { action: Action };
}

/** What a remote controller takes from the server. */
export interface RemoteSide<View, Event> {
  acknowledged(id: number, version: number): void;
  receive(message: GameMessage<View, Event>): void;
}

export class FakeTableServer<State, Action extends { readonly player: number }, Event, View> {
  version = 0;
  readonly sent: { id: number; action: Action }[] = [];
  private nextId = 1;
  /** The controller shown every change (set once it is made from `message`). */
  remote: RemoteSide<View, Event> | null = null;

  constructor(
    public state: State,
    private readonly rules: FakeRules<State, Action, Event, View>,
    /** The remote controller's seat (null: a spectator). */
    readonly seat: number | null = 0,
  ) {}

  message(events: readonly Event[], actor: number | null): GameMessage<View, Event> {
    return { gameNo: 1, version: this.version, view: this.rules.viewFor(this.state, this.seat), events: this.rules.eventsFor(events, this.seat), actor };
  }

  /** The remote seat's controller, made from the table's first message, shown every change and started. */
  open<Controller extends RemoteSide<View, Event> & { start(): void }>(make: (first: GameMessage<View, Event>, send: (action: Action) => number) => Controller): Controller {
    const controller = make(this.message([], null), this.send);
    this.remote = controller;
    controller.start();
    return controller;
  }

  /** The remote controller's way to the server: stores the act, returns its id. */
  readonly send = (action: Action): number => {
    const id = this.nextId++;
    this.sent.push({ id, action });
    return id;
  };

  /** Applies an action as the server would: stored, acknowledged (the remote seat's), then shown. */
  apply(action: Action, id: number | null): void {
    const played = this.rules.play(this.state, action);
    if (!played.ok) throw new Error(played.error.detail);
    this.state = played.value.state;
    this.version++;
    if (id !== null) this.remote?.acknowledged(id, this.version);
    this.remote?.receive(this.message(played.value.events, action.player));
  }

  /** Another seat plays a random legal move if the rules expect it. */
  other(player: number, rng: number): boolean {
    if (!this.rules.expectedActors(this.state).includes(player)) return false;
    this.apply(this.rules.randomAction(this.state, player, rng).action, null);
    return true;
  }

  /**
   * Plays on while `going`: the server answers the remote seat's act on its way, else seat `other`
   * plays if the rules expect it, else the remote seat acts (`act`); `check` runs after each step.
   */
  playOn(going: () => boolean, other: number, act: () => void, check: () => void = () => undefined, guard = 5000): void {
    for (let i = 0; i < guard && going(); i++) {
      if (this.sent.length > 0) this.answer();
      else if (!this.other(other, i)) act();
      check();
    }
  }

  /** Answers the remote seat's last act. */
  answer(): void {
    const last = this.sent.pop();
    if (last) this.apply(last.action, last.id);
  }
}
