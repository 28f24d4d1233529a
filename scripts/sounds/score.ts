// How a piece of the background music is written and played: sections of bars, one chord a bar,
// layers that each section turns up or down, and melodies grown from short motifs. A piece is a
// plain description (see menu-music.ts and play-music.ts); `renderPiece` plays it into one exact
// stereo loop, with seeded timing and level drift so that it sounds played, not sequenced.
import { seededRandom, type Samples } from './dsp';
import { bass, bell, flute, harp, kalimba, marimba, pad, shaker, thump, tick } from './instruments';
import { loopInRoom, place, stereoSilence, type Stereo } from './stereo';

export type Lead = 'flute' | 'kalimba' | 'bell' | 'marimba';

/** How loud each layer plays in a section (0 or missing: silent). */
export interface Layers {
  readonly pad?: number;
  /** Harp, on the piece's arpeggio pattern. */
  readonly arp?: number;
  /** Marimba, on the piece's ostinato pattern. */
  readonly ostinato?: number;
  readonly bass?: number;
  readonly shaker?: number;
  readonly tick?: number;
  readonly thump?: number;
  /** Sparse bells on chord tones, high up. */
  readonly bells?: number;
  readonly lead?: number;
}

export interface Section {
  /** One chord a bar, like 'D A/C# Bm7 G'. */
  readonly chords: string;
  /** One motif a two-bar phrase: a letter, a letter and ' (its ending varied), or - (a rest). */
  readonly melody?: string;
  readonly lead?: Lead;
  readonly layers: Layers;
}

/** A step of a pattern in eighth notes: an index into the chord's voicing, or null for a rest. */
type Step = number | null;

export interface Piece {
  readonly seed: number;
  readonly bpm: number;
  /** The key's tonic as a pitch class (C = 0); the melodies keep to its major scale. */
  readonly tonic: number;
  /** Lowest and highest MIDI note of the melodies and of the chord voicings. */
  readonly melodyRange: readonly [number, number];
  readonly chordRange: readonly [number, number];
  /** Two bars of motif rhythms: note lengths in beats, negative for rests. */
  readonly rhythms: readonly string[];
  /** One bar of eighths each. */
  readonly arpeggio: readonly Step[];
  readonly ostinato: readonly Step[];
  /** Where the bass plays in the bar: [beat, length in beats, 'root' or 'fifth']. */
  readonly bassLine: readonly (readonly [number, number, 'root' | 'fifth'])[];
  /** Eighths of the bar where the shaker, the tick and the thump play, with their levels. */
  readonly shakerBeat: readonly number[];
  readonly tickBeat: readonly number[];
  readonly thumpBeat: readonly number[];
  readonly padBrightness: number;
  readonly room: { readonly size: number; readonly damping: number; readonly wet: number };
  readonly sections: readonly Section[];
}

/** Where each part sits, from the listener's left (-1) to right (1). */
const PAN = {
  padLow: -0.6, padHigh: 0.6, arp: -0.35, ostinato: 0.3, bass: 0, shaker: 0.55, tick: -0.45, thump: 0, bells: 0.5,
  flute: -0.1, kalimba: 0.2, bell: 0.35, marimba: 0.15,
} as const;
/** Levels of the instruments against each other, before a section's own layer levels. */
const GAIN = { pad: 0.045, arp: 0.2, ostinato: 0.2, bass: 0.42, shaker: 0.05, tick: 0.06, thump: 0.32, bells: 0.07 } as const;
const LEAD_GAIN: Readonly<Record<Lead, number>> = { flute: 0.3, kalimba: 0.32, bell: 0.16, marimba: 0.3 };

// ---- harmony ----

const PITCH_CLASSES: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const QUALITIES: Readonly<Record<string, readonly number[]>> = {
  '': [0, 4, 7], m: [0, 3, 7], '7': [0, 4, 7, 10], maj7: [0, 4, 7, 11], m7: [0, 3, 7, 10],
  sus2: [0, 2, 7], sus4: [0, 5, 7], add9: [0, 2, 4, 7], '6': [0, 4, 7, 9],
};
const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11] as const;

interface Chord {
  readonly name: string;
  readonly root: number;
  readonly bass: number;
  readonly classes: readonly number[];
}

function pitchClass(name: string): number {
  const base = PITCH_CLASSES[name[0] ?? ''];
  if (base === undefined) throw new Error(`bad pitch ${name}`);
  return (base + (name[1] === '#' ? 1 : name[1] === 'b' ? 11 : 0)) % 12;
}

export function parseChord(name: string): Chord {
  const match = /^([A-G][#b]?)(maj7|m7|m|7|sus2|sus4|add9|6)?(?:\/([A-G][#b]?))?$/.exec(name);
  const intervals = QUALITIES[match?.[2] ?? ''];
  if (!match?.[1] || !intervals) throw new Error(`bad chord ${name}`);
  const root = pitchClass(match[1]);
  return { name, root, bass: match[3] ? pitchClass(match[3]) : root, classes: intervals.map((i) => (root + i) % 12) };
}

const midiHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);
const inRange = (classes: readonly number[], [low, high]: readonly [number, number]): number[] => {
  const notes: number[] = [];
  for (let m = low; m <= high; m++) if (classes.includes(m % 12)) notes.push(m);
  return notes;
};
const nearest = (notes: readonly number[], to: number): number =>
  notes.reduce((best, n) => (Math.abs(n - to) < Math.abs(best - to) ? n : best), notes[0] ?? to);

// ---- melody ----

interface Motif {
  /** Note lengths in beats; negative for rests. */
  readonly rhythm: readonly number[];
  /** Moves between successive notes, in steps of the scale. */
  readonly moves: readonly number[];
}

const MOVES = [-2, -1, -1, -1, 0, 1, 1, 1, 2, 3, -3] as const;

/** The piece's `index`-th motif: its own rhythm from the list, and seeded moves that end near where they began. */
function makeMotif(rhythms: readonly string[], index: number, random: () => number): Motif {
  const rhythm = (rhythms[index % rhythms.length] ?? '4 4').split(' ').map(Number);
  const moves: number[] = rhythm.map(() => MOVES[Math.floor(random() * MOVES.length)] ?? 0);
  // A motif that climbs or falls too far would carry every repeat off the range: fold it back.
  for (let i = moves.length - 1; Math.abs(moves.reduce((a, b) => a + b, 0)) > 2 && i > 0; i--) moves[i] = -(moves[i] ?? 0);
  return { rhythm, moves };
}

/** The same rhythm and opening, with the ending turned the other way: an answer to the motif. */
const varied = (motif: Motif): Motif => ({ rhythm: motif.rhythm, moves: motif.moves.map((m, i) => (i >= motif.moves.length - 2 ? -m || 1 : m)) });

interface Note {
  readonly midi: number;
  readonly at: number;
  readonly beats: number;
}

/**
 * Plays a motif from `startBeat` over the chords: each note moves by the motif's scale steps from
 * the last, and notes on the strong beats (and long ones, and the last) land on a chord tone.
 */
function realise(motif: Motif, startBeat: number, chordAt: (beat: number) => Chord, scale: readonly number[], piece: Piece, from: number): Note[] {
  const notes: Note[] = [];
  let beat = startBeat;
  let pitch = from;
  motif.rhythm.forEach((length, i) => {
    if (length > 0) {
      const here = scale.indexOf(nearest(scale, pitch));
      const move = motif.moves[i] ?? 0;
      // At the edge of the range the melody turns back rather than sticking there.
      const step = here + move >= 0 && here + move < scale.length ? here + move : here - move;
      let target = scale[step] ?? pitch;
      const strong = Number.isInteger(beat) && beat % 2 === 0;
      const last = i === motif.rhythm.length - 1 || motif.rhythm.slice(i + 1).every((l) => l < 0);
      if (strong || length >= 1.5 || last) {
        const tones = inRange(chordAt(beat).classes, piece.melodyRange);
        target = nearest(tones, target);
        // A move that the chord would swallow goes on to the next chord tone that way instead.
        if (target === pitch && move !== 0) target = tones[tones.indexOf(target) + Math.sign(move)] ?? target;
      }
      pitch = target;
      notes.push({ midi: pitch, at: beat, beats: length });
    }
    beat += Math.abs(length);
  });
  return notes;
}

// ---- rendering ----

/** Seconds from the loop's start of every bar, and the whole loop's length. */
function timeline(piece: Piece): { chords: Chord[]; sectionOf: Section[]; beat: number; seconds: number } {
  const chords: Chord[] = [];
  const sectionOf: Section[] = [];
  for (const section of piece.sections) {
    for (const name of section.chords.split(/\s+/)) {
      chords.push(parseChord(name));
      sectionOf.push(section);
    }
    const phrases = section.melody?.split(/\s+/).length ?? 0;
    if (section.melody && phrases * 2 !== section.chords.split(/\s+/).length) throw new Error(`melody "${section.melody}" does not fit its section`);
  }
  const beat = 60 / piece.bpm;
  return { chords, sectionOf, beat, seconds: chords.length * 4 * beat };
}

/** The piece's length in seconds: one pass through its sections. */
export const pieceSeconds = (piece: Piece): number => timeline(piece).seconds;

export type Instrument = Lead | 'pad' | 'harp' | 'bass' | 'shaker' | 'tick' | 'thump';

/** One note of the score, drift and all: what `renderPiece` synthesises. */
export interface ScoreNote {
  readonly instrument: Instrument;
  /** Seconds from the start of the loop. */
  readonly at: number;
  /** MIDI note, fractional for detuned voices. */
  readonly midi: number;
  /** How long a held note (pad, bass, flute) is held, in seconds. */
  readonly seconds: number;
  readonly gain: number;
  readonly pan: number;
}

/** Every note of one pass of the piece, with its seeded drift in timing and level. */
export function scorePiece(piece: Piece): ScoreNote[] {
  const random = seededRandom(piece.seed);
  const { chords, sectionOf, beat } = timeline(piece);
  const notes: ScoreNote[] = [];
  const play = (instrument: Instrument, midi: number, at: number, gain: number, pan: number, seconds = 0): void => {
    const drift = (random() - 0.5) * 0.012;
    notes.push({ instrument, midi, at: Math.max(0, at + drift), seconds, gain: gain * (0.85 + 0.3 * random()), pan });
  };

  chords.forEach((chord, bar) => {
    const layers = (sectionOf[bar] as Section).layers;
    const start = bar * 4 * beat;
    const voicing = inRange(chord.classes, piece.chordRange);
    const bassNote = (pitch: number): number => 36 + ((pitch + 12) % 12);
    const eighths = (pattern: readonly Step[], instrument: Instrument, transpose: number, gain: number, pan: number): void => {
      pattern.forEach((step, i) => {
        const midi = step === null ? undefined : voicing[step % voicing.length];
        if (midi !== undefined) play(instrument, midi + transpose, start + (i * beat) / 2, gain, pan);
      });
    };
    if (layers.pad) {
      // Two voices a tone, a few cents apart and on either side: a slow, wide chorus.
      for (const midi of voicing.slice(0, 4)) {
        play('pad', midi + 0.05, start, GAIN.pad * layers.pad, PAN.padLow, 4 * beat);
        play('pad', midi - 0.05, start, GAIN.pad * layers.pad, PAN.padHigh, 4 * beat);
      }
    }
    if (layers.arp) eighths(piece.arpeggio, 'harp', 0, GAIN.arp * layers.arp, PAN.arp);
    if (layers.ostinato) eighths(piece.ostinato, 'marimba', 12, GAIN.ostinato * layers.ostinato, PAN.ostinato);
    if (layers.bass) {
      for (const [at, length, degree] of piece.bassLine) {
        const midi = bassNote(degree === 'root' ? chord.bass : chord.root + 7);
        play('bass', midi, start + at * beat, GAIN.bass * layers.bass, PAN.bass, length * beat);
      }
    }
    const hits = (instrument: Instrument, eighthsOfBar: readonly number[], level: number | undefined, gain: number, pan: number): void => {
      // Offbeats a little softer than the beats.
      if (level) for (const e of eighthsOfBar) play(instrument, 0, start + (e * beat) / 2, gain * level * (e % 2 ? 0.7 : 1), pan);
    };
    hits('shaker', piece.shakerBeat, layers.shaker, GAIN.shaker, PAN.shaker);
    hits('tick', piece.tickBeat, layers.tick, GAIN.tick, PAN.tick);
    hits('thump', piece.thumpBeat, layers.thump, GAIN.thump, PAN.thump);
    if (layers.bells) {
      const high = inRange(chord.classes, [piece.melodyRange[1], piece.melodyRange[1] + 10]);
      for (let b = 0; b < 4; b++) {
        const midi = high[Math.floor(random() * high.length)];
        const offbeat = random() < 0.5 ? beat / 2 : 0;
        if (random() < 0.35 && midi !== undefined) play('bell', midi, start + b * beat + offbeat, GAIN.bells * layers.bells, PAN.bells);
      }
    }
  });

  for (const { lead, note, level } of melodies(piece, chords, random)) {
    play(lead, note.midi, note.at * beat, LEAD_GAIN[lead] * level, PAN[lead], note.beats * beat);
  }
  return notes.sort((a, b) => a.at - b.at);
}

function melodies(piece: Piece, chords: readonly Chord[], random: () => number): { lead: Lead; note: Note; level: number }[] {
  const scale = inRange(MAJOR_SCALE.map((s) => (s + piece.tonic) % 12), piece.melodyRange);
  const motifs = new Map<string, Motif>();
  const chordAt = (b: number): Chord => chords[Math.min(chords.length - 1, Math.floor(b / 4))] as Chord;
  const middle = (piece.melodyRange[0] + piece.melodyRange[1]) / 2;
  const out: { lead: Lead; note: Note; level: number }[] = [];
  let pitch = middle;
  let bar = 0;
  for (const section of piece.sections) {
    const { lead, melody, layers } = section;
    if (lead && melody && layers.lead) {
      melody.split(/\s+/).forEach((token, phrase) => {
        const letter = token[0] ?? '-';
        if (letter === '-') return;
        if (!motifs.has(letter)) motifs.set(letter, makeMotif(piece.rhythms, motifs.size, random));
        const base = motifs.get(letter) as Motif;
        // Each phrase starts between where the last ended and the middle of the range, so repeats do not drift.
        const from = Math.round((pitch + middle) / 2);
        for (const note of realise(token.endsWith("'") ? varied(base) : base, (bar + 2 * phrase) * 4, chordAt, scale, piece, from)) {
          pitch = note.midi;
          out.push({ lead, note, level: layers.lead ?? 0 });
        }
      });
    }
    bar += section.chords.split(/\s+/).length;
  }
  return out;
}

function synthesise(note: ScoreNote, brightness: number, random: () => number): Samples {
  const hz = midiHz(note.midi);
  switch (note.instrument) {
    case 'pad': return pad(hz, note.seconds, brightness);
    case 'harp': return harp(hz);
    case 'marimba': return marimba(hz, random);
    case 'kalimba': return kalimba(hz);
    case 'bell': return bell(hz);
    case 'flute': return flute(hz, note.seconds, random);
    case 'bass': return bass(hz, note.seconds);
    case 'shaker': return shaker(random);
    case 'tick': return tick();
    case 'thump': return thump();
  }
}

/** One pass of the piece as an exact stereo loop, before mastering. */
export function renderPiece(piece: Piece): Stereo {
  const seconds = pieceSeconds(piece);
  const out = stereoSilence(seconds + 6);
  const random = seededRandom(piece.seed + 1);
  for (const note of scorePiece(piece)) place(out, synthesise(note, piece.padBrightness, random), note.at, note.gain, note.pan);
  return loopInRoom(out, seconds, piece.room, piece.room.wet);
}
