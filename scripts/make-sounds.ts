// Writes the game's sounds into assets/audio/ as MP3s. Everything is synthesised here (see
// scripts/sounds/), with seeded noise, so running it again rewrites identical bytes.
// Usage: npm run sounds
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dbToGain, fadeEdges, gainToDb, loudestRms, normalizePeak, peak, rms, secondsOf, shape, type Samples } from './sounds/dsp';
import { EFFECTS } from './sounds/effects';
import { encodeMp3 } from './sounds/mp3';
import { renderMusicLoop, withLeads } from './sounds/music';

const OUT_DIR = fileURLToPath(new URL('../assets/audio/', import.meta.url));

/**
 * Effects are matched on their loudest 50 ms, which is what the ear judges in a short sound,
 * while their peaks stay in a safe band (encoding moves a peak by up to about 0.6 dB either way).
 */
const EFFECT_LOUDEST_DB = -13;
const EFFECT_PEAK_RANGE_DB = [-5, -2] as const;
/** The music sits under the effects so they read clearly over it. */
const MUSIC_RMS_DB = -14;
const EFFECT_KBPS = 48;
const MUSIC_KBPS = 56;

function write(name: string, signal: Samples, kbps: number): void {
  const bytes = encodeMp3(signal, kbps);
  writeFileSync(`${OUT_DIR}${name}.mp3`, bytes);
  const db = (x: number): string => gainToDb(x).toFixed(1).padStart(6);
  console.log(`${name.padEnd(11)} ${secondsOf(signal).toFixed(2).padStart(6)} s ${db(peak(signal))} dB peak ${db(rms(signal))} dB rms ${db(loudestRms(signal))} dB loudest ${String(bytes.length).padStart(7)} bytes`);
}

function masterEffect(signal: Samples): Samples {
  fadeEdges(signal, 0.0005, 0.02);
  const [low, high] = EFFECT_PEAK_RANGE_DB;
  const matchedPeak = gainToDb(peak(signal)) + EFFECT_LOUDEST_DB - gainToDb(loudestRms(signal));
  return normalizePeak(signal, Math.min(high, Math.max(low, matchedPeak)));
}

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, render] of Object.entries(EFFECTS)) {
  write(name, masterEffect(render()), EFFECT_KBPS);
}
const loop = renderMusicLoop();
write('music', withLeads(shape(loop, dbToGain(MUSIC_RMS_DB) / rms(loop))), MUSIC_KBPS);
