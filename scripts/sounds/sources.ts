// What the committed sounds were made from: a hash of the generator's source files, recorded
// beside the files with a hash of each file, so a test can tell when either changed without
// the other (the music takes too long to render in a test).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Written by `npm run sounds` into assets/audio/. */
export const AUDIO_SOURCES = 'sources.json';

export interface AudioSources {
  readonly generator: string;
  readonly files: Readonly<Record<string, string>>;
}

const root = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const GENERATOR_FILES = [
  'scripts/make-sounds.ts',
  ...readdirSync(root('scripts/sounds')).filter((f) => f.endsWith('.ts')).sort().map((f) => `scripts/sounds/${f}`),
  'src/shell/music-loop.ts',
  'src/games/explorers/rules/rng.ts',
];

export const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** One hash over every source file the sounds are made from, and their names. */
export function generatorHash(): string {
  return sha256(GENERATOR_FILES.map((path) => `${path}\n${readFileSync(root(path), 'utf8').replace(/\r\n/g, '\n')}`).join('\n'));
}
