// Web benchmark: builds the game, serves it on localhost, drives headless Chromium and reports what
// a player waits for; the last line is one JSON summary.
// npm run bench:web -- [--runs 5] [--stretch 8] [--games 10] [--renderer canvas|webgl] [--root dir] [--cpu-throttle N]
//   --root: benchmark another checkout of the game (say a git worktree of an older commit).
//   Chromium starts as in the browser tests (tests/e2e/browser.ts): no GPU, and WebGL off, so
//   Phaser falls back to its Canvas renderer. --renderer webgl keeps WebGL, which players get, but
//   which Chromium then runs on SwiftShader, on the CPU: several times slower on two cores (see
//   docs/performance.md), too slow for the default run to end in a few minutes.
//   first load: the production build exactly as `npm run build` makes it; everything the page
//     fetches from navigation until the network has been quiet for 3 s with no input (the menu is
//     up by then), by kind, raw and gzip (level 9); the largest modules of that JavaScript, in
//     minified bytes per source file, from the source maps of an identical build.
//   Both builds are served cross-origin isolated (COOP/COEP headers), for a page clock precise
//   to microseconds (see `serve`).
//   timings, frames, heap: the same build with the test bridge (VITE_TEST_BRIDGE=1, `?test=1`),
//     which tells when a scene is on top and its fade-in is over:
//     - menu: navigation → Menu on top and done fading in (median of --runs cold loads, each in a
//       fresh browser context);
//     - play: the click on Start → Play on top and done fading in (four AI seats, normal speed);
//     - busy play: the first --stretch seconds of that game (setup Xs, card flips, Xs drawn on
//       four boards, AI turns): requestAnimationFrame intervals, the time spent in each frame's
//       callbacks (Phaser's update and render), long tasks (PerformanceObserver 'longtask'), and
//       how many of the game's steps drew (the test bridge's count; JSON `stepsDrawnShare`) and
//       how much of the canvas those drawings repainted on average;
//     - heap: --games games in one page, each one a saved four-AI game continued two turns before
//       its end, played out, its scoring watched, then back to the menu; the JS heap at the menu
//       after the first game and after the last, after a forced GC (CDP): the ratio is that of the
//       JavaScript objects in a heap snapshot, without V8's compiled code, which keeps growing for
//       a while as functions get optimised (V8's total is printed too).
//   --cpu-throttle N (N > 1): the timing runs again with the page's CPU N times slower (Chromium's
//     CPU throttling, CDP Emulation.setCPUThrottlingRate, from before navigation), as a slower
//     device would run it; JSON `throttled.*`. The first of those runs is profiled (V8's sampling
//     profiler, CDP Profiler): the functions with the most time of their own, mapped back to their
//     source files through the build's source maps, for the load up to the menu and for the busy
//     play stretch, beside the main thread's idle, garbage collection and browser work ("program").
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { randomMove } from '../src/games/explorers/rules/index';
import { SEAT_COLORS, type Seat } from '../src/games/explorers/play/game-config';
import { SAVE_KEY } from '../src/games/explorers/play/save';
import { apply, createGame, expectedActors, toRecord, validateOptions, type GameState } from '../src/games/explorers/rules/index';
import { CHROMIUM_ARGS } from '../tests/e2e/browser';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    stretch: { type: 'string', default: '8' },
    games: { type: 'string', default: '10' },
    renderer: { type: 'string', default: 'canvas' },
    root: { type: 'string' },
    'cpu-throttle': { type: 'string', default: '1' },
  },
});
/** As the browser tests: WebGL off, by default (see the header). */
const RENDERER = values.renderer === 'webgl' ? 'webgl' : 'canvas';
const RUNS = Math.max(1, Number(values.runs));
const STRETCH_S = Math.max(1, Number(values.stretch));
/** The profiled busy play lists its stretches of work longer than this (the long tasks to get rid of at 4×). */
const LONG_STRETCH_MS = 100;
const GAMES = Math.max(2, Number(values.games));
/** How many times slower the throttled timing runs are (1: none). */
const THROTTLE = Math.max(1, Number(values['cpu-throttle']) || 1);

/** The game to build: this checkout, or another one (say a git worktree of an older commit). */
const ROOT = resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));
/** This run's builds: a folder of its own (two runs at once must not build over each other), removed at the end. */
const OUT = mkdtempSync(join(tmpdir(), 'explorers-bench-web-'));
process.on('exit', () => rmSync(OUT, { recursive: true, force: true }));
const VIEWPORT = { width: 1280, height: 800 };
const BUDGET = { firstLoadJsGzipBytes: 400 * 1024, menuInteractiveMs: 1500, playInteractiveMs: 1000, frameMsP95: 16.7, longTasks: 0, heapGrowthRatio: 1.1 };
/** Stops the whole run if something hangs: the benchmark always ends by itself. */
const DEADLINE_MS = 15 * 60_000;

const log = (message: string): void => void process.stderr.write(`bench:web: ${message}\n`);

// ---- small numbers ---------------------------------------------------------------------------

const quantile = (xs: readonly number[], q: number): number => {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);
};
const median = (xs: readonly number[]): number => {
  const sorted = xs.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round1 = (x: number): number => Math.round(x * 10) / 10;
const kb = (bytes: number): string => `${(bytes / 1024).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const pad = (text: string | number, width: number): string => String(text).padStart(width);
const verdict = (ok: boolean): string => (ok ? 'within budget' : 'OVER budget');
const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

// ---- builds ----------------------------------------------------------------------------------

type BuildKind = 'prod' | 'maps' | 'bridge';

async function buildGame(kind: BuildKind): Promise<string> {
  const outDir = join(OUT, kind);
  if (kind === 'bridge') process.env.VITE_TEST_BRIDGE = '1';
  else delete process.env.VITE_TEST_BRIDGE;
  // The test-bridge build's maps name the functions of a profile (see `hotspots`).
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: kind === 'prod' ? false : 'hidden' } });
  delete process.env.VITE_TEST_BRIDGE;
  return outDir;
}

async function serve(outDir: string): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir },
    // Cross-origin isolated, the page's clock ticks in microseconds instead of tenths of a
    // millisecond: frame intervals at 60 Hz then read 16.67 ms, not 16.6 or 16.8 at random.
    preview: { host: '127.0.0.1', port: 0, strictPort: false, headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not report its address');
  return { server, url };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

// ---- first load: bytes -----------------------------------------------------------------------

const KINDS = ['html', 'js', 'css', 'images', 'audio', 'fonts', 'other'] as const;
type Kind = (typeof KINDS)[number];
const KIND_OF: Record<string, Kind> = {
  '.html': 'html',
  '.js': 'js',
  '.mjs': 'js',
  '.css': 'css',
  '.svg': 'images',
  '.png': 'images',
  '.jpg': 'images',
  '.webp': 'images',
  '.gif': 'images',
  '.mp3': 'audio',
  '.ogg': 'audio',
  '.m4a': 'audio',
  '.wav': 'audio',
  '.woff': 'fonts',
  '.woff2': 'fonts',
  '.ttf': 'fonts',
  '.otf': 'fonts',
};

interface FileFigure {
  readonly file: string;
  readonly kind: Kind;
  readonly raw: number;
  readonly gzip: number;
}

interface FirstLoad {
  readonly files: FileFigure[];
  readonly byKind: Record<Kind, { files: number; raw: number; gzip: number }>;
  readonly notLoaded: FileFigure[];
}

function figure(outDir: string, file: string): FileFigure {
  const data = readFileSync(join(outDir, file));
  return { file, kind: KIND_OF[extname(file)] ?? 'other', raw: data.length, gzip: gzipSize(data) };
}

/** Every file of the build the page fetches before any input, until the network is quiet. */
async function firstLoad(browser: Browser, outDir: string, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const fetched = new Set<string>();
  let lastRequest = Date.now();
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (!address.protocol.startsWith('http')) return;
    lastRequest = Date.now();
    const path = decodeURIComponent(address.pathname).replace(/^\/+/, '');
    fetched.add(path === '' ? 'index.html' : path);
  });
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 120_000;
  while (Date.now() - lastRequest < 3000 && Date.now() < deadline) await page.waitForTimeout(250);
  await context.close();
  const all = filesUnder(outDir);
  const files = all.filter((file) => fetched.has(file)).map((file) => figure(outDir, file));
  const notLoaded = all.filter((file) => !fetched.has(file) && !file.endsWith('.map')).map((file) => figure(outDir, file));
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { files: 0, raw: 0, gzip: 0 }])) as FirstLoad['byKind'];
  for (const f of files) {
    const entry = byKind[f.kind];
    entry.files++;
    entry.raw += f.raw;
    entry.gzip += f.gzip;
  }
  return { files, byKind, notLoaded };
}

// ---- first load: modules, from source maps ----------------------------------------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapped stretch of a generated line: where it starts, and its source file (-1: none) and line there. */
interface Segment {
  readonly column: number;
  readonly source: number;
  readonly line: number;
}

/** A source map's mappings, decoded: the segments of each generated line. */
function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  let sourceLine = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return (line ? line.split(',') : []).map((segment) => {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length < 4) return { column, source: -1, line: -1 };
      source += fields[1] as number;
      sourceLine += fields[2] as number;
      return { column, source, line: sourceLine };
    });
  });
}

/** A source file's path as the reports show it: from the checkout, or from node_modules/. */
const sourceName = (chunkPath: string, source: string): string => relative(ROOT, resolve(dirname(chunkPath), source)).replace(/^.*?(?=node_modules\/)/, '');

const UNMAPPED = '(no source map: the locales, which are JSON, and bundler glue)';

/** Minified bytes of a chunk per source file (what a source map attributes; the rest is 'unmapped'). */
function attribute(chunkPath: string): Map<string, string> {
  const code = readFileSync(chunkPath, 'utf8');
  // The bundler's own runtime chunk comes with no source map: all of it is glue.
  if (!existsSync(`${chunkPath}.map`)) return new Map([[UNMAPPED, code]]);
  const map = JSON.parse(readFileSync(`${chunkPath}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const pieces = new Map<number, string[]>();
  const add = (source: number, text: string): void => {
    if (text.length === 0) return;
    const list = pieces.get(source) ?? [];
    list.push(text);
    pieces.set(source, list);
  };
  decodeMappings(map.mappings).forEach((segments, index) => {
    const text = lines[index] ?? '';
    add(-1, text.slice(0, segments[0]?.column ?? text.length) + '\n');
    segments.forEach((segment, i) => add(segment.source, text.slice(segment.column, segments[i + 1]?.column ?? text.length)));
  });
  const byFile = new Map<string, string>();
  for (const [index, list] of pieces) {
    const name = index < 0 ? UNMAPPED : sourceName(chunkPath, map.sources[index] as string);
    byFile.set(name, (byFile.get(name) ?? '') + list.join(''));
  }
  return byFile;
}

interface ModuleFigure {
  readonly name: string;
  readonly raw: number;
  /** Gzip of the module's bytes on their own: more than its share of the whole chunk's gzip. */
  readonly gzip: number;
}

/** The package or folder a source file belongs to, for the per-group totals. */
function groupOf(name: string): string {
  if (name.startsWith('node_modules/phaser/')) return 'phaser (the parts src/phaser-lite.js takes)';
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name);
  if (pkg) return `node_modules/${pkg[1]}`;
  const assets = /^(assets\/[^/]+)\//.exec(name);
  if (assets) return `${assets[1]} (inlined as data: URLs)`;
  const folder = /^(src\/[^/]+|locales)\//.exec(name);
  return folder ? (folder[1] as string) : name;
}

function modules(mapsDir: string, firstLoadJs: readonly string[]): { modules: ModuleFigure[]; groups: ModuleFigure[] } {
  // Chunk names carry a content hash; the source-mapped build's chunks match by their stem.
  const stem = (file: string): string => file.replace(/-[\w-]{8}\.js$/, '');
  const wanted = new Set(firstLoadJs.map(stem));
  const texts = new Map<string, string>();
  for (const file of filesUnder(mapsDir).filter((f) => f.endsWith('.js') && wanted.has(stem(f)))) {
    for (const [name, text] of attribute(join(mapsDir, file))) texts.set(name, (texts.get(name) ?? '') + text);
  }
  const figures = (entries: Iterable<[string, string]>): ModuleFigure[] =>
    [...entries].map(([name, text]) => ({ name, raw: Buffer.byteLength(text), gzip: gzipSize(text) })).sort((a, b) => b.raw - a.raw);
  const grouped = new Map<string, string>();
  for (const [name, text] of texts) grouped.set(groupOf(name), (grouped.get(groupOf(name)) ?? '') + text);
  return { modules: figures(texts), groups: figures(grouped) };
}

// ---- profile (throttled runs) -----------------------------------------------------------------

interface CpuProfile {
  readonly nodes: readonly { readonly id: number; readonly children?: readonly number[]; readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number } }[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

interface Hotspot {
  readonly name: string;
  readonly ms: number;
}

interface Hotspots {
  readonly totalMs: number;
  /** V8's own entries: (idle), (program) (the browser's work: layout, painting, rasterising), (garbage collector). */
  readonly engine: Hotspot[];
  /** Scripts' self time per package or folder (as the first-load modules). */
  readonly groups: Hotspot[];
  /** Scripts' self time per function, as "name file:line" in the sources. */
  readonly functions: Hotspot[];
}

/** Names a profile's frames in the sources, through `outDir`'s source maps. */
function frameNamer(outDir: string): (frame: CpuProfile['nodes'][number]['callFrame']) => { readonly file: string | null; readonly name: string } {
  const maps = new Map<string, { sources: string[]; lines: Segment[][] } | null>();
  const mapOf = (url: string): { sources: string[]; lines: Segment[][] } | null => {
    const file = join(outDir, decodeURIComponent(new URL(url).pathname));
    if (!maps.has(file)) {
      try {
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
        maps.set(file, { sources: map.sources.map((source) => sourceName(file, source)), lines: decodeMappings(map.mappings) });
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file) ?? null;
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    if (!url.startsWith('http')) return { file: null, name: /^\(.*\)$/.test(functionName) ? functionName : `${functionName || '(anonymous)'} (browser built-in)` };
    const map = mapOf(url);
    const segments = map?.lines[lineNumber] ?? [];
    let at: Segment | undefined;
    for (const segment of segments) if (segment.column <= columnNumber) at = segment;
    const file = at && at.source >= 0 ? (map?.sources[at.source] as string) : url.replace(/^.*\//, '');
    // Minified code keeps method names (update, render…) but not local ones (a, Mt…).
    const name = functionName.length > 2 ? `${functionName} ` : '';
    return { file, name: `${name}${file}${at && at.source >= 0 ? `:${at.line + 1}` : ''}` };
  };
}

/** Where a profile's time went: self time per function, mapped to the sources through `outDir`'s source maps. */
function hotspots(profile: CpuProfile, outDir: string): Hotspots {
  const named = frameNamer(outDir);
  const self = new Map<number, number>();
  const { samples = [], timeDeltas = [] } = profile;
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (timeDeltas[i + 1] ?? 0) / 1000));
  const engine = new Map<string, number>();
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalMs = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    totalMs += ms;
    if (ms === 0) continue;
    const { file, name } = named(node.callFrame);
    if (file === null) {
      add(name.startsWith('(') ? engine : functions, name, ms);
      continue;
    }
    add(groups, groupOf(file), ms);
    add(functions, name, ms);
  }
  return { totalMs: round1(totalMs), engine: sortedSpots(engine), groups: sortedSpots(groups), functions: sortedSpots(functions) };
}

const add = (into: Map<string, number>, name: string, ms: number): void => void into.set(name, (into.get(name) ?? 0) + ms);
const sortedSpots = (into: Map<string, number>): Hotspot[] => [...into].map(([name, ms]) => ({ name, ms: round1(ms) })).sort((a, b) => b.ms - a.ms);

/**
 * The profile's busy stretches (samples with no idle one between them, as a long task is) over
 * `minMs`, each with the game's functions that took most of it, counting what they called, and
 * the browser's own work in it.
 */
function busyStretches(profile: CpuProfile, outDir: string, minMs: number): { readonly ms: number; readonly spots: Hotspot[] }[] {
  const named = frameNamer(outDir);
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ours = new Map<number, string[]>();
  const stackOf = (id: number): string[] => {
    let names = ours.get(id);
    if (!names) {
      names = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const node = byId.get(at);
        const { file, name } = node ? named(node.callFrame) : { file: null, name: '' };
        if (file?.startsWith('src/') && !names.includes(name)) names.push(name);
      }
      ours.set(id, names);
    }
    return names;
  };
  const stretches: { ms: number; spots: Hotspot[] }[] = [];
  let ms = 0;
  let spots = new Map<string, number>();
  const close = (): void => {
    if (ms > minMs) stretches.push({ ms: round1(ms), spots: sortedSpots(spots) });
    ms = 0;
    spots = new Map();
  };
  const { samples = [], timeDeltas = [] } = profile;
  samples.forEach((id, i) => {
    const engine = byId.get(id)?.callFrame.functionName ?? '';
    if (engine === '(idle)') return close();
    const delta = (timeDeltas[i + 1] ?? 0) / 1000;
    ms += delta;
    // The browser's own work (rasterising, the canvas's copy) and the garbage collector's.
    if (/^\(.*\)$/.test(engine)) add(spots, engine, delta);
    for (const name of stackOf(id)) add(spots, name, delta);
  });
  close();
  return stretches;
}

// ---- the page: instrumentation and driving -----------------------------------------------------

interface Bridge {
  readonly scene: string | null;
  view(): { fading: boolean; drawing?: Drawing; buttons: { key: string | null; enabled: boolean; x: number; y: number }[]; view?: unknown } | null;
}

/** The game's steps and how many drew (src/shell/render-on-demand.ts; absent in older checkouts). */
interface Drawing {
  readonly steps: number;
  readonly drawn: number;
  /** The drawings' repainted share of the canvas, summed (absent before drawing in parts). */
  readonly painted?: number;
}

interface BenchState {
  recording: boolean;
  frames: number[];
  scripts: number[];
  /** [start, duration] in ms, the start from the beginning of the recording. */
  longTasks: [number, number][];
  /** When the recording began (the page's clock). */
  since: number;
  last: number;
  scenes: [string | null, number][];
  lastScene: string | null | undefined;
  /** A scene to wait for: `reachedAt` is set at the first frame it is on top, done fading in. */
  waitFor: string | null;
  reachedAt: number | null;
  renderer: string;
}

/** Runs in the page before any of its scripts (an init script: self-contained). */
function instrument(): void {
  const w = globalThis as unknown as { __bench: BenchState; __explorers?: Bridge };
  const raf = globalThis.requestAnimationFrame.bind(globalThis);
  const state: BenchState = {
    recording: false,
    frames: [],
    scripts: [],
    longTasks: [],
    since: 0,
    last: 0,
    scenes: [],
    lastScene: undefined,
    waitFor: 'Menu',
    reachedAt: null,
    renderer: '',
  };
  w.__bench = state;
  // Phaser asks for every frame through requestAnimationFrame: timing the callbacks times its
  // update and render (the WebGL calls are queued, not waited for).
  globalThis.requestAnimationFrame = (callback) =>
    raf((time) => {
      if (!state.recording) return callback(time);
      const start = performance.now();
      try {
        callback(time);
      } finally {
        state.scripts.push(performance.now() - start);
      }
    });
  const loop = (time: number): void => {
    if (state.recording && state.last > 0) state.frames.push(time - state.last);
    state.last = time;
    const bridge = w.__explorers;
    if (bridge) {
      const scene = bridge.scene;
      if (scene !== state.lastScene) {
        state.scenes.push([scene, Math.round(performance.now())]);
        state.lastScene = scene;
      }
      if (state.waitFor !== null && scene === state.waitFor) {
        const view = bridge.view();
        if (view && !view.fading) {
          state.reachedAt = performance.now();
          state.waitFor = null;
        }
      }
    }
    raf(loop);
  };
  raf(loop);
  new PerformanceObserver((list) => {
    if (state.recording) for (const entry of list.getEntries()) state.longTasks.push([entry.startTime - state.since, entry.duration]);
  }).observe({ type: 'longtask' });
  try {
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    state.renderer = gl ? (info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER))) : 'no WebGL';
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    state.renderer = 'unknown';
  }
}

/** A setup remembered as the last one: four AI seats, basic sides, random map. */
function fourAiSetup(level: 'easy' | 'normal'): string {
  return JSON.stringify({
    seats: SEAT_COLORS.map((color) => ({ kind: level, name: null, color })),
    players: 4,
    sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' },
    map: 'random',
    achievements: { random: 0 },
    seed: '1',
  });
}

/** A saved four-AI game two turns before its end, played with random moves (a fixed seed). */
function nearEndSave(): string {
  const options = validateOptions({ players: 4, seed: 20_240_601, sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' }, map: 'random', achievements: { random: 2 } });
  if (!options.ok) throw new Error(options.error.detail);
  const created = createGame(options.value);
  if (!created.ok) throw new Error(created.error.detail);
  let state: GameState = created.value;
  let rng = 7;
  while (!(state.phase.kind === 'choose' && state.turn.number >= 27)) {
    const player = expectedActors(state)[0];
    if (player === undefined) throw new Error('the random game ended before its last turns');
    const move = randomMove(state, player, rng);
    rng = move.rng;
    const next = apply(state, move.action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value;
  }
  const seats: Seat[] = SEAT_COLORS.map((color, i) => ({ kind: 'ai', level: 'easy', name: `Bot ${i + 1}`, color }));
  return JSON.stringify({ record: toRecord(state), seats });
}

/** How a timing run loads its page: CPU `throttle` times slower; `profiled`: V8's profiler runs from before navigation. */
interface PageOptions {
  readonly throttle?: number;
  readonly profiled?: boolean;
}

async function openBridgePage(browser: Browser, url: string, storage: Record<string, string>, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-GB' });
  // What a player would have stored from earlier visits (each page is loaded once).
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, value);
  }, storage);
  // tsx keeps function names by wrapping functions in a `__name` helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if ((options.throttle ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle as number });
  if (options.profiled) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  await page.goto(`${url}?test=1`);
  return { context, page, cdp };
}

/** Waits for `__bench.reachedAt` (the scene set in `waitFor` on top and done fading in). */
async function reached(page: Page, what: string, timeoutMs = 120_000): Promise<number> {
  await page
    .waitForFunction(() => (globalThis as unknown as { __bench: BenchState }).__bench.reachedAt !== null, null, { polling: 100, timeout: timeoutMs })
    .catch(() => {
      throw new Error(`gave up waiting for ${what}`);
    });
  return page.evaluate(() => (globalThis as unknown as { __bench: BenchState }).__bench.reachedAt as number);
}

/** Arms the wait for a scene and returns the page's clock at that moment. */
const expectScene = (page: Page, scene: string): Promise<number> =>
  page.evaluate((key) => {
    const state = (globalThis as unknown as { __bench: BenchState }).__bench;
    state.waitFor = key;
    state.reachedAt = null;
    return performance.now();
  }, scene);

async function button(page: Page, key: string): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const view = (globalThis as unknown as { __explorers?: Bridge }).__explorers?.view();
      const found = view && !view.fading && view.buttons.find((b) => b.key === wanted && b.enabled);
      return found ? { x: found.x, y: found.y } : false;
    },
    key,
    { polling: 100, timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { x: number; y: number };
}

async function click(page: Page, point: { x: number; y: number }): Promise<void> {
  await page.mouse.click(point.x, point.y);
}

// ---- timings and frames ------------------------------------------------------------------------

interface Run {
  readonly menuMs: number;
  readonly playMs: number;
  readonly frames: number[];
  readonly scripts: number[];
  readonly longTasks: [number, number][];
  readonly turnsPlayed: number;
  /** The steps of the busy play stretch and how many of them drew. */
  readonly drawing: Drawing;
  readonly renderer: string;
  /** When each scene came on top, in ms from navigation (the page's clock). */
  readonly timeline: string;
  /** With `profiled`: from navigation to the menu, and the busy play stretch. */
  readonly profiles?: { readonly load: CpuProfile; readonly play: CpuProfile };
}

async function timingRun(browser: Browser, url: string, options: PageOptions = {}): Promise<Run> {
  const { context, page, cdp } = await openBridgePage(browser, url, { 'explorers.animationSpeed': 'normal', 'explorers.lastSetup': fourAiSetup('normal') }, options);
  const stopProfile = async (): Promise<CpuProfile> => ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
  try {
    const menuMs = await reached(page, 'the menu');
    const load = options.profiled ? await stopProfile() : undefined;
    // A canvas holding a 2D context gives no WebGL one, and the reverse.
    const game = await page.evaluate(() => {
      const canvas = document.querySelector('#game canvas') as HTMLCanvasElement | null;
      return canvas && (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) ? 'WebGL' : 'Canvas';
    });
    await click(page, await button(page, 'menu.newGame'));
    const start = await button(page, 'setup.start');
    const clicked = await expectScene(page, 'Play');
    await click(page, start);
    const playAt = await reached(page, 'the play scene');
    const playMs = playAt - clicked;
    const scenes = await page.evaluate(() => (globalThis as unknown as { __bench: BenchState }).__bench.scenes);
    const timeline = [
      ...scenes.filter(([, at]) => at <= menuMs).map(([scene, at]) => `${scene ?? '(none)'} ${at}`),
      `interactive ${Math.round(menuMs)}`,
      `| Start ${Math.round(clicked)}`,
      ...scenes.filter(([, at]) => at > clicked).map(([scene, at]) => `${scene ?? '(none)'} ${at}`),
      `interactive ${Math.round(playAt)}`,
    ].join(', ');
    const drawingNow = (): Promise<Drawing> =>
      page.evaluate(() => (globalThis as unknown as { __explorers?: Bridge }).__explorers?.view()?.drawing ?? { steps: 0, drawn: 0 });
    const drawingBefore = await drawingNow();
    await page.evaluate(() => {
      const state = (globalThis as unknown as { __bench: BenchState }).__bench;
      Object.assign(state, { frames: [], scripts: [], longTasks: [], since: performance.now(), last: 0, recording: true });
    });
    if (options.profiled) await cdp.send('Profiler.start');
    await page.waitForTimeout(STRETCH_S * 1000);
    const play = options.profiled ? await stopProfile() : undefined;
    const recorded = await page.evaluate(() => {
      const state = (globalThis as unknown as { __bench: BenchState }).__bench;
      state.recording = false;
      return { frames: state.frames, scripts: state.scripts, longTasks: state.longTasks, renderer: state.renderer };
    });
    const drawingAfter = await drawingNow();
    const drawing = { steps: drawingAfter.steps - drawingBefore.steps, drawn: drawingAfter.drawn - drawingBefore.drawn, painted: (drawingAfter.painted ?? 0) - (drawingBefore.painted ?? 0) };
    const turnsPlayed = await page.evaluate(() => {
      const view = (globalThis as unknown as { __explorers?: Bridge }).__explorers?.view();
      return (view?.view as { summary?: { turnNumber?: number } } | undefined)?.summary?.turnNumber ?? -1;
    });
    const profiles = load && play ? { load, play } : undefined;
    return { menuMs, playMs, ...recorded, renderer: `Phaser's ${game} renderer (WebGL in this browser: ${recorded.renderer})`, turnsPlayed, drawing, timeline, ...(profiles ? { profiles } : {}) };
  } finally {
    await context.close();
  }
}

// ---- heap --------------------------------------------------------------------------------------

interface HeapFigure {
  /** V8's own figure (Runtime.getHeapUsage): objects and compiled code. */
  readonly usedBytes: number;
  /** From a heap snapshot: the JavaScript objects alone, what a leak would grow. */
  readonly objectBytes: number;
  /** Compiled code, which grows for a while as V8 optimises the functions a game makes hot. */
  readonly codeBytes: number;
  /** The browser's objects the snapshot sees (DOM, canvases, decoded SVG documents). */
  readonly nativeBytes: number;
  readonly listeners: number;
  readonly nodes: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
}

async function heap(context: BrowserContext, page: Page): Promise<HeapFigure> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(200);
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string): number => metrics.find((m) => m.name === name)?.value ?? 0;
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  // Self sizes by node type: 'code' is compiled code, 'native' and 'synthetic' the browser's side.
  const snapshot = JSON.parse(chunks.join('')) as Snapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const bytes = { code: 0, native: 0, objects: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt] as number];
    const size = snapshot.nodes[i + sizeAt] as number;
    if (type === 'code') bytes.code += size;
    else if (type === 'native' || type === 'synthetic') bytes.native += size;
    else bytes.objects += size;
  }
  return {
    usedBytes: usedSize,
    objectBytes: bytes.objects,
    codeBytes: bytes.code,
    nativeBytes: bytes.native,
    listeners: metric('JSEventListeners'),
    nodes: metric('Nodes'),
  };
}

async function heapRun(browser: Browser, url: string): Promise<{ first: HeapFigure; last: HeapFigure; gameMs: number[] }> {
  const save = nearEndSave();
  const { context, page } = await openBridgePage(browser, url, { 'explorers.animationSpeed': 'fast', [SAVE_KEY]: save });
  try {
    await reached(page, 'the menu');
    let first: HeapFigure | null = null;
    let last: HeapFigure | null = null;
    const gameMs: number[] = [];
    for (let game = 1; game <= GAMES; game++) {
      const started = Date.now();
      await expectScene(page, 'Play');
      await click(page, await button(page, 'menu.continue'));
      await reached(page, `game ${game}'s play scene`);
      // A click on the scoring table skips its count-up (the table is the same either way).
      await expectScene(page, 'Scoring');
      await reached(page, `game ${game}'s scoring`, 300_000);
      await click(page, { x: VIEWPORT.width / 2, y: 12 });
      const menu = await page
        .waitForFunction(
          () => {
            const view = (globalThis as unknown as { __explorers?: Bridge }).__explorers?.view();
            const scoring = view?.view as { finished?: boolean; buttons?: { menu: { x: number; y: number } } } | undefined;
            return !!view && !view.fading && scoring?.finished === true && scoring.buttons?.menu;
          },
          null,
          { polling: 100, timeout: 60_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<{ x: number; y: number }>);
      // The menu reads the saved game when it opens: the next game is the same one again.
      await page.evaluate(([key, value]) => globalThis.localStorage.setItem(key as string, value as string), [SAVE_KEY, save]);
      await expectScene(page, 'Menu');
      await click(page, menu);
      await reached(page, `the menu after game ${game}`);
      gameMs.push(Date.now() - started);
      if (game === 1) first = await heap(context, page);
      if (game === GAMES) last = await heap(context, page);
      log(`game ${game}/${GAMES}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return { first: first as HeapFigure, last: last as HeapFigure, gameMs };
  } finally {
    await context.close();
  }
}

// ---- main --------------------------------------------------------------------------------------

/** The timing figures of a set of runs, as the JSON summary gives them. */
function timingFigures(runs: readonly Run[]): { menuInteractiveMs: number; playInteractiveMs: number; frameMsMedian: number; frameMsP95: number; longTasks: number; stepsDrawnShare: number } {
  const frames = runs.flatMap((r) => r.frames);
  const steps = runs.reduce((n, r) => n + r.drawing.steps, 0);
  return {
    menuInteractiveMs: Math.round(median(runs.map((r) => r.menuMs))),
    playInteractiveMs: Math.round(median(runs.map((r) => r.playMs))),
    frameMsMedian: round1(median(frames)),
    frameMsP95: round1(quantile(frames, 0.95)),
    longTasks: runs.reduce((n, r) => n + r.longTasks.length, 0),
    stepsDrawnShare: steps > 0 ? Math.round((100 * runs.reduce((n, r) => n + r.drawing.drawn, 0)) / steps) / 100 : 1,
  };
}

/** The lines of a set of runs' frames: intervals, script per frame and long tasks. */
function frameLines(runs: readonly Run[], line: (text: string) => void, budgets: boolean): void {
  const { frameMsMedian, frameMsP95 } = timingFigures(runs);
  const frames = runs.flatMap((r) => r.frames);
  const scripts = runs.flatMap((r) => r.scripts);
  const longTasks = runs.flatMap((r) => r.longTasks.map(([, duration]) => duration));
  const budget = (text: string): string => (budgets ? `, ${text}` : '');
  line(`  frame interval: median ${frameMsMedian} ms, 95th percentile ${frameMsP95} ms over ${frames.length} frames${budget(`budget ${BUDGET.frameMsP95} ms: ${verdict(frameMsP95 <= BUDGET.frameMsP95)}`)}`);
  line(`  frames that took two refresh periods or more (> 25 ms): ${frames.filter((f) => f > 25).length}, longest ${round1(Math.max(0, ...frames))} ms`);
  const steps = runs.reduce((n, r) => n + r.drawing.steps, 0);
  const drawn = runs.reduce((n, r) => n + r.drawing.drawn, 0);
  if (steps > 0) line(`  game steps that drew (the others had nothing new to show): ${drawn} of ${steps} (${Math.round((100 * drawn) / steps)}%)`);
  const painted = runs.reduce((n, r) => n + (r.drawing.painted ?? 0), 0);
  if (drawn > 0 && painted > 0) line(`  share of the canvas a drawing repainted (the rest kept from the last one): ${Math.round((100 * painted) / drawn)}% on average`);
  line(`  script per frame (Phaser update + render calls): median ${round1(median(scripts))} ms, 95th percentile ${round1(quantile(scripts, 0.95))} ms, over 50 ms: ${scripts.filter((x) => x > 50).length}`);
  line(`  long tasks (> 50 ms): ${longTasks.length}, longest ${Math.round(Math.max(0, ...longTasks))} ms${budget(`budget none: ${verdict(longTasks.length <= BUDGET.longTasks)}`)}`);
  runs.forEach((r, i) => {
    if (r.longTasks.length > 0) line(`    run ${i + 1}, at (s into the stretch) and for: ${r.longTasks.map(([at, ms]) => `${(at / 1000).toFixed(2)} s ${Math.round(ms)} ms`).join(', ')}`);
  });
}

function hotspotLines(what: string, spots: Hotspots, line: (text: string) => void): void {
  const share = (ms: number): string => `${Math.round((ms / spots.totalMs) * 100)}%`;
  const list = (items: readonly Hotspot[], count: number): string => items.slice(0, count).map((h) => `${h.name} ${h.ms} ms (${share(h.ms)})`).join(', ');
  line(`  ${what}, ${Math.round(spots.totalMs)} ms of main thread: ${list(spots.engine, 4)}`);
  line(`    scripts by package or folder: ${list(spots.groups, 6)}`);
  line('    functions with the most time of their own:');
  for (const h of spots.functions.slice(0, 10)) line(`      ${pad(h.ms.toFixed(1), 8)} ms ${pad(share(h.ms), 4)}  ${h.name}`);
}

async function main(): Promise<void> {
  const began = Date.now();
  log('building (production, production with source maps, test bridge)…');
  const prodDir = await buildGame('prod');
  const mapsDir = await buildGame('maps');
  const bridgeDir = await buildGame('bridge');
  const prod = await serve(prodDir);
  const bridge = await serve(bridgeDir);
  // The browser tests' arguments, with WebGL on or off as asked (Phaser's AUTO renderer falls back
  // to its Canvas renderer without WebGL).
  const args = [...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-webgl'), ...(RENDERER === 'canvas' ? ['--disable-webgl'] : [])];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
  try {
    log('first load…');
    const load = await firstLoad(browser, prodDir, prod.url);
    const js = load.files.filter((f) => f.kind === 'js').map((f) => f.file);
    const { modules: mods, groups } = modules(mapsDir, js);

    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      log(`timing run ${i + 1}/${RUNS}…`);
      runs.push(await timingRun(browser, bridge.url));
    }
    const throttled: Run[] = [];
    let profiled: Run | undefined;
    if (THROTTLE > 1) {
      for (let i = 0; i < RUNS; i++) {
        log(`timing run ${i + 1}/${RUNS}, CPU ${THROTTLE}× slower…`);
        throttled.push(await timingRun(browser, bridge.url, { throttle: THROTTLE }));
      }
      // Profiled apart: the profiler's own cost stays out of the figures above.
      log(`one more, profiled, CPU ${THROTTLE}× slower…`);
      profiled = await timingRun(browser, bridge.url, { throttle: THROTTLE, profiled: true });
    }
    log(`heap: ${GAMES} games in one page…`);
    const heapFigures = await heapRun(browser, bridge.url);

    // ---- report ----
    const summary = {
      firstLoadJsGzipBytes: load.byKind.js.gzip,
      ...timingFigures(runs),
      heapGrowthRatio: Math.round((heapFigures.last.objectBytes / heapFigures.first.objectBytes) * 1000) / 1000,
      ...(THROTTLE > 1 ? { throttled: { rate: THROTTLE, ...timingFigures(throttled) } } : {}),
    };
    const out: string[] = [];
    const line = (text = ''): void => void out.push(text);
    line(`Explorers web benchmark: Chromium ${browser.version()}, ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} (at the end)`);
    line(`${runs[0]?.renderer ?? 'unknown renderer'}; viewport ${VIEWPORT.width}×${VIEWPORT.height}, device pixel ratio 1`);
    line();
    line('First load (production build; everything fetched before any input)');
    line(`  ${'kind'.padEnd(8)}${pad('files', 6)}${pad('raw', 13)}${pad('gzip', 12)}`);
    for (const kind of KINDS) {
      const k = load.byKind[kind];
      line(`  ${kind.padEnd(8)}${pad(k.files, 6)}${pad(kb(k.raw), 13)}${pad(kb(k.gzip), 12)}`);
    }
    const total = Object.values(load.byKind).reduce((a, k) => ({ raw: a.raw + k.raw, gzip: a.gzip + k.gzip }), { raw: 0, gzip: 0 });
    line(`  ${'total'.padEnd(8)}${pad(load.files.length, 6)}${pad(kb(total.raw), 13)}${pad(kb(total.gzip), 12)}`);
    line(`  JavaScript: ${kb(summary.firstLoadJsGzipBytes)} gzip, budget ${kb(BUDGET.firstLoadJsGzipBytes)}: ${verdict(summary.firstLoadJsGzipBytes <= BUDGET.firstLoadJsGzipBytes)}`);
    line(`  fetched later: ${load.notLoaded.map((f) => `${f.file.replace(/^assets\//, '')} (${kb(f.raw)})`).join(', ') || 'nothing'}`);
    line();
    line(`Largest modules of that JavaScript (minified; gzip of each on its own)`);
    for (const m of mods.slice(0, 15)) line(`  ${pad(kb(m.raw), 10)}${pad(kb(m.gzip), 10)}  ${m.name}`);
    line('  by package or folder:');
    for (const g of groups.slice(0, 12)) line(`  ${pad(kb(g.raw), 10)}${pad(kb(g.gzip), 10)}  ${g.name}`);
    line();
    line(`Timings (test-bridge build; median of ${RUNS} cold loads, each in a fresh browser context)`);
    line(`  menu interactive: ${summary.menuInteractiveMs} ms [${runs.map((r) => Math.round(r.menuMs)).join(', ')}], budget ${BUDGET.menuInteractiveMs} ms: ${verdict(summary.menuInteractiveMs <= BUDGET.menuInteractiveMs)}`);
    line(`  Start → play interactive: ${summary.playInteractiveMs} ms [${runs.map((r) => Math.round(r.playMs)).join(', ')}], budget ${BUDGET.playInteractiveMs} ms: ${verdict(summary.playInteractiveMs <= BUDGET.playInteractiveMs)}`);
    line(`  first run, scenes on top at (ms from navigation): ${runs[0]?.timeline ?? ''}`);
    line();
    line(`Busy play (four AI seats, normal speed; the first ${STRETCH_S} s of the game in each run, up to turn ${Math.min(...runs.map((r) => r.turnsPlayed))}–${Math.max(...runs.map((r) => r.turnsPlayed))})`);
    frameLines(runs, line, true);
    line();
    if (summary.throttled) {
      const t = summary.throttled;
      line(`CPU ${THROTTLE}× slower (Chromium's CPU throttling; the same runs, median of ${RUNS}; no budgets)`);
      line(`  menu interactive: ${t.menuInteractiveMs} ms [${throttled.map((r) => Math.round(r.menuMs)).join(', ')}]`);
      line(`  Start → play interactive: ${t.playInteractiveMs} ms [${throttled.map((r) => Math.round(r.playMs)).join(', ')}]`);
      frameLines(throttled, line, false);
      if (profiled?.profiles) {
        line(`  profile of one more run (V8's sampling profiler, time of their own; menu at ${Math.round(profiled.menuMs)} ms):`);
        hotspotLines('navigation → menu interactive', hotspots(profiled.profiles.load, bridgeDir), line);
        hotspotLines(`busy play, ${STRETCH_S} s`, hotspots(profiled.profiles.play, bridgeDir), line);
        line(`    its stretches of work over ${LONG_STRETCH_MS} ms (no idle sample in them, as in a long task), with the game's functions that took most of each (with what they called) and the browser's own work:`);
        for (const stretch of busyStretches(profiled.profiles.play, bridgeDir, LONG_STRETCH_MS)) {
          line(`      ${Math.round(stretch.ms)} ms: ${stretch.spots.slice(0, 6).map((h) => `${h.name} ${Math.round(h.ms)}`).join(', ')}`);
        }
      }
      line();
    }
    const h = heapFigures;
    line(`Heap (${GAMES} games in one page, fast animations; at the menu, after a forced GC)`);
    const heapLine = (label: string, f: HeapFigure): string =>
      `  after ${label}: objects ${mb(f.objectBytes)}, compiled code ${mb(f.codeBytes)} (V8 in all: ${mb(f.usedBytes)}), browser side ${mb(f.nativeBytes)}, ${f.listeners} event listeners, ${f.nodes} DOM nodes`;
    line(heapLine('game 1', h.first));
    line(heapLine(`game ${GAMES}`, h.last));
    line(`  objects ratio ${summary.heapGrowthRatio}, budget ${BUDGET.heapGrowthRatio}: ${verdict(summary.heapGrowthRatio <= BUDGET.heapGrowthRatio)} (V8 in all: ${(h.last.usedBytes / h.first.usedBytes).toFixed(3)}); a game took ${(median(h.gameMs) / 1000).toFixed(1)} s (median)`);
    line();
    line(`(${Math.round((Date.now() - began) / 1000)} s)`);
    line(JSON.stringify(summary));
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await browser.close();
    await prod.server.close();
    await bridge.server.close();
  }
}

setTimeout(() => {
  log(`gave up after ${DEADLINE_MS / 60_000} minutes`);
  process.exit(2);
}, DEADLINE_MS).unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
