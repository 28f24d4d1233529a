// The transport's pings (server/spread-ping-transport.ts), on stand-in sockets and a fake clock:
// every socket is pinged once an interval, a slice of them at each tick rather than all at once;
// a socket that sent a message lately is not pinged; one that misses its pings is closed.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { SpreadPingTransport } from '../../server/spread-ping-transport';

class StandInSocket extends EventEmitter {
  pingCount = 0;
  readonly ping = vi.fn();
  readonly terminate = vi.fn();
  /** What Colyseus does on a pong. */
  pong(): void {
    this.pingCount = 0;
  }
}

class Probe extends SpreadPingTransport {
  constructor() {
    super({ noServer: true });
  }
  start(intervalMs: number, missed: number): void {
    this.autoTerminateUnresponsiveClients(intervalMs, missed);
  }
  stop(): void {
    clearInterval(this.pingInterval);
  }
  add(socket: StandInSocket): void {
    const ws = socket as unknown as WebSocket;
    this.wss.clients.add(ws);
    socket.terminate.mockImplementation(() => this.wss.clients.delete(ws)); // as ws does once closed
  }
}

const INTERVAL = 3000;
const TICK = 100;

describe('the spread pings', () => {
  let probe: Probe;
  let sockets: StandInSocket[];

  beforeEach(() => {
    vi.useFakeTimers();
    probe = new Probe();
    sockets = Array.from({ length: 300 }, () => new StandInSocket());
    for (const socket of sockets) probe.add(socket);
    probe.start(INTERVAL, 2);
  });

  afterEach(() => {
    probe.stop();
    vi.useRealTimers();
  });

  /** Runs the clock tick by tick, every socket answering its pings; the pings sent at each tick. */
  function run(ms: number): number[] {
    const pingsPerTick: number[] = [];
    let before = sockets.reduce((sum, s) => sum + s.ping.mock.calls.length, 0);
    for (let t = 0; t < ms; t += TICK) {
      vi.advanceTimersByTime(TICK);
      const total = sockets.reduce((sum, s) => sum + s.ping.mock.calls.length, 0);
      pingsPerTick.push(total - before);
      before = total;
      for (const socket of sockets) socket.pong();
    }
    return pingsPerTick;
  }

  it('ping each socket once an interval, a thirtieth of them at each tick', () => {
    expect(run(INTERVAL)).toEqual(Array.from({ length: INTERVAL / TICK }, () => 10));
    for (const socket of sockets) expect(socket.ping).toHaveBeenCalledTimes(1);
    run(INTERVAL * 3);
    for (const socket of sockets) {
      expect(socket.ping).toHaveBeenCalledTimes(4);
      expect(socket.terminate).not.toHaveBeenCalled();
    }
  });

  it('spare a socket that sent a message in the last interval, and close one that misses its pings', () => {
    // The last slot's socket: its first turn comes after its first message.
    const [silent, chatty] = [sockets[0], sockets[29]] as [StandInSocket, StandInSocket];
    const chat = setInterval(() => chatty.emit('message', Buffer.from([1])), INTERVAL / 2);
    vi.advanceTimersByTime(INTERVAL * 4);
    clearInterval(chat);
    expect(chatty.ping).not.toHaveBeenCalled();
    expect(chatty.terminate).not.toHaveBeenCalled();
    // Never answering: pinged twice, then closed at its third turn, and pinged no more.
    expect(silent.ping).toHaveBeenCalledTimes(2);
    expect(silent.terminate).toHaveBeenCalledTimes(1);
  });
});
