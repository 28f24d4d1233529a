// A replay on screen: where it stands (a step, a seat) and the messages the game's play screen
// takes from it, as it takes an online table's (`GameMessage`: one seat's view and what that seat
// saw happen). A step forward is news the screen shows with its animations; any other move (back,
// a jump, another seat) is a new game number, on which the screen starts again at that step.
import type { AnyGame, GameRecordShape } from '../../games/contract';
import { Emitter } from '../../platform/emitter';
import type { Message } from '../../platform/i18n';
import { SceneKeys } from '../../platform/scene-keys';
import type { GameMessage } from '../../protocol/protocol';
import type { HistoryEntry } from '../history/history-entry';
import { seatNames } from '../seat-names';
import type { Seat } from '../seats';
import type { GameReplay } from '../../games/replay';

export interface ReplayEvents {
  /** The screen's next message: of the same game number, a step forward; of another, start again. */
  game: GameMessage;
  /** The step or the seat changed (the controls follow). */
  moved: null;
}

/** The seats of a finished game as the history keeps them, in the game's pen colours. */
export function seatsOfEntry(entry: Pick<HistoryEntry, 'seats'>, game: Pick<AnyGame, 'seats' | 'aiLevels'>): Seat[] {
  const { palette } = game.seats;
  return entry.seats.map((seat, index) => {
    const color = palette[index % palette.length] as number;
    const look = { name: seat.name ?? '', color, defaultName: seat.name === null };
    return seat.kind === 'human' ? { kind: 'human', ...look } : { kind: 'ai', level: game.aiLevels.includes(seat.kind) ? seat.kind : 'normal', ...look };
  });
}

/** Where a replay comes from: whose views it has, and where closing it goes. */
export interface ReplaySource {
  /** The seats whose views it may show (null: a spectator's), in the order the seat button goes through them; every seat's when not given. */
  readonly viewers?: readonly (number | null)[];
  /** The screen closing it goes back to (the history when not given). */
  readonly exit?: string;
  /** Whether the master's review starts as soon as the replay opens (asked from a scoring screen). */
  readonly review?: boolean;
}

export class ReplaySession {
  readonly events = new Emitter<ReplayEvents>();
  /** The seats whose views this replay may show (a finished table's server sends one seat's). */
  readonly viewers: readonly (number | null)[];
  readonly exit: string;
  readonly reviewAtOnce: boolean;
  private step_ = 0;
  private seat_: number | null;
  private gameNo = 1;
  /** The autoplay running, if any (a new object each time it starts, so a stopped one ends). */
  private run: object | null = null;
  /** Resolves once the play screen showing the session has settled (its animations over). */
  private screenSettled: () => Promise<void> = () => Promise.resolve();

  constructor(
    /** The game replayed, its play screen's scene key among its definition's scenes. */
    readonly game: AnyGame,
    private readonly replay: GameReplay<unknown, unknown>,
    readonly seats: readonly Seat[],
    /** The seat whose view is shown first: this device's player (null: a spectator). */
    seat: number | null,
    { viewers = seats.map((_, i) => i), exit = SceneKeys.History, review = false }: ReplaySource = {},
  ) {
    this.viewers = viewers;
    this.exit = exit;
    this.reviewAtOnce = review;
    const first = seat === null ? null : Math.min(Math.max(0, seat), seats.length - 1);
    this.seat_ = viewers.includes(first) ? first : (viewers[0] ?? null);
  }

  /** Whether the master's review can judge this replay: the game's AI judges, and the replay has the moves. */
  get reviewable(): boolean {
    return this.game.reviews === true && this.record !== undefined;
  }

  get step(): number {
    return this.step_;
  }

  /** The seat whose view is shown, or null for a spectator's. */
  get seat(): number | null {
    return this.seat_;
  }

  /** Steps after the start: one per turn. */
  get turns(): number {
    return this.replay.steps.length - 1;
  }

  /** The game's options and actions, where the replay has them (what a review judges). */
  get record(): GameRecordShape | undefined {
    return this.replay.record;
  }

  /** What the play screen starts from: the seat's view at the current step. */
  get message(): GameMessage {
    return this.messageAt(this.step_, []);
  }

  /** The seats that acted in the current step. */
  get actors(): readonly number[] {
    return this.replay.steps[this.step_]?.actors ?? [];
  }

  /** The replay's own line in place of the play screen's (a replay has nobody to wait for, and nothing to do): who played in this step. */
  get line(): Message {
    const actors = this.actors;
    if (actors.length === 0) return { key: 'replay.line.start' };
    if (actors.length > 1 && actors.length === this.seats.length) return { key: 'replay.line.everyone' };
    return { key: 'replay.line.played', params: { count: actors.length, names: seatNames(this.seats, actors, this.game.seats.defaultName) } };
  }

  /** The play screen showing the session says how to know it has settled; returns the way to let go of it. */
  shownBy(settled: () => Promise<void>): () => void {
    this.screenSettled = settled;
    return () => {
      if (this.screenSettled === settled) this.screenSettled = () => Promise.resolve();
    };
  }

  get playing(): boolean {
    return this.run !== null;
  }

  /**
   * Plays on by itself (from the start when at the end): each next step once the screen has
   * settled on the last one (its animations over, however long) and `pace` has passed, to the end
   * or until paused.
   */
  play(pace: () => Promise<void>): void {
    if (this.run) return;
    if (this.step_ >= this.turns) this.go(0);
    const run = {};
    this.run = run;
    this.events.emit('moved', null);
    void (async () => {
      while (this.run === run && this.step_ < this.turns) {
        await Promise.all([pace(), this.screenSettled()]);
        if (this.run === run) this.forward();
      }
      if (this.run === run) this.pause();
    })();
  }

  pause(): void {
    if (!this.run) return;
    this.run = null;
    this.events.emit('moved', null);
  }

  forward(): void {
    if (this.step_ >= this.turns) return;
    this.step_++;
    this.events.emit('game', this.messageAt(this.step_, this.replay.events(this.step_, this.seat_)));
    this.events.emit('moved', null);
  }

  /** Any step (clamped); the screen starts again there. */
  go(step: number): void {
    const to = Math.min(Math.max(0, Math.round(step)), this.turns);
    if (to === this.step_) return;
    if (to === this.step_ + 1) return this.forward();
    this.step_ = to;
    this.restart();
  }

  back(): void {
    this.go(this.step_ - 1);
  }

  /** The replay seen from another seat it has, at the same step. */
  showSeat(seat: number | null): void {
    if (seat === this.seat_ || !this.viewers.includes(seat)) return;
    this.seat_ = seat;
    this.restart();
  }

  /** The next seat whose view it has, after the one shown. */
  showNextSeat(): void {
    const next = this.viewers[(this.viewers.indexOf(this.seat_) + 1) % this.viewers.length];
    if (next !== undefined) this.showSeat(next);
  }

  private restart(): void {
    this.gameNo++;
    this.events.emit('game', this.message);
    this.events.emit('moved', null);
  }

  private messageAt(step: number, events: readonly unknown[]): GameMessage {
    const actors = this.replay.steps[step]?.actors ?? [];
    return { gameNo: this.gameNo, version: this.replay.steps[step]?.actions ?? 0, view: this.replay.view(step, this.seat_), events, actor: actors[actors.length - 1] ?? null };
  }
}
