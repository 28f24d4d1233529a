import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../../scripts/sounds/effects';
import { AUDIO_SOURCES, generatorHash, sha256, type AudioSources } from '../../scripts/sounds/sources';
import { SHELL_SOUND_NAMES } from '../../src/shell/audio';
import { MUSIC_LOOP, MUSIC_MOODS } from '../../src/shell/music-loop';

const DIR = join(__dirname, '..', '..', 'assets', 'audio');
/** The shell's sounds and every game's own (src/games/<game>/sounds.ts). */
const GAME_SOUNDS = import.meta.glob<Record<string, string>>('../../src/games/*/sounds.ts', { eager: true, import: 'SOUNDS' });
const SOUND_NAMES = [...SHELL_SOUND_NAMES, ...Object.values(GAME_SOUNDS).flatMap((sounds) => Object.keys(sounds))];
const sources = JSON.parse(readFileSync(join(DIR, AUDIO_SOURCES), 'utf8')) as AudioSources;
const expected = [...Object.keys(EFFECTS), ...MUSIC_MOODS.map((mood) => `music-${mood}`)].map((name) => `${name}.mp3`).sort();

/** What a music file's first frame (our Info tag) says: stereo MPEG-1, its rate, and its exact length. */
function infoTag(bytes: Buffer): { stereo: boolean; sampleRate: number; samples: number } {
  expect(bytes[1], 'MPEG-1 layer III without CRC').toBe(0xfb);
  const sampleRate = [44100, 48000, 32000][((bytes[2] ?? 0) >> 2) & 3] ?? 0;
  const stereo = (bytes[3] ?? 0) >> 6 !== 3;
  const info = 4 + (stereo ? 32 : 17);
  expect(bytes.toString('ascii', info, info + 4)).toBe('Info');
  const frames = bytes.readUInt32BE(info + 8);
  const delay = bytes.readUIntBE(info + 141, 3) >> 12;
  const padding = bytes.readUIntBE(info + 141, 3) & 0xfff;
  // The count leaves out the tag's own frame.
  return { stereo, sampleRate, samples: frames * 1152 - delay - padding };
}

describe('the sounds in assets/audio/', () => {
  it('were made by the sound script as it is now (run `npm run sounds` after changing it)', () => {
    expect(sources.generator).toBe(generatorHash());
  });

  it('are the files that script wrote, unedited', () => {
    expect(readdirSync(DIR).filter((f) => f.endsWith('.mp3')).sort()).toEqual(expected);
    expect(Object.keys(sources.files).sort()).toEqual(expected);
    for (const file of expected) expect(sha256(readFileSync(join(DIR, file))), file).toBe(sources.files[file]);
  });

  it('are every effect the game plays, and no other (both games\' effects)', () => {
    expect([...SOUND_NAMES].sort()).toEqual(Object.keys(EFFECTS).sort());
  });

  it('hold each mood of music in stereo, laid out as the player loops it', () => {
    for (const mood of MUSIC_MOODS) {
      const tag = infoTag(readFileSync(join(DIR, `music-${mood}.mp3`)));
      expect(tag.stereo, mood).toBe(true);
      expect(tag.samples / tag.sampleRate, mood).toBe(MUSIC_LOOP.loopSeconds[mood] + 2 * MUSIC_LOOP.leadSeconds);
      expect(MUSIC_LOOP.loopSeconds[mood], mood).toBeGreaterThanOrEqual(120);
    }
  });
});
