// Writes the game's sounds into assets/audio/ as MP3s. Everything is synthesised here (see
// scripts/sounds/), with seeded noise, so running it again rewrites identical bytes. It also
// records what they were made from (sources.json, see scripts/sounds/sources.ts).
// Usage: npm run sounds
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MUSIC_MOODS } from '../src/shell/music-loop';
import { dbToGain, fadeEdges, gainToDb, loudestRms, normalizePeak, peak, rms, SAMPLE_RATE, type Samples } from './sounds/dsp';
import { EFFECTS } from './sounds/effects';
import { encodeMp3 } from './sounds/mp3';
import { MUSIC_RATE, renderMusic, withLeads } from './sounds/music';
import { AUDIO_SOURCES, generatorHash, sha256 } from './sounds/sources';
import type { Stereo } from './sounds/stereo';

const OUT_DIR = fileURLToPath(new URL('../assets/audio/', import.meta.url));

/**
 * Effects are matched on their loudest 50 ms, which is what the ear judges in a short sound,
 * while their peaks stay in a safe band (encoding moves a peak by up to about 0.6 dB either way).
 */
const EFFECT_LOUDEST_DB = -13;
const EFFECT_PEAK_RANGE_DB = [-5, -2] as const;
/** The music sits a little under the effects so they read clearly over it... */
const MUSIC_RMS_DB = -17;
/** ...and its peaks keep clear of full scale, with room for the encoder's overshoot. */
const MUSIC_PEAK_DB = -2;
const EFFECT_KBPS = 48;
const MUSIC_KBPS = 96;

const files: Record<string, string> = {};

function write(name: string, channels: readonly [Samples] | readonly [Samples, Samples], kbps: number, rate: number): void {
  const bytes = encodeMp3(channels, kbps, rate);
  writeFileSync(`${OUT_DIR}${name}.mp3`, bytes);
  files[`${name}.mp3`] = sha256(bytes);
  const all = Float64Array.from(channels.flatMap((c) => [...c]));
  const db = (x: number): string => gainToDb(x).toFixed(1).padStart(6);
  const seconds = (channels[0].length / rate).toFixed(2).padStart(6);
  console.log(`${name.padEnd(11)} ${seconds} s ${db(peak(all))} dB peak ${db(rms(all))} dB rms ${db(loudestRms(channels[0]))} dB loudest ${String(bytes.length).padStart(7)} bytes`);
}

function masterEffect(signal: Samples): Samples {
  fadeEdges(signal, 0.0005, 0.02);
  const [low, high] = EFFECT_PEAK_RANGE_DB;
  const matchedPeak = gainToDb(peak(signal)) + EFFECT_LOUDEST_DB - gainToDb(loudestRms(signal));
  return normalizePeak(signal, Math.min(high, Math.max(low, matchedPeak)));
}

/** One gain for both channels: the target loudness, unless that would push a peak too high. */
function masterMusic({ left, right }: Stereo): readonly [Samples, Samples] {
  const loudness = Math.sqrt((rms(left) ** 2 + rms(right) ** 2) / 2);
  const gain = Math.min(dbToGain(MUSIC_RMS_DB) / loudness, dbToGain(MUSIC_PEAK_DB) / Math.max(peak(left), peak(right)));
  return [left.map((x) => x * gain), right.map((x) => x * gain)];
}

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, render] of Object.entries(EFFECTS)) {
  write(name, [masterEffect(render())], EFFECT_KBPS, SAMPLE_RATE);
}
for (const mood of MUSIC_MOODS) {
  write(`music-${mood}`, masterMusic(withLeads(renderMusic(mood))), MUSIC_KBPS, MUSIC_RATE);
}
writeFileSync(`${OUT_DIR}${AUDIO_SOURCES}`, `${JSON.stringify({ generator: generatorHash(), files }, null, 2)}\n`);
