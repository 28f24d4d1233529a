// Two channels, and what the music needs of them: a mono sound placed between the speakers, and
// a piece folded into one exact loop with a room around it.
import { mixInto, repeat, room, silence, wrap, type RoomOptions, type Samples } from './dsp';

export interface Stereo {
  readonly left: Samples;
  readonly right: Samples;
}

export const stereoSilence = (seconds: number): Stereo => ({ left: silence(seconds), right: silence(seconds) });

/** Adds a mono sound at `pan` (-1 left, 0 centre, 1 right), equally loud wherever it sits. */
export function place(target: Stereo, signal: Samples, at: number, gain: number, pan: number): void {
  const angle = ((pan + 1) * Math.PI) / 4;
  mixInto(target.left, signal, at, gain * Math.SQRT2 * Math.cos(angle));
  mixInto(target.right, signal, at, gain * Math.SQRT2 * Math.sin(angle));
}

/** Stereo rooms differ only in their delays; this many samples (at 22,050 Hz) apart sounds wide. */
const ROOM_SPREAD = 23;

/**
 * One exact loop of `seconds` from a rendering that may ring past its end: what overhangs folds
 * back onto the start, as it will sound when the loop repeats. The room hears both channels and
 * answers on each side with its own delays; it runs over three loops so that its tail is in its
 * steady, periodic state in the last one, which is kept.
 */
export function loopInRoom(dry: Stereo, seconds: number, options: RoomOptions, wet: number): Stereo {
  const left = wrap(dry.left, seconds);
  const right = wrap(dry.right, seconds);
  const both = repeat(left.map((x, i) => (x + (right[i] as number)) / 2), 3);
  const keep = (echo: Samples): Samples => echo.subarray(2 * left.length);
  mixInto(left, keep(room(both, options)), 0, wet);
  mixInto(right, keep(room(both, { ...options, spread: ROOM_SPREAD })), 0, wet);
  return { left, right };
}
