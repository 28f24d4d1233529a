// The background tune: a calm 16-bar waltz in G major (3/4, 120 beats a minute, 24 seconds),
// an ocarina-like melody over plucked arpeggios and a soft string pad. It is rendered as an
// exact loop: notes and echoes that ring past bar 16 are folded back onto bar 1.
import { MUSIC_LOOP } from '../../src/shell/music-loop';
import {
  filter, hold, mix, mixInto, noise, noteHz, pluck, repeat, room, sampleCount, seededRandom,
  shape, silence, voice, wrap, type Placed, type Samples,
} from './dsp';

const BEAT = 0.5;
const BAR = 3 * BEAT;

interface Chord {
  readonly bass: string;
  /** Three close-voiced chord tones for the arpeggio and the pad. */
  readonly tones: readonly [string, string, string];
}

const CHORDS: Readonly<Record<string, Chord>> = {
  G: { bass: 'G2', tones: ['G3', 'B3', 'D4'] },
  Em: { bass: 'E2', tones: ['G3', 'B3', 'E4'] },
  C: { bass: 'C3', tones: ['G3', 'C4', 'E4'] },
  D: { bass: 'D3', tones: ['F#3', 'A3', 'D4'] },
  Bm: { bass: 'B2', tones: ['F#3', 'B3', 'D4'] },
  Am: { bass: 'A2', tones: ['A3', 'C4', 'E4'] },
  D7: { bass: 'D3', tones: ['F#3', 'A3', 'C4'] },
};

/** One chord per bar: two answering phrases, then a bridge through E minor back home. */
const PROGRESSION = 'G Em C D  G Bm C D  Em C G D  C Am D D7';

/**
 * The tune, bar by bar: `note:beats`, `r` for a rest. Every bar must add up to three beats.
 * Strong beats sit on chord tones; bar 16 leaves a breath before the loop starts again.
 */
const MELODY = [
  'D5:2 B4:1', 'E5:1 D5:1 B4:1', 'C5:2 E5:1', 'D5:2 A4:1',
  'D5:2 G5:1', 'F#5:1 D5:1 B4:1', 'E5:1 C5:1 A4:1', 'A4:3',
  'B4:1 E5:1 G5:1', 'G5:2 E5:1', 'D5:1 B4:1 D5:1', 'F#5:2 D5:1',
  'E5:2 C5:1', 'C5:1 B4:1 A4:1', 'D5:2 C5:1', 'A4:2 r:1',
];

/** Arpeggio order within a bar, in eighth notes: the bass, then up and down the chord. */
const ARPEGGIO = ['bass', 0, 1, 2, 1, 0] as const;

interface Event {
  readonly hz: number;
  readonly at: number;
  readonly length: number;
}

function parseMelody(): Event[] {
  const events: Event[] = [];
  MELODY.forEach((bar, index) => {
    let beat = 0;
    for (const token of bar.split(' ')) {
      const [note, beats] = token.split(':');
      const length = Number(beats) * BEAT;
      if (note && note !== 'r') events.push({ hz: noteHz(note), at: index * BAR + beat * BEAT, length });
      beat += Number(beats);
    }
    if (beat !== 3) throw new Error(`melody bar ${index + 1} has ${beat} beats, not 3`);
  });
  return events;
}

function chords(): Chord[] {
  return PROGRESSION.split(/\s+/).map((name) => {
    const chord = CHORDS[name];
    if (!chord) throw new Error(`unknown chord ${name}`);
    return chord;
  });
}

/** Ocarina-like lead: a near-sine with a breath of noise and vibrato that arrives late. */
function ocarina(hz: number, length: number, random: () => number): Samples {
  const seconds = length + 0.25;
  const pitch = (t: number): number => hz * (1 + 0.005 * Math.sin(2 * Math.PI * 5 * t) * Math.min(1, Math.max(0, t - 0.2) / 0.3));
  const tone = voice(pitch, [1, 0.12, 0.06, 0.02], seconds);
  const breath = filter(noise(seconds, random), 'bandpass', hz * 2, 4);
  return shape(mix([{ signal: tone }, { signal: breath, gain: 0.08 }]), hold(length - 0.04, 0.05, 0.2));
}

/** Soft string pad: two slightly detuned bowed voices, darkened. */
function pad(hz: number, length: number): Samples {
  const seconds = length + 0.9;
  const bowed = [1, 0.5, 0.3, 0.2, 0.12, 0.08];
  const strings = mix([
    { signal: voice(hz * 1.002, bowed, seconds) },
    { signal: voice(hz * 0.998, bowed, seconds) },
  ]);
  return shape(filter(strings, 'lowpass', 900), hold(length, 0.45, 0.8));
}

/** One loop of the tune, exactly `MUSIC_LOOP.loopSeconds` long, before mastering. */
export function renderMusicLoop(): Samples {
  const random = seededRandom(2024);
  const progression = chords();
  const loopSeconds = progression.length * BAR;
  if (loopSeconds !== MUSIC_LOOP.loopSeconds) throw new Error(`tune lasts ${loopSeconds}s, loop is ${MUSIC_LOOP.loopSeconds}s`);
  // A few milliseconds of timing and level drift so the plucks sound played, not sequenced.
  const humanize = (at: number): number => Math.max(0, at + (random() - 0.5) * 0.012);
  const velocity = (): number => 0.85 + 0.3 * random();

  const parts: Placed[] = [];
  progression.forEach((chord, bar) => {
    const start = bar * BAR;
    ARPEGGIO.forEach((step, eighth) => {
      const bass = step === 'bass';
      const hz = noteHz(bass ? chord.bass : chord.tones[step]);
      parts.push({
        signal: pluck(hz, bass ? 2.5 : 1.4, bass ? 0.9 : 0.45),
        at: humanize(start + (eighth * BEAT) / 2),
        gain: (bass ? 0.5 : 0.22) * velocity(),
      });
    });
    const bridge = bar >= 8 && bar < 12;
    for (const tone of chord.tones) parts.push({ signal: pad(noteHz(tone), BAR), at: start, gain: bridge ? 0.07 : 0.05 });
  });
  for (const note of parseMelody()) parts.push({ signal: ocarina(note.hz, note.length, random), at: note.at, gain: 0.32 });

  const dry = wrap(mix([...parts, { signal: silence(loopSeconds) }]), loopSeconds);
  // The room runs over three loops so its tail is in its steady, periodic state in the last one.
  const wet = room(repeat(dry, 3), { size: 0.84, damping: 0.5 }).subarray(2 * dry.length);
  return mixInto(dry, wet, 0, 0.35);
}

/** The file's layout: the loop's end, the whole loop, the loop's start (see MUSIC_LOOP). */
export function withLeads(loop: Samples): Samples {
  const lead = sampleCount(MUSIC_LOOP.leadSeconds);
  const out = new Float64Array(loop.length + 2 * lead);
  out.set(loop.subarray(loop.length - lead), 0);
  out.set(loop, lead);
  out.set(loop.subarray(0, lead), lead + loop.length);
  return out;
}
