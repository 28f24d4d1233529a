// Small synthesis toolkit for the game's sounds: oscillators, envelopes, noise, filters and a
// reverb, all on plain Float64Arrays at one sample rate. Deterministic: noise comes from the
// project's seeded RNG, so the same script run always yields the same samples.
import { nextFloat } from '../../src/games/explorers/rules/rng';

/** Mono, 22,050 Hz: ample for game effects at half the bytes of CD rate. */
export const SAMPLE_RATE = 22050;
/** The rate everything here works at: SAMPLE_RATE, or the music's own while it renders (`atRate`). */
let rate: number = SAMPLE_RATE;
let nyquist = rate / 2;

export const sampleRate = (): number => rate;

/** Runs `render` with every function here working at `hz` samples a second. */
export function atRate<T>(hz: number, render: () => T): T {
  const before = rate;
  rate = hz;
  nyquist = hz / 2;
  try {
    return render();
  } finally {
    rate = before;
    nyquist = before / 2;
  }
}

export type Samples = Float64Array;
/** A value that is either fixed or changes with time (seconds from the start of the signal). */
export type Curve = number | ((t: number) => number);

const valueAt = (curve: Curve, t: number): number => (typeof curve === 'number' ? curve : curve(t));

export const sampleCount = (seconds: number): number => Math.round(seconds * rate);
export const silence = (seconds: number): Samples => new Float64Array(sampleCount(seconds));
export const secondsOf = (samples: Samples): number => samples.length / rate;

/** A stream of floats in [0, 1) from a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const drawn = nextFloat(state);
    state = drawn.rng;
    return drawn.value;
  };
}

const NOTE_OFFSETS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Frequency of a note written like 'A4', 'F#5' or 'Bb3' (equal temperament, A4 = 440 Hz). */
export function noteHz(name: string): number {
  const match = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  const offset = match ? NOTE_OFFSETS[match[1] as string] : undefined;
  if (!match || offset === undefined) throw new Error(`bad note name: ${name}`);
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  const midi = 12 * (Number(match[3]) + 1) + offset + accidental;
  return 440 * 2 ** ((midi - 69) / 12);
}

export const dbToGain = (db: number): number => 10 ** (db / 20);
export const gainToDb = (gain: number): number => 20 * Math.log10(gain);

/** A signal of the given length whose samples are `fn(t)`. */
export function generate(seconds: number, fn: (t: number) => number): Samples {
  const out = silence(seconds);
  for (let i = 0; i < out.length; i++) out[i] = fn(i / rate);
  return out;
}

/** Reads a signal as a curve, e.g. slow noise used to modulate the level of another sound. */
export const follow = (signal: Samples) => (t: number): number =>
  signal[Math.min(signal.length - 1, Math.round(t * rate))] ?? 0;

/** Multiplies a signal by a gain curve, in place; returns it for chaining. */
export function shape(signal: Samples, gain: Curve): Samples {
  for (let i = 0; i < signal.length; i++) signal[i] = (signal[i] as number) * valueAt(gain, i / rate);
  return signal;
}

/** Adds `source` into `target` from `atSeconds` on, scaled by `gain`; whatever overhangs is dropped. */
export function mixInto(target: Samples, source: Samples, atSeconds = 0, gain = 1): Samples {
  const start = sampleCount(atSeconds);
  const end = Math.min(target.length, start + source.length);
  for (let i = Math.max(0, start); i < end; i++) {
    target[i] = (target[i] as number) + (source[i - start] as number) * gain;
  }
  return target;
}

export interface Placed {
  readonly signal: Samples;
  readonly at?: number;
  readonly gain?: number;
}

/** A new signal long enough to hold every part at its place. */
export function mix(parts: readonly Placed[]): Samples {
  const seconds = Math.max(...parts.map((p) => (p.at ?? 0) + secondsOf(p.signal)));
  const out = silence(seconds);
  for (const p of parts) mixInto(out, p.signal, p.at, p.gain);
  return out;
}

// ---- envelopes (gain as a function of time) ----

/** A struck shape: linear rise over `attack`, then exponential decay with time constant `decay`. */
const strike = (attack: number, decay: number) => (t: number): number =>
  t < attack ? t / attack : Math.exp(-(t - attack) / decay);

/** Shapes a signal as struck, in place, ending in silence however long the decay would ring. */
export const ring = (signal: Samples, attack: number, decay: number): Samples =>
  fadeOut(shape(signal, strike(attack, decay)));

/** A held note: linear rise, flat until `length`, then a linear release. */
export const hold = (length: number, attack: number, release: number) => (t: number): number => {
  if (t < attack) return t / attack;
  if (t < length) return 1;
  return Math.max(0, 1 - (t - length) / release);
};

/** A smooth bump: raised-cosine rise to 1 at `peakAt`, then raised-cosine fall to 0 at `end`. */
export const swell = (peakAt: number, end: number) => (t: number): number => {
  if (t <= 0 || t >= end) return 0;
  const x = t < peakAt ? t / peakAt : 1 - (t - peakAt) / (end - peakAt);
  return 0.5 - 0.5 * Math.cos(Math.PI * x);
};

/** Glide from `from` to `to` over `seconds` with an exponential (musical) curve, then stay. */
export const glide = (from: number, to: number, seconds: number) => (t: number): number =>
  from * (to / from) ** Math.min(1, t / seconds);

// ---- sources ----

export interface Partial {
  readonly ratio: number;
  readonly amp: number;
  /** Time constant of the partial's exponential decay, in seconds. */
  readonly decay: number;
}

/**
 * A sum of independently decaying sine partials over `hz`: bells, chimes, metal, plucks.
 * Partials above Nyquist are left out so nothing aliases.
 */
export function partials(hz: number, list: readonly Partial[], seconds: number, attack = 0.002): Samples {
  const out = silence(seconds);
  const attackSamples = attack * rate;
  for (const p of list) {
    const f = hz * p.ratio;
    if (f >= nyquist * 0.95) continue;
    // A sine and an exponential by recurrence: the same as sin() and exp() per sample, many times faster.
    const w = (2 * Math.PI * f) / rate;
    const k = 2 * Math.cos(w);
    const fall = Math.exp(-1 / (p.decay * rate));
    let previous = -Math.sin(w);
    let current = 0;
    let level = Math.exp((attackSamples - Math.ceil(attackSamples)) / (p.decay * rate));
    for (let i = 0; i < out.length; i++) {
      let env = i / attackSamples;
      if (i >= attackSamples) {
        env = level;
        level *= fall;
      }
      out[i] = (out[i] as number) + p.amp * env * current;
      const next = k * current - previous;
      previous = current;
      current = next;
    }
  }
  return fadeOut(out);
}

/**
 * A harmonic voice whose pitch may move: `harmonics[k]` is the level of harmonic k + 1.
 * Phase is accumulated so glides and vibrato stay click-free; harmonics past Nyquist are muted.
 */
export function voice(hz: Curve, harmonics: readonly number[], seconds: number): Samples {
  const out = silence(seconds);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const f = valueAt(hz, i / rate);
    let sum = 0;
    for (let k = 0; k < harmonics.length; k++) {
      if (f * (k + 1) < nyquist * 0.95) sum += (harmonics[k] as number) * Math.sin((k + 1) * phase);
    }
    out[i] = sum;
    phase = (phase + (2 * Math.PI * f) / rate) % (2 * Math.PI);
  }
  return out;
}

/**
 * A plucked string, built additively so it is exactly in tune: harmonic n starts at
 * sin(n·π·position)/n² (where the string is plucked) and decays faster the higher it is.
 */
export function pluck(hz: number, seconds: number, decay: number, position = 0.23): Samples {
  const list: Partial[] = [];
  for (let n = 1; n <= 24; n++) {
    list.push({ ratio: n, amp: Math.sin(n * Math.PI * position) / (n * n), decay: decay / (1 + 0.6 * (n - 1)) });
  }
  return partials(hz, list, seconds, 0.003);
}

/** White noise in [-1, 1). */
export function noise(seconds: number, random: () => number): Samples {
  return generate(seconds, () => 2 * random() - 1);
}

/** Sparse random clicks (a crackle), about `perSecond` of them, each of random level. */
export function crackle(seconds: number, perSecond: number, random: () => number): Samples {
  const chance = perSecond / rate;
  return generate(seconds, () => (random() < chance ? (2 * random() - 1) : 0));
}

// ---- filters ----

export type FilterKind = 'lowpass' | 'highpass' | 'bandpass';

/**
 * Second-order filter (the usual "audio cookbook" biquad) whose centre or cutoff may sweep
 * over time; coefficients are recomputed per sample only when the frequency moves.
 */
export function filter(input: Samples, kind: FilterKind, hz: Curve, q = Math.SQRT1_2): Samples {
  const out = new Float64Array(input.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  let b0 = 0, b1 = 0, b2 = 0, a1 = 0, a2 = 0;
  let lastHz = NaN;
  for (let i = 0; i < input.length; i++) {
    const f = Math.min(valueAt(hz, i / rate), nyquist * 0.95);
    if (f !== lastHz) {
      lastHz = f;
      const w = (2 * Math.PI * f) / rate;
      const alpha = Math.sin(w) / (2 * q);
      const cos = Math.cos(w);
      const a0 = 1 + alpha;
      if (kind === 'lowpass') {
        b0 = (1 - cos) / 2; b1 = 1 - cos; b2 = b0;
      } else if (kind === 'highpass') {
        b0 = (1 + cos) / 2; b1 = -(1 + cos); b2 = b0;
      } else {
        b0 = alpha; b1 = 0; b2 = -alpha;
      }
      b0 /= a0; b1 /= a0; b2 /= a0;
      a1 = (-2 * cos) / a0;
      a2 = (1 - alpha) / a0;
    }
    const x = input[i] as number;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1; x1 = x; y2 = y1; y1 = y;
    out[i] = y;
  }
  return out;
}

// ---- space ----

export interface RoomOptions {
  /** Feedback of the comb filters: longer tails as it nears 1. */
  readonly size: number;
  /** How much each echo is darkened (0: bright, 1: dull). */
  readonly damping: number;
  /** Samples (at 22,050 Hz) added to every delay: two spreads give the two sides of a stereo room. */
  readonly spread?: number;
}

// Mutually prime delay lengths (in samples at 22,050 Hz) so the echoes do not pile up on one pitch.
const COMB_DELAYS = [557, 593, 641, 677, 733, 769] as const;
const ALLPASS_DELAYS = [113, 277, 173] as const;

/**
 * The wet part of a small room: parallel damped comb filters into a chain of all-pass filters
 * (the classic Schroeder design). Returns the reverberation only, as long as the input.
 */
export function room(input: Samples, { size, damping, spread = 0 }: RoomOptions): Samples {
  const wet = new Float64Array(input.length);
  // The delays keep their lengths in time at any rate.
  const scaled = (delay: number): number => Math.round(((delay + spread) * rate) / SAMPLE_RATE);
  for (const delay of COMB_DELAYS.map(scaled)) {
    const line = new Float64Array(delay);
    let low = 0;
    for (let i = 0; i < input.length; i++) {
      const j = i % delay;
      const echoed = line[j] as number;
      low = echoed * (1 - damping) + low * damping;
      line[j] = (input[i] as number) + low * size;
      wet[i] = (wet[i] as number) + echoed / COMB_DELAYS.length;
    }
  }
  let out = wet;
  for (const delay of ALLPASS_DELAYS.map(scaled)) {
    const line = new Float64Array(delay);
    const next = new Float64Array(out.length);
    for (let i = 0; i < out.length; i++) {
      const j = i % delay;
      const buffered = line[j] as number;
      const x = out[i] as number;
      line[j] = x + buffered * 0.5;
      next[i] = buffered - x;
    }
    out = next;
  }
  return out;
}

// ---- levels ----

export function peak(signal: Samples): number {
  let max = 0;
  for (const x of signal) max = Math.max(max, Math.abs(x));
  return max;
}

export function rms(signal: Samples): number {
  let sum = 0;
  for (const x of signal) sum += x * x;
  return Math.sqrt(sum / signal.length);
}

/** RMS of the loudest `window`-long stretch (stepped by a fifth of it): how loud a short sound feels. */
export function loudestRms(signal: Samples, window = 0.05): number {
  const size = Math.min(signal.length, sampleCount(window));
  let loudest = 0;
  for (let start = 0; start + size <= signal.length; start += Math.max(1, Math.floor(size / 5))) {
    loudest = Math.max(loudest, rms(signal.subarray(start, start + size)));
  }
  return loudest;
}

/** Scales the signal in place so its peak sits at `db` dBFS. */
export function normalizePeak(signal: Samples, db: number): Samples {
  return shape(signal, dbToGain(db) / peak(signal));
}

/** Short linear fades at both ends, in place, so no file starts or stops with a click. */
export function fadeEdges(signal: Samples, fadeIn: number, fadeOut: number): Samples {
  const end = secondsOf(signal);
  return shape(signal, (t) => Math.min(1, t / fadeIn, (end - t) / fadeOut));
}

/** Fades the end of a signal to silence, in place, so a tail cut off mid-decay does not click. */
function fadeOut(signal: Samples, seconds = Math.min(0.05, secondsOf(signal) / 5)): Samples {
  const end = secondsOf(signal);
  return shape(signal, (t) => Math.min(1, (end - t) / seconds));
}

/**
 * Folds a signal longer than `periodSeconds` back onto one period: whatever rings past the end
 * of the loop sounds again at its start, as it will when the loop repeats.
 */
export function wrap(signal: Samples, periodSeconds: number): Samples {
  const period = sampleCount(periodSeconds);
  const out = new Float64Array(period);
  for (let i = 0; i < signal.length; i++) out[i % period] = (out[i % period] as number) + (signal[i] as number);
  return out;
}

/** `count` back-to-back copies of a signal. */
export function repeat(signal: Samples, count: number): Samples {
  const out = new Float64Array(signal.length * count);
  for (let k = 0; k < count; k++) out.set(signal, k * signal.length);
  return out;
}
