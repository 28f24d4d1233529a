// Recipes for the game's sound effects. Each returns an unmastered signal; make-sounds.ts sets
// the level. The mood is warm "paper and ink": soft noises, bells and a small brass section.
import {
  crackle, filter, follow, generate, glide, hold, mix, mixInto, noise, noteHz, partials,
  ring, room, secondsOf, seededRandom, shape, silence, swell, voice,
  type Partial, type Placed, type Samples,
} from './dsp';

// ---- shared instruments ----

/** Adds a room tail to a dry signal (extended by `tail` seconds so the echoes can ring out). */
function withRoom(dry: Samples, tail: number, wet: number, size = 0.8): Samples {
  const extended = mix([{ signal: dry }, { signal: silence(tail), at: secondsOf(dry) }]);
  return mixInto(extended, room(extended, { size, damping: 0.45 }), 0, wet);
}

/** A short brass-like note: rich harmonics through a lowpass that opens with the loudness. */
function brass(hz: number, length: number): Samples {
  const seconds = length + 0.12;
  const env = hold(length, 0.025, 0.1);
  const vibrato = (t: number): number => hz * (1 + 0.004 * Math.sin(2 * Math.PI * 5.5 * t) * Math.min(1, t / 0.3));
  const tone = voice(vibrato, [1, 0.75, 0.55, 0.4, 0.28, 0.18, 0.12, 0.08, 0.05], seconds);
  return shape(filter(tone, 'lowpass', (t) => 500 + 2600 * env(t), 0.9), env);
}

/** A clear glass or crystal ping: inharmonic partials that fade fast from the top down. */
function ping(hz: number, seconds: number, decay: number): Samples {
  const glass: Partial[] = [
    { ratio: 1, amp: 1, decay },
    { ratio: 2.32, amp: 0.45, decay: decay * 0.5 },
    { ratio: 4.25, amp: 0.2, decay: decay * 0.25 },
    { ratio: 6.63, amp: 0.1, decay: decay * 0.12 },
  ];
  return partials(hz, glass, seconds, 0.001);
}

/** A bell: a hum an octave below, the strike note and its overtones, each with its own fade. */
function bell(hz: number, seconds: number, decay: number): Samples {
  const overtones: Partial[] = [
    { ratio: 0.5, amp: 0.5, decay: decay * 1.3 },
    { ratio: 1, amp: 1, decay },
    { ratio: 2, amp: 0.45, decay: decay * 0.6 },
    { ratio: 2.76, amp: 0.25, decay: decay * 0.35 },
    { ratio: 4.07, amp: 0.12, decay: decay * 0.2 },
    { ratio: 5.4, amp: 0.06, decay: decay * 0.12 },
  ];
  return partials(hz, overtones, seconds, 0.004);
}

/** A burst of filtered noise shaped like a tap: the "contact" part of knocks and snaps. */
function tap(random: () => number, centre: number, decay: number, q = 1.2): Samples {
  return ring(filter(noise(decay * 8, random), 'bandpass', centre, q), 0.0008, decay);
}

interface Note {
  readonly note: string;
  readonly at: number;
  readonly length: number;
  readonly gain?: number;
}

function play(notes: readonly Note[], instrument: (hz: number, length: number) => Samples): Placed[] {
  return notes.map((n) => ({ signal: instrument(noteHz(n.note), n.length), at: n.at, gain: n.gain ?? 1 }));
}

// ---- the effects ----

/** Card flip: a papery swish rising in pitch, ending in a light snap as the card lands. */
function flip(): Samples {
  const random = seededRandom(101);
  const texture = filter(noise(0.3, random), 'lowpass', 40);
  const swish = filter(noise(0.3, random), 'bandpass', glide(900, 4200, 0.2), 0.9);
  const flutter = follow(texture);
  shape(swish, (t) => swell(0.15, 0.24)(t) * (1 + 6 * flutter(t)));
  const snap = tap(random, 2600, 0.01);
  const thump = partials(150, [{ ratio: 1, amp: 1, decay: 0.03 }], 0.12);
  return mix([
    { signal: swish },
    { signal: snap, at: 0.2, gain: 0.55 },
    { signal: thump, at: 0.2, gain: 0.25 },
  ]);
}

/** Marker stroke: felt dragged over paper, a grainy hiss with a faint squeak. */
function pen(): Samples {
  const random = seededRandom(202);
  const grain = filter(noise(0.26, random), 'lowpass', 35);
  const felt = filter(noise(0.26, random), 'bandpass', glide(2600, 3400, 0.2), 1.6);
  const paper = filter(noise(0.26, random), 'lowpass', 700);
  const squeak = shape(voice(glide(1250, 1400, 0.2), [1, 0.3], 0.26), (t) => 0.04 * swell(0.1, 0.2)(t));
  const stroke = mix([{ signal: felt }, { signal: paper, gain: 0.35 }, { signal: squeak }]);
  const friction = follow(grain);
  return shape(stroke, (t) => hold(0.19, 0.025, 0.06)(t) * (0.6 + 8 * Math.abs(friction(t))));
}

/** Key: a little ring of keys jingling, bright metal partials with crisp contact ticks. */
function key(): Samples {
  const random = seededRandom(303);
  const metal = (hz: number): Samples => partials(hz, [
    { ratio: 1, amp: 1, decay: 0.25 },
    { ratio: 2.76, amp: 0.5, decay: 0.14 },
    { ratio: 5.4, amp: 0.22, decay: 0.07 },
  ], 0.8, 0.0008);
  const strikes: Array<[string, number, number]> = [['E6', 0, 1], ['B6', 0.06, 0.8], ['G#6', 0.13, 0.7], ['E7', 0.21, 0.45]];
  return withRoom(mix(strikes.flatMap(([note, at, gain]) => [
    { signal: metal(noteHz(note)), at, gain },
    { signal: tap(random, 6000, 0.004, 0.8), at, gain: gain * 0.5 },
  ])), 0.2, 0.25);
}

/** Scroll: crinkly parchment unrolling, then a soft two-note chime. */
function scroll(): Samples {
  const random = seededRandom(404);
  const crinkle = filter(crackle(0.6, 220, random), 'bandpass', 3200, 0.7);
  const rustle = filter(noise(0.6, random), 'bandpass', glide(1100, 2600, 0.45), 0.8);
  const unroll = shape(mix([{ signal: crinkle, gain: 2.5 }, { signal: rustle, gain: 0.6 }]), swell(0.18, 0.55));
  const chime = (hz: number): Samples => bell(hz, 1, 0.35);
  return withRoom(mix([
    { signal: unroll },
    { signal: chime(noteHz('G5')), at: 0.38, gain: 0.3 },
    { signal: chime(noteHz('D6')), at: 0.5, gain: 0.25 },
  ]), 0.3, 0.3);
}

/** Horse: clip-clop of hooves, then a short whinny gliding up and wobbling down. */
function horse(): Samples {
  const random = seededRandom(505);
  const clop = (pitch: number): Samples => mix([
    { signal: ring(voice(glide(pitch * 2, pitch, 0.03), [1, 0.2], 0.12), 0.001, 0.025) },
    { signal: tap(random, 1100 * (pitch / 180), 0.012, 3), gain: 0.7 },
  ]);
  const whinnyPitch = (t: number): number =>
    (t < 0.08 ? glide(520, 900, 0.08)(t) : glide(900, 560, 0.36)(t - 0.08)) * (1 + 0.035 * Math.sin(2 * Math.PI * 11 * t));
  const throat = voice(whinnyPitch, [1, 0.6, 0.45, 0.3, 0.2, 0.12, 0.08], 0.46);
  const whinny = shape(mix([
    { signal: filter(throat, 'bandpass', 800, 1.5) },
    { signal: filter(throat, 'bandpass', 1700, 2), gain: 0.6 },
  ]), swell(0.07, 0.46));
  return mix([
    { signal: clop(190), at: 0 },
    { signal: clop(160), at: 0.13, gain: 0.8 },
    { signal: clop(190), at: 0.33 },
    { signal: clop(160), at: 0.46, gain: 0.8 },
    { signal: whinny, at: 0.56, gain: 1.6 },
  ]);
}

/** Gem: a crystal ping with a quick upward sparkle of tiny glints. */
function gem(): Samples {
  const glints: Array<[string, number]> = [['B6', 0.02], ['E7', 0.06], ['G#7', 0.1], ['B7', 0.15]];
  return withRoom(mix([
    { signal: ping(noteHz('E6'), 0.9, 0.32) },
    { signal: ping(noteHz('B6'), 0.9, 0.22), gain: 0.35 },
    ...glints.map(([note, at]) => ({ signal: ping(noteHz(note), 0.3, 0.05), at, gain: 0.3 })),
  ]), 0.25, 0.35, 0.82);
}

/** Provisions: a soft pop with a little crunch, topped by a two-note "got it" blip. */
function provisions(): Samples {
  const random = seededRandom(606);
  const pop = ring(voice(glide(700, 220, 0.05), [1, 0.15], 0.12), 0.002, 0.035);
  const crunch = [0.015, 0.045, 0.07, 0.1].map((at, i) => ({ signal: tap(random, 1900 + 300 * i, 0.009, 1), at, gain: 0.5 - 0.08 * i }));
  const blip = (note: string): Samples => shape(voice(noteHz(note), [1, 0.1], 0.1), hold(0.05, 0.004, 0.04));
  return mix([
    { signal: pop },
    ...crunch,
    { signal: blip('A5'), at: 0.12, gain: 0.22 },
    { signal: blip('E6'), at: 0.18, gain: 0.2 },
  ]);
}

/** Temple: a rolled chord of resonant bells over a low gong hum. */
function temple(): Samples {
  const random = seededRandom(707);
  const hum = ring(generate(2.4, (t) => Math.sin(2 * Math.PI * 98 * t) + Math.sin(2 * Math.PI * 98.6 * t)), 0.02, 0.8);
  const mallet = filter(ring(noise(0.2, random), 0.001, 0.02), 'lowpass', 400);
  const chord: Array<[string, number, number]> = [['G3', 0, 1], ['D4', 0.06, 0.8], ['G4', 0.12, 0.65], ['B4', 0.18, 0.55]];
  return withRoom(mix([
    { signal: hum, gain: 0.35 },
    { signal: mallet, gain: 0.6 },
    ...chord.map(([note, at, gain]) => ({ signal: bell(noteHz(note), 2.4, 0.7), at, gain })),
  ]), 0.4, 0.4, 0.85);
}

/** Round end: a short rising brass call landing on a held chord. */
function roundEnd(): Samples {
  return withRoom(mix([
    ...play([
      { note: 'G4', at: 0, length: 0.1 },
      { note: 'C5', at: 0.12, length: 0.1 },
      { note: 'E5', at: 0.24, length: 0.1 },
      { note: 'G5', at: 0.36, length: 0.7 },
    ], brass),
    ...play([
      { note: 'C4', at: 0.36, length: 0.7, gain: 0.45 },
      { note: 'E4', at: 0.36, length: 0.7, gain: 0.4 },
    ], brass),
  ]), 0.3, 0.25);
}

/** Victory: a cheerful fanfare, an arpeggio up, a scale run, a held chord with drum and glints. */
function victory(): Samples {
  const timpani = (hz: number): Samples => mix([
    { signal: ring(voice(glide(hz * 1.25, hz, 0.05), [1, 0.3, 0.1], 0.6), 0.003, 0.22) },
    { signal: filter(ring(noise(0.1, seededRandom(808)), 0.001, 0.015), 'lowpass', 500), gain: 0.4 },
  ]);
  const glints: Array<[string, number]> = [['C7', 1.45], ['G7', 1.55], ['E7', 1.7], ['C8', 1.85]];
  return withRoom(mix([
    ...play([
      { note: 'C5', at: 0, length: 0.12 },
      { note: 'E5', at: 0.15, length: 0.12 },
      { note: 'G5', at: 0.3, length: 0.12 },
      { note: 'C6', at: 0.45, length: 0.38 },
      { note: 'G5', at: 0.9, length: 0.12 },
      { note: 'A5', at: 1.05, length: 0.12 },
      { note: 'B5', at: 1.2, length: 0.12 },
      { note: 'C6', at: 1.35, length: 0.9 },
    ], brass),
    ...play([
      { note: 'E4', at: 0.45, length: 0.38, gain: 0.35 },
      { note: 'G4', at: 0.45, length: 0.38, gain: 0.35 },
      { note: 'D4', at: 0.9, length: 0.42, gain: 0.3 },
      { note: 'G4', at: 0.9, length: 0.42, gain: 0.3 },
      { note: 'E4', at: 1.35, length: 0.9, gain: 0.35 },
      { note: 'G4', at: 1.35, length: 0.9, gain: 0.35 },
      { note: 'C5', at: 1.35, length: 0.9, gain: 0.3 },
    ], brass),
    { signal: timpani(noteHz('C2')), at: 0.45, gain: 0.8 },
    { signal: timpani(noteHz('G1')), at: 0.9, gain: 0.6 },
    { signal: timpani(noteHz('C2')), at: 1.35, gain: 0.9 },
    ...glints.map(([note, at]) => ({ signal: ping(noteHz(note), 0.4, 0.08), at, gain: 0.12 })),
  ]), 0.3, 0.25);
}

/** UI click: a small wooden tock. */
function click(): Samples {
  const random = seededRandom(909);
  return mix([
    { signal: partials(1400, [{ ratio: 1, amp: 1, decay: 0.012 }, { ratio: 2.3, amp: 0.4, decay: 0.006 }], 0.07, 0.0005) },
    { signal: tap(random, 4500, 0.002), gain: 0.4 },
  ]);
}

/** Error: a soft low two-note "nope", falling a minor third, each note dying away like a blip. */
function error(): Samples {
  const soft = (hz: number, length: number): Samples =>
    ring(filter(voice(hz, [1, 0, 0.12, 0, 0.04], length + 0.05), 'lowpass', 1400), 0.008, length / 2);
  return mix(play([
    { note: 'Eb4', at: 0, length: 0.09 },
    { note: 'C4', at: 0.14, length: 0.13 },
  ], soft));
}

// ---- Trails of Tucana: a sunnier mood (wood, kalimba, a bird), with the same paper and bells ----

/** A kalimba tine: a bright fundamental, a ringing inharmonic overtone, a quick fade. */
function tine(hz: number, length: number): Samples {
  return partials(hz, [
    { ratio: 1, amp: 1, decay: length * 0.5 },
    { ratio: 5.9, amp: 0.22, decay: length * 0.08 },
    { ratio: 8.7, amp: 0.08, decay: length * 0.04 },
  ], length + 0.3, 0.002);
}

/** A log drum: a hollow wooden knock with a short pitch drop. */
function logDrum(random: () => number, hz: number): Samples {
  return mix([
    { signal: ring(voice(glide(hz * 1.12, hz, 0.04), [1, 0, 0.25, 0, 0.08], 0.5), 0.002, 0.11) },
    { signal: tap(random, hz * 6, 0.006, 2), gain: 0.35 },
  ]);
}

/** Trail: a pencil line between two hexes, a dry graphite scratch that ends with a light tick. */
function trail(): Samples {
  const random = seededRandom(1101);
  const graphite = filter(noise(0.24, random), 'bandpass', glide(3800, 5200, 0.18), 2.2);
  const grain = follow(filter(noise(0.24, random), 'lowpass', 60));
  const stroke = shape(graphite, (t) => hold(0.17, 0.015, 0.05)(t) * (0.5 + 10 * Math.abs(grain(t))));
  return mix([
    { signal: tap(random, 2400, 0.004), gain: 0.35 },
    { signal: stroke },
    { signal: tap(random, 3400, 0.005), at: 0.2, gain: 0.5 },
  ]);
}

/** Sight: a sight joined to a village, a rising kalimba call answered by a short toucan chirp. */
function sight(): Samples {
  const chirp = (from: number, to: number): Samples =>
    shape(voice(glide(from, to, 0.06), [1, 0.25, 0.08], 0.09), swell(0.02, 0.09));
  return withRoom(mix([
    ...play([
      { note: 'D5', at: 0, length: 0.4 },
      { note: 'F#5', at: 0.09, length: 0.4, gain: 0.85 },
      { note: 'A5', at: 0.18, length: 0.6, gain: 0.9 },
    ], tine),
    { signal: chirp(1800, 2900), at: 0.42, gain: 0.16 },
    { signal: chirp(2000, 3200), at: 0.54, gain: 0.13 },
  ]), 0.25, 0.25);
}

/** Bonus trail: a bonus segment earned (and each link of a chain reaction), a quick upward sparkle. */
function bonusTrail(): Samples {
  const run: Array<[string, number]> = [['A5', 0], ['C#6', 0.05], ['E6', 0.1], ['A6', 0.15], ['C#7', 0.2], ['E7', 0.25]];
  return withRoom(mix([
    ...run.map(([note, at], i) => ({ signal: ping(noteHz(note), 0.5, 0.12), at, gain: 0.5 + 0.08 * i })),
    { signal: tine(noteHz('A6'), 0.5), at: 0.3, gain: 0.5 },
  ]), 0.25, 0.3, 0.82);
}

/** Pair: two villages of a letter joined, one log drum calling and the other answering, then a bell. */
function pair(): Samples {
  const random = seededRandom(1303);
  return withRoom(mix([
    { signal: logDrum(random, noteHz('G3')), at: 0 },
    { signal: logDrum(random, noteHz('D4')), at: 0.14, gain: 0.85 },
    { signal: logDrum(random, noteHz('G3')), at: 0.36, gain: 0.9 },
    { signal: logDrum(random, noteHz('D4')), at: 0.5, gain: 0.9 },
    { signal: bell(noteHz('G5'), 1.2, 0.4), at: 0.5, gain: 0.3 },
    { signal: bell(noteHz('D6'), 1.2, 0.35), at: 0.5, gain: 0.2 },
  ]), 0.3, 0.25);
}

/** Blue bonus: a blue card taken first, the card slid off the pile and two bright chimes. */
function blueBonus(): Samples {
  const random = seededRandom(1404);
  const slide = shape(filter(noise(0.25, random), 'bandpass', glide(1500, 3600, 0.2), 1), swell(0.12, 0.25));
  return withRoom(mix([
    { signal: slide, gain: 0.7 },
    { signal: tap(random, 2800, 0.008), at: 0.22, gain: 0.4 },
    { signal: bell(noteHz('E6'), 1, 0.3), at: 0.26, gain: 0.5 },
    { signal: bell(noteHz('B6'), 1, 0.3), at: 0.36, gain: 0.45 },
    { signal: ping(noteHz('E7'), 0.5, 0.1), at: 0.46, gain: 0.2 },
  ]), 0.3, 0.3);
}

/** Red bonus: the Special Bonus race won, a short brass "ta-da" over a drum, with glints. */
function redBonus(): Samples {
  const random = seededRandom(1505);
  return withRoom(mix([
    ...play([
      { note: 'G4', at: 0, length: 0.1 },
      { note: 'C5', at: 0.13, length: 0.5 },
      { note: 'E4', at: 0.13, length: 0.5, gain: 0.4 },
      { note: 'G4', at: 0.13, length: 0.5, gain: 0.35 },
    ], brass),
    { signal: logDrum(random, noteHz('C3')), at: 0.13, gain: 0.7 },
    ...([['G6', 0.55], ['C7', 0.62], ['E7', 0.7]] as const).map(([note, at]) => ({ signal: ping(noteHz(note), 0.4, 0.08), at, gain: 0.15 })),
  ]), 0.3, 0.25);
}

// ---- Ambassadors: wood and leather, coins, a trap and a bright chime ----

/** One die on a wooden table: a few hard knocks, each quieter and closer to the last. */
function dieKnocks(random: () => number, start: number, centre: number): Placed[] {
  const times = [0, 0.07, 0.125, 0.165, 0.19];
  return times.map((t, i) => ({ signal: mix([{ signal: tap(random, centre * (1 + 0.15 * random()), 0.012) }, { signal: partials(centre / 9, [{ ratio: 1, amp: 1, decay: 0.02 }], 0.06), gain: 0.4 }]), at: start + t, gain: 1 - i * 0.17 }));
}

/** Dice: two dice rattle in a cup, then tumble on the table and settle. */
function dice(): Samples {
  const random = seededRandom(2101);
  const rattle = shape(crackle(0.3, 60, random), swell(0.12, 0.3));
  return withRoom(mix([
    { signal: filter(rattle, 'bandpass', 2400, 0.8), gain: 0.5 },
    ...dieKnocks(random, 0.32, 1900),
    ...dieKnocks(random, 0.36, 2300),
  ]), 0.15, 0.15, 0.4);
}

/** Step: a soft leather footfall on a dirt road, short enough to play once per dot. */
function step(): Samples {
  const random = seededRandom(2202);
  const scuff = ring(filter(noise(0.09, random), 'lowpass', 900), 0.004, 0.025);
  const heel = partials(90, [{ ratio: 1, amp: 1, decay: 0.018 }, { ratio: 2.1, amp: 0.3, decay: 0.01 }], 0.08);
  return mix([{ signal: scuff, gain: 0.8 }, { signal: heel, gain: 0.5 }]);
}

/** Coins: a handful of gold pieces dropped into a purse, bright clinks that scatter. */
function coins(): Samples {
  const random = seededRandom(2303);
  const clinks = Array.from({ length: 7 }, (_, i) => ({ signal: ping(3200 + 2600 * random(), 0.25, 0.05 + 0.04 * random()), at: i * 0.045 + 0.02 * random(), gain: 0.5 - i * 0.04 }));
  return withRoom(mix([...clinks, { signal: tap(random, 1200, 0.03), at: 0.3, gain: 0.3 }]), 0.2, 0.2, 0.5);
}

/** Card: a stiff card slid across the table from the deck to the hand. */
function card(): Samples {
  const random = seededRandom(2404);
  const slide = shape(filter(noise(0.22, random), 'bandpass', glide(2400, 1400, 0.2), 0.9), swell(0.06, 0.22));
  return mix([{ signal: slide, gain: 0.8 }, { signal: tap(random, 3000, 0.006), at: 0.2, gain: 0.35 }]);
}

/** Ambush: a snare springs: a dry wooden snap, a rope whipping tight and a low thud. */
function ambush(): Samples {
  const random = seededRandom(2505);
  const whip = shape(filter(noise(0.18, random), 'bandpass', glide(600, 3800, 0.12), 1.4), swell(0.1, 0.18));
  return withRoom(mix([
    { signal: tap(random, 1500, 0.02, 2), gain: 1 },
    { signal: whip, at: 0.03, gain: 0.6 },
    { signal: ring(voice(glide(140, 55, 0.15), [1, 0.2], 0.3), 0.003, 0.09), at: 0.16, gain: 0.8 },
  ]), 0.2, 0.18, 0.5);
}

/** Shortcut: an orange path opens: a rising run of bright chimes that ends on an open fifth. */
function shortcut(): Samples {
  return withRoom(mix([
    ...([['D6', 0], ['F#6', 0.07], ['A6', 0.14], ['D7', 0.21]] as const).map(([note, at]) => ({ signal: ping(noteHz(note), 0.6, 0.18), at, gain: 0.45 })),
    { signal: bell(noteHz('D5'), 1.1, 0.45), at: 0.21, gain: 0.35 },
    { signal: bell(noteHz('A5'), 1.1, 0.4), at: 0.21, gain: 0.25 },
  ]), 0.4, 0.3);
}

/** Embassy: a flag planted and a wax seal pressed: a thump, a cloth flap and a low bell. */
function embassy(): Samples {
  const random = seededRandom(2606);
  const flap = shape(filter(noise(0.2, random), 'lowpass', glide(1800, 700, 0.18)), swell(0.05, 0.2));
  return withRoom(mix([
    { signal: ring(voice(glide(120, 70, 0.1), [1, 0.3], 0.25), 0.002, 0.07), gain: 0.9 },
    { signal: flap, at: 0.05, gain: 0.5 },
    { signal: bell(noteHz('G4'), 1.2, 0.5), at: 0.12, gain: 0.35 },
  ]), 0.3, 0.25);
}

/**
 * An Ambassadors win: a caravan reaching the Forbidden City. Horns call in D mixolydian (the
 * flattened seventh gives it its road-worn colour) over a frame drum and tambourine jingles, the
 * answer falls to a held open chord, and a gong and a shower of gold close it.
 */
function caravanFanfare(): Samples {
  const random = seededRandom(2707);
  const drum = (hz: number): Samples => mix([
    { signal: ring(voice(glide(hz * 1.4, hz, 0.04), [1, 0.25], 0.45), 0.002, 0.16) },
    { signal: tap(random, 900, 0.012), gain: 0.3 },
  ]);
  const jingle = (): Samples => shape(filter(crackle(0.22, 180, random), 'highpass', 5200), swell(0.01, 0.22));
  const beats = [0, 0.32, 0.48, 1.0, 1.28, 1.45];
  const gold = Array.from({ length: 6 }, (_, i) => ({ signal: ping(2600 + 2200 * random(), 0.3, 0.06), at: 1.7 + i * 0.07, gain: 0.12 }));
  return withRoom(mix([
    ...play([
      { note: 'A4', at: 0, length: 0.12 },
      { note: 'D5', at: 0.16, length: 0.12 },
      { note: 'F#5', at: 0.32, length: 0.12 },
      { note: 'A5', at: 0.48, length: 0.4 },
      { note: 'G5', at: 1.0, length: 0.12 },
      { note: 'F#5', at: 1.14, length: 0.12 },
      { note: 'E5', at: 1.28, length: 0.12 },
      { note: 'D5', at: 1.45, length: 1.0 },
    ], brass),
    ...play([
      { note: 'D4', at: 0.48, length: 0.4, gain: 0.35 },
      { note: 'C5', at: 1.0, length: 0.4, gain: 0.3 },
      { note: 'D4', at: 1.45, length: 1.0, gain: 0.35 },
      { note: 'A4', at: 1.45, length: 1.0, gain: 0.35 },
    ], brass),
    ...beats.map((at, i) => ({ signal: drum(noteHz(i === beats.length - 1 ? 'D2' : 'A2')), at, gain: 0.7 })),
    ...beats.map((at) => ({ signal: jingle(), at: at + 0.02, gain: 0.25 })),
    { signal: bell(noteHz('D3'), 2.2, 0.9), at: 1.45, gain: 0.4 },
    ...gold,
  ]), 0.4, 0.28);
}

export const EFFECTS = {
  flip, pen, key, scroll, horse, gem, provisions, temple,
  'round-end': roundEnd, victory, click, error,
  trail, sight, 'bonus-trail': bonusTrail, pair, 'blue-bonus': blueBonus, 'red-bonus': redBonus,
  dice, step, coins, card, ambush, shortcut, embassy, 'caravan-fanfare': caravanFanfare,
} as const satisfies Record<string, () => Samples>;

