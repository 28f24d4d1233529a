// One seat of the online benchmark: a scripted player on a TableClient. Whenever its latest view
// expects it to act, it waits (paced: a seeded 2–5 s, as a person thinks; unpaced: not at all),
// decides from that view with the game's easy AI, sends the act and times the round trip to its
// answer. An acknowledged action must then show in this seat's view of the version it made (the
// server sends every version to every seat): one that does not is lost. The host asks for a
// rematch when a game ends.
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { nextFloat } from '../../src/games/common/rng';
import type { Action, PlayerView } from '../../src/games/explorers/rules/index';
import type { AckMessage, GameMessage, RefusedMessage } from '../../src/protocol/protocol';
import type { Received, TableClient } from '../../tests/server/helpers/client';
import { actionShown } from './action-shown';
import type { Tally } from './tally';

/** How long a seat thinks before each action, in ms (drawn uniformly). */
export interface Pace {
  readonly minMs: number;
  readonly maxMs: number;
}

interface InFlight {
  readonly id: number;
  readonly sentAt: number;
  readonly gameNo: number;
  readonly action: Action;
  readonly counted: boolean;
}

export class SeatPlayer {
  private rng: number;
  private aiRng: number;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: InFlight | null = null;
  /** The version this seat's last acknowledged action made, in which game. */
  private acked = { gameNo: 0, version: 0 };
  /** Acknowledged actions whose version's view has not come yet, by version. */
  private readonly unconfirmed = new Map<number, { gameNo: number; action: Action }>();
  /** A refusal waits for the next view before trying again (no loop on a stale view). */
  private refused = false;
  private rematchAsked = 0;
  private stopped = false;
  private readonly unwatch: () => void;

  constructor(
    readonly client: TableClient,
    private readonly seat: number,
    private readonly host: boolean,
    private readonly game: LoadedGame,
    private readonly ai: GameAi<unknown, unknown>,
    private readonly pace: Pace | null,
    seed: number,
    private readonly tally: Tally,
  ) {
    this.rng = seed >>> 0;
    this.aiRng = (seed * 7919 + 1) >>> 0;
    this.unwatch = client.watch((received) => this.receive(received));
    this.step();
  }

  /** No act in flight and no acknowledged action waiting for its view. */
  get settled(): boolean {
    return this.inFlight === null && this.unconfirmed.size === 0;
  }

  /** Sends nothing more. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Stops, counts what never settled, and leaves the table. */
  async finish(): Promise<void> {
    this.stop();
    if (this.inFlight) this.tally.error('unanswered');
    this.tally.lost += this.unconfirmed.size;
    this.unconfirmed.clear();
    this.unwatch();
    await this.client.leave();
  }

  private receive(received: Received | undefined): void {
    if (!received) {
      if (!this.stopped) this.tally.error('disconnected');
      return;
    }
    switch (received.type) {
      case 'ack':
        return this.onAck(received.message as AckMessage);
      case 'refused':
        return this.onRefused(received.message as RefusedMessage);
      case 'game':
        return this.onGame(received.message as GameMessage);
    }
  }

  private onAck({ id, version }: AckMessage): void {
    const sent = this.inFlight;
    if (!sent || sent.id !== id) return this.tally.error('strayAck');
    this.inFlight = null;
    if (sent.counted) {
      this.tally.rtts.push(performance.now() - sent.sentAt);
      this.tally.actions++;
    }
    this.acked = { gameNo: sent.gameNo, version };
    this.unconfirmed.set(version, { gameNo: sent.gameNo, action: sent.action });
  }

  private onRefused(refusal: RefusedMessage): void {
    this.tally.error(`refused:${refusal.type}:${refusal.code}`);
    if (this.inFlight && refusal.id === this.inFlight.id) this.inFlight = null;
    this.refused = true;
  }

  private onGame(message: GameMessage): void {
    const mine = this.unconfirmed.get(message.version);
    if (mine && mine.gameNo === message.gameNo) {
      this.unconfirmed.delete(message.version);
      if (message.actor !== this.seat || !actionShown(message.view as PlayerView, this.seat, mine.action)) this.tally.lost++;
    }
    this.refused = false;
    this.step();
  }

  /** Acts (after its thinking time) if the latest view expects this seat. */
  private step(): void {
    if (this.stopped || this.inFlight || this.timer || this.refused) return;
    const game = this.client.game;
    if (!game) return;
    if (this.game.rules.ranking(game.view) !== null) {
      if (this.host && this.rematchAsked < game.gameNo) {
        this.rematchAsked = game.gameNo;
        this.client.send('rematch');
      }
      return;
    }
    if (game.gameNo === this.acked.gameNo && game.version < this.acked.version) return; // its own action is not in the view yet
    if (this.game.rules.legalMoves(game.view, this.seat).length === 0) return;
    if (!this.pace) return this.act();
    const drawn = nextFloat(this.rng);
    this.rng = drawn.rng;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.act();
      },
      this.pace.minMs + drawn.value * (this.pace.maxMs - this.pace.minMs),
    );
  }

  /** Decides from the latest view, which may have moved on while the seat was thinking. */
  private act(): void {
    const game = this.client.game;
    if (this.stopped || !game || this.game.rules.legalMoves(game.view, this.seat).length === 0) return;
    const decision = this.ai.decide(game.view, 'easy', this.aiRng);
    this.aiRng = decision.rng;
    const action = decision.action as Action;
    const sentAt = performance.now();
    const id = this.client.fire(action);
    this.inFlight = { id, sentAt, gameNo: game.gameNo, action, counted: this.tally.counting };
  }
}
