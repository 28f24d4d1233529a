// The music's instruments, one mono note each: the score places them in the stereo field.
// Struck and plucked sounds are sums of decaying partials (exactly in tune, and cheap to
// render); held ones are harmonic voices shaped by an envelope.
import { filter, glide, hold, mix, noise, partials, pluck, ring, shape, voice, type Partial, type Samples } from './dsp';

/** A nylon-like string for arpeggios, plucked nearer its middle than the effects' strings, so rounder. */
export const harp = (hz: number): Samples => pluck(hz, 2.6, hz < 200 ? 1.3 : 0.9, 0.32);

/** Wooden bar: the tuned bar's partials (about 1, 4 and 9.2 times the note) and a soft mallet. */
export function marimba(hz: number, random: () => number): Samples {
  const decay = Math.min(0.9, 0.45 * Math.sqrt(440 / hz));
  const bar = partials(hz, [
    { ratio: 1, amp: 1, decay },
    { ratio: 3.93, amp: 0.3, decay: decay / 4 },
    { ratio: 9.2, amp: 0.08, decay: decay / 12 },
  ], decay * 4, 0.0015);
  const mallet = ring(filter(noise(0.03, random), 'lowpass', 1800), 0.001, 0.006);
  return mix([{ signal: bar }, { signal: mallet, gain: 0.15 }]);
}

/** Metal tine: a long fundamental with a short, high, inharmonic overtone, and a faint shimmer. */
export const kalimba = (hz: number): Samples => partials(hz, [
  { ratio: 1, amp: 1, decay: 1.4 },
  { ratio: 1.004, amp: 0.12, decay: 1.1 },
  { ratio: 5.95, amp: 0.2, decay: 0.16 },
  { ratio: 14.4, amp: 0.05, decay: 0.05 },
], 3.2, 0.002);

/** Small glass bell, for sparkles over the harmony. */
export const bell = (hz: number): Samples => partials(hz, [
  { ratio: 1, amp: 1, decay: 1.8 },
  { ratio: 2.76, amp: 0.35, decay: 0.8 },
  { ratio: 5.4, amp: 0.15, decay: 0.35 },
  { ratio: 8.93, amp: 0.06, decay: 0.15 },
], 4, 0.001);

/** Round bass: a plucked, darkened tone held for `length` seconds. */
export function bass(hz: number, length: number): Samples {
  const tone = partials(hz, [
    { ratio: 1, amp: 1, decay: 2.2 },
    { ratio: 2, amp: 0.4, decay: 0.7 },
    { ratio: 3, amp: 0.15, decay: 0.35 },
    { ratio: 4, amp: 0.06, decay: 0.2 },
  ], length + 0.3, 0.008);
  return shape(tone, hold(length, 0.008, 0.25));
}

const PAD_HARMONICS: readonly Partial[] = [1, 0.45, 0.28, 0.17, 0.1, 0.06, 0.035].map((amp, k) => ({ ratio: k + 1, amp, decay: 1e6 }));

/** One voice of a soft pad: a steady, bowed-like tone, darkened, swelling in and out. */
export function pad(hz: number, length: number, brightness: number): Samples {
  const seconds = length + 1.2;
  return shape(filter(partials(hz, PAD_HARMONICS, seconds), 'lowpass', brightness), hold(length, 0.6, 1.1));
}

/** A breathy flute-like lead: a near-sine, a breath of noise, and vibrato that comes in late. */
export function flute(hz: number, length: number, random: () => number): Samples {
  const seconds = length + 0.3;
  const vibrato = (t: number): number => Math.min(1, Math.max(0, t - 0.25) / 0.4);
  const pitch = (t: number): number => hz * (1 + 0.0045 * Math.sin(2 * Math.PI * 5.2 * t) * vibrato(t));
  const tone = voice(pitch, [1, 0.18, 0.07, 0.03], seconds);
  const breath = filter(noise(seconds, random), 'bandpass', hz * 2, 3);
  return shape(mix([{ signal: tone }, { signal: breath, gain: 0.06 }]), hold(length - 0.05, 0.06, 0.25));
}

/** A brush of a shaker: a short burst of high noise. */
export const shaker = (random: () => number): Samples => ring(filter(noise(0.12, random), 'highpass', 6500), 0.012, 0.022);

/** A light wooden tick, like a rim or a small block. */
export const tick = (): Samples => partials(1250, [
  { ratio: 1, amp: 1, decay: 0.025 },
  { ratio: 2.7, amp: 0.4, decay: 0.012 },
], 0.12, 0.0005);

/** A soft low thump on the downbeat, felt more than heard. */
export const thump = (): Samples => ring(voice(glide(105, 48, 0.08), [1, 0.08], 0.45), 0.004, 0.11);
