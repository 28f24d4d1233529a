// One headless Chromium page per test, with every console problem and failed request recorded,
// and screenshots saved as artifacts outside the repository.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(tmpdir(), 'explorers-e2e-artifacts');

const CHROMIUM_ARGS = [
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

export interface Session {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  readonly problems: string[];
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPage(
  baseUrl: string,
  test: string,
  options: { viewport?: ViewportName; locale?: string; query?: string } = {},
): Promise<Session> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const viewportName = options.viewport ?? 'desktop';
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewportName],
    deviceScaleFactor: 1,
    locale: options.locale ?? 'en-GB',
    hasTouch: viewportName === 'phone',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const dir = join(ARTIFACTS, test);
  mkdirSync(dir, { recursive: true });
  let count = 0;
  await page.goto(`${baseUrl}?test=1${options.query ?? ''}`);
  return {
    browser,
    context,
    page,
    problems,
    async shot(name) {
      count++;
      await page.screenshot({ path: join(dir, `${String(count).padStart(2, '0')}-${name}-${viewportName}.png`) });
    },
    async close() {
      await context.close();
      await browser.close();
    },
  };
}
