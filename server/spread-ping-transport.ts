// Colyseus's WebSocket transport pings every socket at once, every 3 s, and closes one that missed
// two pings: with a thousand players that is a thousand frames written in one tick, then a
// thousand pongs read, and every table's answers wait behind them. This transport keeps the rule
// (a ping every interval, closed after the same number missed) but pings a slice of the sockets
// at each short tick, and skips a socket that sent a message during the last interval: it is
// evidently there, and not idle for a proxy.
import type { WebSocket } from 'ws';
import { WebSocketTransport } from '@colyseus/ws-transport';

/** How often a slice of the sockets is pinged. */
const TICK_MS = 100;
const noop = (): void => {};

interface Heartbeat {
  readonly slot: number;
  heardAt: number;
}

type PingedSocket = WebSocket & { pingCount: number };

export class SpreadPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slots = Math.max(1, Math.round(pingInterval / TICK_MS));
    const beats = new WeakMap<WebSocket, Heartbeat>();
    let nextSlot = 0;
    let tick = 0;
    const heartbeat = (socket: PingedSocket): Heartbeat => {
      let beat = beats.get(socket);
      if (!beat) {
        const known: Heartbeat = { slot: nextSlot++ % slots, heardAt: 0 };
        socket.on('message', () => {
          known.heardAt = Date.now();
          socket.pingCount = 0;
        });
        beats.set(socket, known);
        beat = known;
      }
      return beat;
    };
    this.pingInterval = setInterval(() => {
      const slot = tick++ % slots;
      const quietSince = Date.now() - pingInterval;
      for (const socket of this.wss.clients as Set<PingedSocket>) {
        const beat = heartbeat(socket);
        if (beat.slot !== slot || beat.heardAt > quietSince) continue;
        if (socket.pingCount >= pingMaxRetries) {
          socket.terminate();
          continue;
        }
        socket.pingCount++;
        socket.ping(noop);
      }
    }, pingInterval / slots);
  }
}
