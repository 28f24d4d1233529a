// Browser tests run against the production bundle built with the test bridge switched on,
// served by Vite's preview server on a free localhost port.
import { build, preview, type PreviewServer } from 'vite';

let server: PreviewServer | undefined;

export async function setup({ provide }: { provide: (key: 'baseUrl', value: string) => void }): Promise<void> {
  process.env.VITE_TEST_BRIDGE = '1';
  await build({ logLevel: 'warn', build: { outDir: 'dist-e2e', emptyOutDir: true } });
  // 'mpa': a missing file is a 404 (a single-page app's fallback would answer it with index.html),
  // so the tests see every request that fails.
  server = await preview({ logLevel: 'warn', appType: 'mpa', build: { outDir: 'dist-e2e' }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not report its address');
  provide('baseUrl', url);
}

export async function teardown(): Promise<void> {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
