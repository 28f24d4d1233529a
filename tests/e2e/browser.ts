// One headless Chromium page per test, with every console problem and failed request recorded,
// and screenshots saved as artifacts outside the repository, at both design sizes.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { trace, type View } from './driver';
import { tooSmall, unfitting } from './texts';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Where screenshots go: `$E2E_ARTIFACTS`, or a folder in the system's temporary directory. */
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(tmpdir(), 'explorers-e2e-artifacts');

/** How every browser test (and `npm run bench:web`) starts Chromium: headless, no GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * Without a GPU, Chromium runs WebGL on SwiftShader: about 3 frames a second on two busy cores,
 * against 40 with WebGL off, where Phaser's AUTO renderer picks its Canvas renderer (as for a
 * player whose browser has no WebGL). So the scenarios run on Canvas, and one short test
 * (webgl.test.ts) on WebGL; E2E_WEBGL=1 runs every scenario on WebGL.
 */
const WEBGL_EVERYWHERE = process.env.E2E_WEBGL === '1';

export interface Session {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly viewport: ViewportName;
  /** This test's artifacts folder. */
  readonly dir: string;
  /** Console errors and warnings, page errors, failed requests and too small texts in the screenshots, so far. */
  readonly problems: string[];
  /** Texts that did not fit their box in the screenshots, so far (see `unfitting`). */
  readonly textFit: string[];
  /**
   * Screenshots of the page as it is now at both design sizes (1280×800 and 390×844): the page is
   * resized to the other size and back, and each shot waits for the game to lay itself out.
   */
  shot(name: string): Promise<void>;
  /**
   * Reloads the page, once it has fetched what it asked for so far: a reload cancels the
   * downloads in flight (the menu loads the other scenes' pictures in the background), and those
   * it still cancels, started after the wait, do not count as failed requests.
   */
  reload(): Promise<void>;
  /** Goes to another address of the page, as `reload()` does: downloads it cancels do not count. */
  goto(url: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * E2E_CPU_THROTTLE=4 runs every page four times slower (Chromium's CPU throttling), to show
 * that no test leans on the machine's speed.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1) || 1;

export interface OpenOptions {
  readonly viewport?: ViewportName;
  readonly locale?: string;
  readonly query?: string;
  /**
   * The animation speed set in localStorage before the game first loads (a player's remembered
   * setting; default 'fast', to keep the suite quick). null leaves the game's default.
   */
  readonly speed?: 'slow' | 'normal' | 'fast' | null;
  /** Keep WebGL on (see WEBGL_EVERYWHERE). */
  readonly webgl?: boolean;
  /** Device pixels per CSS pixel (default 1): a phone's 2 or 3 makes the game's camera zoom other than 1. */
  readonly pixelRatio?: number;
  /** Seeds the page's crypto.getRandomValues, and so the number of every new game (default 1). */
  readonly randomSeed?: number;
}

/** The game's size in CSS pixels and orientation, as the test bridge reports it. */
async function laidOutFor(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.waitForFunction(
    ({ width, height }) => {
      const bridge = (globalThis as { __explorers?: { view(): { canvas: { width: number; height: number }; layout: { portrait: boolean } } | null } }).__explorers;
      const view = bridge?.view();
      return !!view && view.canvas.width === width && view.canvas.height === height && view.layout.portrait === width < height;
    },
    size,
    { polling: 'raf', timeout: 20_000 },
  );
  // Two frames: the resized layout is drawn before the picture is taken. Bounded: a page whose
  // animation frames stall once resized (seen in headless Chromium on a spectator's scoring screen)
  // goes on to the screenshot, which draws a frame itself and fails by its own timeout if the page hangs.
  const frames = page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await Promise.race([frames.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

export async function openPage(baseUrl: string, test: string, options: OpenOptions = {}): Promise<Session> {
  const webgl = options.webgl === true || WEBGL_EVERYWHERE;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...(webgl ? [] : ['--disable-webgl'])],
  });
  const viewportName = options.viewport ?? 'desktop';
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewportName],
    deviceScaleFactor: options.pixelRatio ?? 1,
    locale: options.locale ?? 'en-GB',
    hasTouch: viewportName === 'phone',
  });
  const speed = options.speed === undefined ? 'fast' : options.speed;
  if (speed) {
    await context.addInitScript((value) => {
      if (globalThis.localStorage.getItem('explorers.animationSpeed') === null) globalThis.localStorage.setItem('explorers.animationSpeed', value);
    }, speed);
  }
  if (webgl) await context.addInitScript(recordPixelReadbacks);
  // The game's only randomness outside the engine is a new game's number (crypto.getRandomValues):
  // seeded here, so every run of a scenario plays the same maps.
  await context.addInitScript((seed) => {
    let state = seed >>> 0;
    globalThis.crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) {
        for (let i = 0; i < array.length; i++) {
          state = (state + 0x6d2b79f5) >>> 0;
          let t = Math.imul(state ^ (state >>> 15), state | 1);
          t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          array[i] = (t ^ (t >>> 14)) >>> 0;
        }
      }
      return array;
    };
  }, options.randomSeed ?? 1);
  const page = await context.newPage();
  if (CPU_THROTTLE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  }
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // "GPU stall due to ReadPixels": headless Chromium's software compositor reads every WebGL
    // frame back (a page that only clears a WebGL canvas gets the same notes), not the page:
    // WebGL sessions let them pass, and count the page's own read-backs instead (pixelReadbacks).
    if (webgl && msg.type() === 'warning' && /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance, /.test(msg.text())) return;
    problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // A download the test's own reload cancels is not the page's failure.
  let reloading = false;
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (!(reloading && error === 'net::ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const dir = join(ARTIFACTS, test);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const textFit: string[] = [];
  let count = 0;
  await page.goto(`${baseUrl}?test=1${options.query ?? ''}`);
  const own = VIEWPORTS[viewportName];
  const other = VIEWPORTS[viewportName === 'desktop' ? 'phone' : 'desktop'];
  const take = async (name: string, size: { width: number; height: number }): Promise<void> => {
    await laidOutFor(page, size);
    await page.screenshot({ path: join(dir, `${String(count).padStart(2, '0')}-${name}-${size.width}x${size.height}.png`) });
    // Every screen a scenario looks at must be readable at both sizes.
    const view = await page.evaluate(() => (globalThis as { __explorers?: { view(): View | null } }).__explorers?.view() ?? null);
    if (view) problems.push(...tooSmall(view.texts, view.layout.cssScale).map((p) => `${name} at ${size.width}×${size.height}: ${p}`));
    if (view) textFit.push(...unfitting(view.texts, size, view.buttons).map((p) => `${name} at ${size.width}×${size.height}: ${p}`));
  };
  const navigate = async (go: () => Promise<unknown>): Promise<void> => {
    const since = Date.now();
    while (inFlight.size > 0 && Date.now() - since < 20_000) await new Promise((resolve) => setTimeout(resolve, 25));
    reloading = true;
    try {
      await go();
    } finally {
      reloading = false;
    }
  };
  return {
    browser,
    context,
    page,
    viewport: viewportName,
    dir,
    problems,
    textFit,
    async shot(name) {
      const since = Date.now();
      count++;
      await take(name, own);
      await page.setViewportSize(other);
      await take(name, other);
      await page.setViewportSize(own);
      await laidOutFor(page, own);
      trace(`shot ${name}`, since);
    },
    reload: () => navigate(() => page.reload()),
    goto: (url) => navigate(() => page.goto(url)),
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

/**
 * Runs in the page: records every pixel read-back the page itself asks for, the kind that stalls
 * a GPU (`readPixels` on WebGL, `getImageData` on a 2D canvas not made for reading), with the
 * caller, in `__pixelReadbacks`. Canvases made `willReadFrequently` live in memory: reading them
 * costs the GPU nothing.
 */
function recordPixelReadbacks(): void {
  const readbacks: string[] = [];
  (globalThis as { __pixelReadbacks?: string[] }).__pixelReadbacks = readbacks;
  const caller = (): string => new Error().stack?.split('\n').slice(3, 6).join(' | ') ?? '';
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const read = proto.readPixels as (...args: unknown[]) => void;
    proto.readPixels = function (this: WebGLRenderingContext, ...args: unknown[]) {
      readbacks.push(`readPixels at ${caller()}`);
      read.apply(this, args);
    } as typeof proto.readPixels;
  }
  const getImageData = CanvasRenderingContext2D.prototype.getImageData;
  CanvasRenderingContext2D.prototype.getImageData = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof getImageData>) {
    if (!this.getContextAttributes().willReadFrequently) readbacks.push(`getImageData at ${caller()}`);
    return getImageData.apply(this, args);
  };
}

/** The page's own pixel read-backs so far (WebGL sessions only; see recordPixelReadbacks). */
export const pixelReadbacks = (session: Session): Promise<string[]> =>
  session.page.evaluate(() => (globalThis as { __pixelReadbacks?: string[] }).__pixelReadbacks ?? []);
