// The menu's music: calm and inviting. D major, 72 beats a minute, 48 bars (160 s): a harp
// arpeggio and a soft pad under a flute, then a kalimba; a darker B section in B minor; a C
// section that breathes, with bells for a melody; the opening theme again, fuller; and a
// turnaround back to the start.
import type { Piece } from './score';

const THEME = 'D A/C# Bm G D Em G A';

export const MENU_MUSIC: Piece = {
  seed: 7205,
  bpm: 72,
  tonic: 2,
  melodyRange: [62, 81],
  chordRange: [50, 74],
  rhythms: ['2 1 1 3 -1', '1.5 0.5 1 1 3 -1', '3 1 2 -2', '1 1 1 1 3 -1', '2 2 3 -1', '1 0.5 0.5 2 2 -2'],
  arpeggio: [0, 1, 2, 3, 4, 3, 2, 1],
  ostinato: [],
  bassLine: [[0, 2, 'root'], [2, 2, 'fifth']],
  shakerBeat: [1, 3, 5, 7],
  tickBeat: [],
  thumpBeat: [0],
  padBrightness: 1400,
  room: { size: 0.86, damping: 0.45, wet: 0.45 },
  sections: [
    { chords: 'Dmaj7 G Dmaj7 G', layers: { pad: 1, arp: 0.7, bells: 0.6 } },
    { chords: THEME, melody: "a b a c", lead: 'flute', layers: { pad: 0.8, arp: 1, bass: 1, lead: 1 } },
    { chords: THEME, melody: "a b a' c'", lead: 'kalimba', layers: { pad: 0.8, arp: 0.8, bass: 1, shaker: 0.8, bells: 0.3, lead: 1 } },
    { chords: 'Bm F#m G D Em Bm G A', melody: "d d' e -", lead: 'flute', layers: { pad: 1, arp: 0.7, bass: 1, shaker: 0.5, lead: 1 } },
    { chords: 'Gmaj7 A F#m7 Bm Em7 A D/F# G', melody: "f - f' -", lead: 'bell', layers: { pad: 1.2, arp: 0.5, bass: 0.8, lead: 1 } },
    { chords: THEME, melody: "a b a c'", lead: 'flute', layers: { pad: 0.8, arp: 1, bass: 1, shaker: 1, thump: 0.6, bells: 0.4, lead: 1 } },
    { chords: 'G A Em7 Asus4', layers: { pad: 1, arp: 0.8, bass: 0.8, bells: 0.5 } },
  ],
};
