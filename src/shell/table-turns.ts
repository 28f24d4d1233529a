// What every game's table on one device decides the same way, whatever the game: whose sheet
// fills the screen and who takes the device next (pass-and-play).
import type { Seat } from './seats';

export interface Hands {
  /** The person acting at the device now. */
  readonly acting: number | null;
  /** The person the device is being handed to (the curtain is up). */
  readonly handoverTo: number | null;
  /** The last person who acted. */
  readonly lastHuman: number | null;
}

/** Whose sheet fills the screen: the acting person, else the next, else the last one. */
export function viewerOf(seats: readonly Seat[], hands: Hands): number {
  const firstHuman = seats.findIndex((s) => s.kind === 'human');
  return hands.acting ?? hands.handoverTo ?? hands.lastHuman ?? Math.max(firstHuman, 0);
}

/**
 * Who has the device once `next` (a person who must act, or none) is due: the same person
 * keeps it; with several people at the table, another one gets it through the hand-over curtain.
 */
export function handTo(seats: readonly Seat[], next: number | undefined, lastHuman: number | null): Hands {
  if (next === undefined) return { acting: null, handoverTo: null, lastHuman };
  const people = seats.filter((s) => s.kind === 'human').length;
  if (people > 1 && next !== lastHuman) return { acting: null, handoverTo: next, lastHuman };
  return { acting: next, handoverTo: null, lastHuman: next };
}
