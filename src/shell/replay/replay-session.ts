// A replay on screen: where it stands (a step, a seat) and the messages the game's play screen
// takes from it, as it takes an online table's (`GameMessage`: one seat's view and what that seat
// saw happen). A step forward is news the screen shows with its animations; any other move (back,
// a jump, another seat) is a new game number, on which the screen starts again at that step.
import type { AnyGame, GameRecordShape } from '../../games/contract';
import { Emitter } from '../../platform/emitter';
import type { GameMessage } from '../../protocol/protocol';
import type { HistoryEntry } from '../history/history-entry';
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

export class ReplaySession {
  readonly events = new Emitter<ReplayEvents>();
  private step_ = 0;
  private seat_: number;
  private gameNo = 1;

  constructor(
    /** The game replayed, its play screen's scene key among its definition's scenes. */
    readonly game: AnyGame,
    private readonly replay: GameReplay<unknown, unknown>,
    readonly seats: readonly Seat[],
    /** The seat whose view is shown first: this device's player. */
    seat: number,
  ) {
    this.seat_ = Math.min(Math.max(0, seat), seats.length - 1);
  }

  get step(): number {
    return this.step_;
  }

  get seat(): number {
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

  /** The replay seen from another seat, at the same step. */
  showSeat(seat: number): void {
    if (seat === this.seat_ || seat < 0 || seat >= this.seats.length) return;
    this.seat_ = seat;
    this.restart();
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
