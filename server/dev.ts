// `npm start`: the page (Vite's development server) and the online server in one process, with
// the embedded defaults (PGlite in DATA_DIR, matchmaking in this process): nothing else to run.
// The game server listens on a free loopback port, and Vite forwards the server's paths to it
// (POST /tables, /matchmake/…, the rooms' WebSockets), so the page reaches it on its own origin.
//   --lan       the page on every network interface, for phones and computers on the same
//               network (the game server stays on loopback, behind the forwarding); the page
//               is told its Network address (NETWORK_ADDRESS_META) for the links it shares
//   --host A    with --lan, the one address the page listens on and names (default: every
//               interface): one network card of several; the test of --lan gives a loopback one
//   --port N    the page's port (5173; the next free one if taken)
//   --cache-dir D  Vite's cache of the page's pre-bundled packages (node_modules/.vite): a test
//               gives its own, so a developer's running `npm start` keeps its cache
// The server's other settings come from the environment, as for `npm run server`.
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer, type Plugin, type ProxyOptions, type ViteDevServer } from 'vite';
import { NETWORK_ADDRESS_META } from '../src/protocol/protocol';
import { CODE_ALPHABET, CODE_LENGTH } from './codes';
import { configFromEnv, consoleLogger } from './config';
import { closeOnSignals } from './signals';

/**
 * What the page's origin forwards to the game server at `target`, saying whom from
 * (X-Forwarded-For: the server's limits per address then tell the home network's devices apart).
 */
function serverPaths(target: string): Record<string, ProxyOptions> {
  return {
    '/tables': { target, xfwd: true },
    '/matchmake': { target, xfwd: true },
    // A room's WebSocket: /<process id>/<table code>?… (the code is the room's id).
    [`^/[\\w-]+/[${CODE_ALPHABET}]{${CODE_LENGTH}}(\\?|$)`]: { target, xfwd: true, ws: true },
  };
}

/** Names the page's first Network address, as printed, in the page: opened on 127.0.0.1, it shares links with it. */
function networkAddress(): Plugin {
  let page: ViteDevServer | null = null;
  return {
    name: 'network-address',
    configureServer(server) {
      page = server;
    },
    transformIndexHtml() {
      const url = page?.resolvedUrls?.network[0];
      return url ? [{ tag: 'meta', attrs: { name: NETWORK_ADDRESS_META, content: url }, injectTo: 'head' }] : [];
    },
  };
}

/** A free loopback port for the game server, so it and the page start side by side. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

try {
  const { values } = parseArgs({ options: { lan: { type: 'boolean', default: false }, host: { type: 'string' }, port: { type: 'string', default: '5173' }, 'cache-dir': { type: 'string' } } });
  const port = await freePort();
  const config = { ...configFromEnv(process.env), host: '127.0.0.1', port, trustedProxies: 1 };
  const target = `http://127.0.0.1:${port}`;
  const [page, game] = await Promise.all([
    createServer({ cacheDir: values['cache-dir'], plugins: values.lan ? [networkAddress()] : [], server: { host: values.lan ? (values.host ?? true) : '127.0.0.1', port: Number(values.port), proxy: serverPaths(target) } }).then(async (page) => {
      await page.listen();
      page.printUrls();
      return page;
    }),
    // Loaded here, not at the top: the page's server starts while the game server's modules load.
    import('./app').then(({ startServer }) => startServer(config)).then((game) => {
      const inProject = relative(process.cwd(), config.dataDir);
      const tables = config.databaseUrl ? 'PostgreSQL' : inProject.startsWith('..') ? config.dataDir : `${inProject || '.'}/`;
      const others = values.lan ? 'other devices on this network open a Network address above' : 'to play from other devices on this network: npm start -- --lan';
      consoleLogger.info(`online play ready (tables in ${tables}); ${others}`);
      return game;
    }),
  ]);
  // Vite's own SIGTERM handler ends the process once the page's server is closed, before the game
  // server has closed its tables and database: this process closes both instead.
  process.removeAllListeners('SIGTERM');
  closeOnSignals(async () => {
    await page.close();
    await game.close();
  });
} catch (error) {
  consoleLogger.error('Could not start.', error instanceof Error ? error.message : error);
  process.exit(1);
}
