// Brotli and gzip copies of the build's text files (name.br, name.gz beside each), made once at
// build time at the highest levels, so the server (server/static-files.ts) sends them without
// compressing per request. A copy that would not be smaller is not kept; images and sounds are
// compressed already.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(html|js|mjs|css|json|webmanifest|svg|txt|wasm)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

const COMPRESSORS = [
  { suffix: '.br', compress: (data: Buffer) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { suffix: '.gz', compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

export function precompress(): Plugin {
  return {
    name: 'explorers-precompress',
    apply: 'build',
    // After every file is written, the service worker's included (its list is of the originals).
    writeBundle: {
      order: 'post',
      async handler({ dir = '' }, bundle) {
        const names = Object.keys(bundle).filter((name) => TEXT.test(name));
        await Promise.all(
          names.map(async (name) => {
            const data = await readFile(join(dir, name));
            if (data.length < MIN_BYTES) return;
            for (const { suffix, compress } of COMPRESSORS) {
              const packed = await compress(data);
              if (packed.length < data.length) await writeFile(join(dir, name + suffix), packed);
            }
          }),
        );
      },
    },
  };
}
