import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawSprites, RASTER_SOURCES } from '../../scripts/art/sprites';
import { spriteScale } from '../../src/ui/sprite-scale';

const DIR = join(__dirname, '..', '..', 'assets', 'sprites');
const sprites = drawSprites();
const names = Object.keys(sprites).sort();
const filesEndingIn = (ext: string): string[] =>
  readdirSync(DIR)
    .filter((file) => file.endsWith(ext))
    .map((file) => file.slice(0, -ext.length))
    .sort();

/** Width and height of a WebP file (lossy, lossless or extended format). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

const svgSize = (svg: string): { width: number; height: number } => ({
  width: Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]),
  height: Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1]),
});

describe('the sprites in assets/sprites/', () => {
  it('are the SVGs that the art script draws now (run `npm run art` after changing it)', () => {
    expect(filesEndingIn('.svg')).toEqual(names);
    for (const name of names) expect(readFileSync(join(DIR, `${name}.svg`), 'utf8'), name).toBe(sprites[name]);
  });

  it('each have a WebP bitmap made from that very SVG, at the sprite scale', () => {
    expect(filesEndingIn('.webp')).toEqual(names);
    const sources = JSON.parse(readFileSync(join(DIR, RASTER_SOURCES), 'utf8')) as Record<string, string>;
    for (const name of names) {
      const svg = sprites[name] as string;
      expect(sources[name], `${name}.webp was made from an older ${name}.svg`).toBe(createHash('sha256').update(svg).digest('hex'));
      const { width, height } = svgSize(svg);
      expect(webpSize(readFileSync(join(DIR, `${name}.webp`))), name).toEqual({
        width: Math.round(width * spriteScale(name)),
        height: Math.round(height * spriteScale(name)),
      });
    }
  });
});
