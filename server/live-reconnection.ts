// A socket that opens a room with a session id and the reconnection token of a client still
// connected there. Colyseus lets such a socket wait, up to its seat reservation time (15 s), for
// that connection to drop, and then hands it the seat: meant for a device whose network changed
// before the server noticed, it also hands the seat to whoever read both from a log, the moment
// the player's own connection blinks, ahead of the player's own reconnection. Here the connection
// still held is asked at once (a WebSocket ping): if it answers, its player is there and the
// waiting socket is refused; if it stays silent, it is gone: it is closed, and the waiting socket
// takes the seat back as the reconnection it is.
import { ErrorCode, ServerError, type Client, type Deferred, type Room } from '@colyseus/core';
import type { WebSocket } from 'ws';

/** How long a connection still held has to answer the ping (a live one answers within its round trip). */
const ANSWER_MS = 2000;

/** Colyseus's own record of the sockets waiting for a connection to drop, by reconnection token. */
interface WaitingSockets {
  readonly _reconnectionAttempts: Record<string, Deferred<unknown> | undefined>;
}

/** Resolves true when `socket` answers a ping within `ms`, false when it does not or closes. */
function answers(socket: WebSocket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (answered: boolean): void => {
      clearTimeout(timer);
      socket.off('pong', onPong);
      socket.off('close', onClose);
      resolve(answered);
    };
    const onPong = (): void => done(true);
    const onClose = (): void => done(false);
    const timer = setTimeout(() => done(false), ms);
    socket.on('pong', onPong);
    socket.on('close', onClose);
    socket.ping();
  });
}

/**
 * Called as a socket with `token` is let in while `holder`, connected, holds that token: the
 * holder is asked, and then either the waiting socket is refused or the silent holder closed.
 */
export function settleWaitingReconnection(room: Room, holder: Client, token: string): void {
  const socket = holder.ref as unknown as WebSocket;
  void answers(socket, ANSWER_MS).then((answered) => {
    if (!answered) return socket.terminate();
    (room as unknown as WaitingSockets)._reconnectionAttempts[token]?.reject(new ServerError(ErrorCode.MATCHMAKE_EXPIRED, 'the connection holding this token is live'));
  });
}
