// Shared tracks (temples, race achievements): positions are taken best first and struck for all.
import type { Track } from './types';

export const openTrack = (struck: readonly number[] = []): Track => ({ open: [0, 1, 2, 3].map((i) => !struck.includes(i)) });

/** Best position still open, or -1. */
export const bestOpen = (track: Track): number => track.open.indexOf(true);

/** Strike the `count` best open positions. */
export function strike(track: Track, count: number): Track {
  const open = track.open.slice();
  for (let i = 0, left = count; i < open.length && left > 0; i++) {
    if (open[i]) {
      open[i] = false;
      left--;
    }
  }
  return { open };
}
