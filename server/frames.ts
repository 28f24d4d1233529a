// The WebSocket frames Colyseus mishandles, screened before it sees them. A message frame whose
// msgpack does not decode makes Colyseus log a stack trace and close the socket; a request frame
// (the protocol has none) is answered outside the client's message budget, with a stack trace
// when its msgpack is bad. Such a frame is handed on as a stand-in: a message of the same type
// with no payload, so it takes Colyseus's usual path (its checks, the hard message rate) to the
// table, which refuses it like any bad message (`malformed`, `unknownMessage`), within the budget.
import { Protocol, getMessageBytes } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { unpack } from 'msgpackr';

export type FrameProblem = 'badMsgpack' | 'request';

export interface ScreenedFrame {
  readonly problem: FrameProblem;
  /** What Colyseus is given instead. */
  readonly standIn: Buffer;
}

/** Colyseus's protocol code is the first byte's low five bits (the others are modifiers). */
const CODE_MASK = 0x1f;

const unpacks = (payload: Uint8Array): boolean => {
  try {
    unpack(payload);
    return true;
  } catch {
    return false;
  }
};

/** The problem with `frame` and its stand-in, or null for a frame Colyseus handles well. */
export function screenFrame(frame: Uint8Array): ScreenedFrame | null {
  const code = (frame[0] ?? 0) & CODE_MASK;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_REQUEST) return null;
  const it = { offset: 1 };
  if (code === Protocol.ROOM_REQUEST) decode.number(frame, it); // the request's id
  const type: unknown = decode.stringCheck(frame, it) ? decode.string(frame, it) : decode.number(frame, it);
  // Colyseus reads a payload only when bytes follow the type (a garbled type leaves no offset).
  const decodes = !(frame.byteLength > it.offset) || unpacks(frame.subarray(it.offset));
  if (code === Protocol.ROOM_DATA && decodes) return null;
  const standInType = typeof type === 'string' || (typeof type === 'number' && Number.isFinite(type)) ? type : '';
  return { problem: decodes ? 'request' : 'badMsgpack', standIn: getMessageBytes.raw(Protocol.ROOM_DATA, standInType) };
}
