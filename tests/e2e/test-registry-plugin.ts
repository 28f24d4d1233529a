// The browser tests' build serves the page with the test registry's games behind a flag (see
// tests/games/page-registry.ts): every import of the app's registry resolves to that module,
// except the two that wrap the app's registry themselves. The production build has no such plugin,
// so it holds no test game.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const APP_REGISTRY = here('../../src/games/registry.ts');
const PAGE_REGISTRY = here('../games/page-registry.ts');
const WRAPPERS = new Set([PAGE_REGISTRY, here('../games/registry.ts')]);

export function testRegistry(): Plugin {
  return {
    name: 'explorers-test-registry',
    enforce: 'pre',
    resolveId: {
      // Only imports named like the registry reach the handler (the bundler filters the rest).
      filter: { id: /(^|\/)registry(\.ts)?$/ },
      async handler(source, importer, options) {
        if (!importer || WRAPPERS.has(importer)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === APP_REGISTRY ? PAGE_REGISTRY : null;
      },
    },
  };
}
