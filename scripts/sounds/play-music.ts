// The music under a game: lighter, and quiet enough to last a long game. F major, 96 beats a
// minute, 64 bars (160 s): a marimba ostinato over a round bass and a soft shaker, with short
// kalimba phrases and long stretches without a melody at all, so that nothing nags; a B section
// in D minor with harp, a C section of pad and bells, a new D theme, and a turnaround.
import type { Piece } from './score';

const A = 'F C/E Dm Bb F C Bb C';
const B = 'Dm Am Bb F Gm Dm Bb C';

export const PLAY_MUSIC: Piece = {
  seed: 9603,
  bpm: 96,
  tonic: 5,
  melodyRange: [65, 84],
  chordRange: [53, 72],
  rhythms: ['1 1 2 -4', '0.5 0.5 1 2 -4', '-1 1 1 1 -4', '1.5 1.5 1 -4', '2 1 1 -4', '-2 1 1 2 -2'],
  arpeggio: [null, 2, null, 1, null, 3, null, 1],
  ostinato: [0, 2, 1, 3, 0, 2, 1, 4],
  bassLine: [[0, 1.5, 'root'], [2.5, 1, 'fifth']],
  shakerBeat: [0, 1, 2, 3, 4, 5, 6, 7],
  tickBeat: [2, 6],
  thumpBeat: [0],
  padBrightness: 1100,
  room: { size: 0.8, damping: 0.5, wet: 0.3 },
  sections: [
    { chords: A, layers: { pad: 0.5, ostinato: 0.8, bass: 1, shaker: 0.6, thump: 0.5 } },
    { chords: A, melody: 'a - a b', lead: 'kalimba', layers: { pad: 0.5, ostinato: 0.8, bass: 1, shaker: 0.7, tick: 0.6, thump: 0.5, lead: 0.9 } },
    { chords: B, melody: "c c' d -", lead: 'flute', layers: { pad: 0.7, arp: 1, ostinato: 0.5, bass: 1, tick: 0.7, lead: 0.6 } },
    { chords: 'Bbmaj7 C Am7 Dm Gm7 Am7 Bb C', melody: "e - e' -", lead: 'bell', layers: { pad: 1, arp: 0.6, bass: 0.7, bells: 0.4, lead: 1 } },
    { chords: A, melody: "a b a' -", lead: 'kalimba', layers: { pad: 0.4, ostinato: 0.8, bass: 1, shaker: 0.8, tick: 0.6, thump: 0.5, lead: 0.9 } },
    { chords: 'Gm C F Dm Gm C Am Bb', melody: "f f' g -", lead: 'kalimba', layers: { pad: 0.6, arp: 0.8, ostinato: 0.6, bass: 1, shaker: 0.6, lead: 0.9 } },
    { chords: B, layers: { pad: 0.5, arp: 0.6, ostinato: 0.8, bass: 1, shaker: 0.7, tick: 0.7, bells: 0.3 } },
    { chords: 'Bb C Am Dm Gm7 C Bb C', melody: 'a - - -', lead: 'kalimba', layers: { pad: 0.6, ostinato: 0.7, bass: 0.9, shaker: 0.5, lead: 0.7 } },
  ],
};
