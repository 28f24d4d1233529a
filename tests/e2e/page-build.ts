// The page the browser tests drive: the production bundle with the test bridge switched on.
import { build, type PluginOption } from 'vite';
import config from '../../vite.config';
import { testRegistry } from './test-registry-plugin';

/** Builds the page into `outDir`, with Vite's cache in `cacheDir` (never a developer's node_modules/.vite). */
export async function buildTestPage(outDir: string, cacheDir: string): Promise<void> {
  process.env.VITE_TEST_BRIDGE = '1';
  // Without the brotli and gzip copies (at their highest levels, the build's longest step): the
  // pages run the same without them, and the server tests check the copies it sends.
  // With the test registry's games for the page opened with `?games=test` (the contract suite's).
  const plugins = [...(config.plugins ?? []).filter((plugin: PluginOption) => !(plugin && 'name' in plugin && plugin.name === 'explorers-precompress')), testRegistry()];
  await build({ ...config, configFile: false, plugins, worker: { ...config.worker, plugins: () => [testRegistry()] }, logLevel: 'warn', cacheDir, build: { ...config.build, outDir, emptyOutDir: true } });
}
