// Drives the game like a player: reads the test bridge (`window.__explorers`, see
// src/scenes/test-bridge.ts) to know where things are, then clicks, taps and presses keys through
// the page's real input. Every wait is a wait for a condition on the bridge, with a deadline only
// as a guard against a hung game; failures say what the page showed last.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Session } from './browser';

export interface Point {
  readonly x: number;
  readonly y: number;
}

// What the bridge reports of each visible text and button (the page's own types).
export type { ButtonInfo, PageRect, TextInfo } from '../../src/shell/scenes/test-bridge';
import type { ButtonInfo, SeatDotInfo, TextInfo } from '../../src/shell/scenes/test-bridge';

export type Prompt = 'village' | 'option' | 'pick' | 'terrain' | 'place' | 'confirm' | 'handover' | 'wait' | 'over';

export interface PlaySummary {
  readonly phase: string;
  readonly round: number;
  readonly turn: number;
  readonly turnNumber: number;
  readonly expected: number[];
  readonly prompt: Prompt;
  readonly acting: number | null;
  readonly viewer: number;
  readonly handover: number | null;
  readonly busy: boolean;
  readonly legalCells: number[];
  readonly picks: ({ kind: 'card'; option: 0 | 1 } | { kind: 'scroll'; terrain: string })[];
  readonly draft: { cells: number[]; xsLeft: number; horseOwed: number; done: boolean } | null;
  readonly scrollMode: boolean;
  readonly scores: { total: number }[];
  readonly recount: number[];
  readonly seats: { kind: 'human' | 'ai'; name: string }[];
  readonly actions: number;
  readonly card: number | null;
  readonly marked: number[][];
  readonly cursor: number | null;
  /** The last refused input: the rules' reason and the cell tried. */
  readonly refusal: { code: string; cell: number | null } | null;
}

export interface PlayView {
  readonly summary: PlaySummary;
  readonly cells: Point[];
  readonly cardOptions: (Point & { option: 0 | 1; clickable: boolean; xs: number | null })[];
  readonly terrainChoices: (Point & { terrain: string })[];
  readonly buttons: {
    readonly secondary: (Point & { action: 'undo' | 'scroll' | 'back' }) | null;
    readonly confirm: Point | null;
    readonly menu: Point;
    readonly sound: Point;
    readonly language: Point;
    readonly handover: Point | null;
  };
  /** The title key of the tooltip on screen, or null. */
  readonly tip: string | null;
  /** Where that tooltip is, corner to corner. */
  readonly tipArea: { from: Point; to: Point } | null;
  /** How opaque the clouds drifting over the map are (0: gone). */
  readonly clouds: number;
}

export interface ScoringView {
  readonly finished: boolean;
  readonly order: number[];
  readonly winners: number[];
  readonly totals: number[];
  readonly soloRank: number | null;
  readonly shown: { player: number; values: Record<string, string> }[];
  /** Each column's name as drawn, its lines joined by a line break. */
  readonly names: string[];
  readonly record: unknown;
  readonly buttons: { playAgain: Point; menu: Point };
  /** What the panel shows: the table or the chart (null: no chart). */
  readonly shownAs: 'table' | 'chart' | null;
  readonly switch: { table: Point; chart: Point } | null;
  /** The chart while it is shown. */
  readonly chart: ChartView | null;
  /** The title key of the tooltip on screen, or null. */
  readonly tip: string | null;
}

export interface ChartView {
  readonly category: string;
  /** The lines are fully drawn in. */
  readonly drawn: boolean;
  /** Per player in the legend's order: the value after each round and where its point is. */
  readonly series: { player: number; values: number[]; points: Point[] }[];
  readonly tabs: Record<string, Point>;
}

export interface View {
  readonly scene: string;
  readonly language: string;
  readonly renderer: 'webgl' | 'canvas';
  readonly layout: { width: number; height: number; portrait: boolean; cssScale: number };
  readonly canvas: { width: number; height: number };
  readonly frame: number;
  /** Game steps, and how many of them drew (the others had nothing new to show). */
  readonly drawing: { steps: number; drawn: number; slow: boolean };
  readonly fading: boolean;
  readonly texts: TextInfo[];
  readonly buttons: ButtonInfo[];
  /** Every seat dot and badge shown, with its symbol. */
  readonly seatDots: SeatDotInfo[];
  /** The screen-reader name of the control the keyboard focus is on ('field': a text field). */
  readonly focus: string | null;
  readonly view?: unknown;
}

/** A small seeded generator, so a test plays the same moves every run. */
export function seededRandom(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const POLL_MS = 40;

/** E2E_TRACE=1 prints how long each wait and input took (to find where a slow test spends its time). */
const TRACE = process.env.E2E_TRACE === '1';
const started = Date.now();
export function trace(what: string, since: number): void {
  if (TRACE) process.stderr.write(`[e2e ${((Date.now() - started) / 1000).toFixed(1)}s] ${what}: ${Date.now() - since} ms\n`);
}

/**
 * A condition checked inside the page on every animation frame. It runs in the browser, so it
 * must be self-contained: no closure over test variables, only its argument.
 */
export type PageCheck<A, T> = (view: View, arg: A) => T | null | undefined | false;

export class Driver {
  readonly page: Page;
  /** A phone: taps instead of clicks. */
  readonly touch: boolean;

  constructor(readonly session: Session) {
    this.page = session.page;
    this.touch = session.viewport === 'phone';
  }

  async view(): Promise<View | null> {
    return (await this.page.evaluate(() => {
      const bridge = (globalThis as { __explorers?: { view(): unknown } }).__explorers;
      return bridge ? bridge.view() : null;
    })) as View | null;
  }

  /**
   * Polls the bridge from the test until `check` returns something other than null, undefined
   * or false, and returns it. Throws, with the last view, if the page never gets there.
   */
  async waitFor<T>(what: string, check: (view: View) => T | null | undefined | false, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const last = await this.view();
      if (last) {
        const result = check(last);
        if (result !== null && result !== undefined && result !== false) return result;
      }
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}. Last view: ${describe(last)}`);
      await this.page.waitForTimeout(POLL_MS);
    }
  }

  /**
   * Like `waitFor`, but the condition runs in the page at every frame: one round trip to the
   * page instead of one per poll (a busy two-core machine draws only a few frames a second).
   */
  async waitInPage<A, T>(what: string, check: PageCheck<A, T>, arg: A, timeoutMs = 60_000): Promise<T> {
    const since = Date.now();
    // Made into a function by the browser's debugging protocol, not by eval in the page, which the
    // page's Content-Security-Policy forbids.
    const test = await this.page.evaluateHandle<(view: unknown, arg: unknown) => unknown>(`(${check.toString()})`);
    const outcome = (await this.page.evaluate(
      ({ test, arg, timeoutMs }) =>
        new Promise<unknown>((resolve) => {
          const deadline = performance.now() + timeoutMs;
          const tick = (): void => {
            // The bridge arrives with its own module, a moment after the page starts.
            const bridge = (globalThis as { __explorers?: { view(): unknown } }).__explorers;
            const view = bridge ? bridge.view() : null;
            const result = view ? test(view, arg) : null;
            if (result !== null && result !== undefined && result !== false) resolve({ ok: true, result });
            else if (performance.now() > deadline) resolve({ ok: false, last: view });
            else requestAnimationFrame(tick);
          };
          tick();
        }),
      { test, arg, timeoutMs },
    ).finally(() => void test.dispose().catch(() => undefined))) as { ok: true; result: T } | { ok: false; last: View | null };
    trace(what, since);
    if (!outcome.ok) {
      // What the page looked like, next to the test's other screenshots.
      await this.page.screenshot({ path: join(this.session.dir, `failure-${Date.now()}.png`) }).catch(() => undefined);
      throw new Error(`Gave up waiting for ${what}. Last view: ${describe(outcome.last)}`);
    }
    return outcome.result;
  }

  /** The scene is on top and its fade-in is over. */
  async scene(key: string): Promise<View> {
    return this.waitInPage(`the ${key} scene`, (v, k) => v.scene === k && !v.fading && v, key);
  }

  async play(): Promise<{ view: View; play: PlayView }> {
    const view = await this.waitInPage('the play screen', (v) => v.scene === 'Play' && !v.fading && v.view !== undefined && v, null);
    return { view, play: view.view as PlayView };
  }

  /** A click with the mouse, or a tap on the touch screen of a phone. */
  async click(point: Point): Promise<void> {
    const since = Date.now();
    if (this.touch) await this.page.touchscreen.tap(point.x, point.y);
    else await this.page.mouse.click(point.x, point.y);
    trace('click', since);
  }

  /**
   * The visible, enabled button matching `match` (the `nth` one in display order), once it has
   * been drawn. A person only clicks what is on screen, and Phaser's input ranks overlapping
   * objects by the last frame drawn: a list opened this frame loses a click to what lies under it.
   */
  async button(match: Partial<Pick<ButtonInfo, 'key' | 'icon' | 'text'>>, nth = 0): Promise<ButtonInfo> {
    const what = `the button ${JSON.stringify(match)}${nth ? ` #${nth}` : ''}`;
    const find: PageCheck<{ match: typeof match; nth: number; after: number }, { button: ButtonInfo; frame: number }> = (v, { match, nth, after }) => {
      const found = v.buttons.filter((b) => b.enabled && Object.entries(match).every(([k, value]) => (b as unknown as Record<string, unknown>)[k] === value));
      const button = found[nth];
      return !v.fading && v.frame >= after && button !== undefined && { button, frame: v.frame };
    };
    const seen = await this.waitInPage(what, find, { match, nth, after: 0 });
    return (await this.waitInPage(`${what} drawn`, find, { match, nth, after: seen.frame + 2 })).button;
  }

  async clickButton(match: Partial<Pick<ButtonInfo, 'key' | 'icon' | 'text'>>, nth = 0): Promise<void> {
    await this.click(await this.button(match, nth));
  }

  async press(key: string): Promise<void> {
    const since = Date.now();
    await this.page.keyboard.press(key);
    trace(`key ${key}`, since);
  }
}

/**
 * Presses Tab until the focus ring is on the button with this label key: the keyboard's way to a
 * button. Each press is read back two frames later: read sooner, the ring may not have moved yet.
 */
export async function tabTo(driver: Driver, key: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    const frame = (await driver.view())?.frame ?? 0;
    await driver.press('Tab');
    const focused = await driver.waitInPage('the focus ring', (v, f) => v.frame >= f + 2 && (v.buttons.find((b) => b.focused) ?? { key: null }), frame);
    if (focused.key === key) return;
  }
  throw new Error(`Tab never reached the button ${key}`);
}

export function describe(view: View | null): string {
  if (!view) return 'no bridge';
  const { texts, buttons, ...rest } = view;
  const inner = view.view as { summary?: unknown } | undefined;
  return JSON.stringify({
    ...rest,
    view: inner?.summary ?? inner,
    texts: texts.map((t) => t.text).slice(0, 40),
    buttons: buttons.map((b) => b.key ?? b.icon),
  }).slice(0, 4000);
}

// ---- playing ---------------------------------------------------------------------------------

/**
 * In the page: the view once the game takes input again after `before` (a progress signature,
 * or null for "now"): the play screen with no announcement playing, no fade and a human to act;
 * or the scoring screen once the game is over. Self-contained (see PageCheck).
 */
const readyAfter: PageCheck<string | null, View> = (v, before) => {
  if (v.scene === 'Scoring') return v;
  if (v.scene !== 'Play' || v.fading || !v.view) return false;
  const s = (v.view as PlayView).summary;
  const progress = JSON.stringify([s.prompt, s.phase, s.turnNumber, s.actions, s.draft, s.handover, s.acting, s.scrollMode, s.expected]);
  if (before !== null && progress === before) return false;
  return !s.busy && s.prompt !== 'wait' && v;
};

/** What changes when an input is taken (the same formula as in `readyAfter`). */
export function progressOf(play: PlayView): string {
  const s = play.summary;
  return JSON.stringify([s.prompt, s.phase, s.turnNumber, s.actions, s.draft, s.handover, s.acting, s.scrollMode, s.expected]);
}

/** The play screen ready for input (after `before`, if given); null once the game is over. */
export async function readyToPlay(driver: Driver, before: string | null = null, timeoutMs?: number): Promise<PlayView | null> {
  const view = await driver.waitInPage(before === null ? 'the play screen to take input' : 'the game to take the input', readyAfter, before, timeoutMs);
  return view.scene === 'Play' ? (view.view as PlayView) : null;
}

export interface Player {
  /** Called before every input; may take a screenshot, switch language and so on. Returns true if it changed anything. */
  readonly before?: (play: PlayView) => Promise<boolean | void>;
  /** Stop before this input (the game is left as it is). */
  readonly stop?: (play: PlayView) => boolean;
  /** Picks among `count` choices. */
  readonly choose: (count: number) => number;
  /** Use a scroll when one is offered (once every so often). */
  readonly scrolls?: boolean;
  /** How long the others may take before this player can act again (default: the driver's 60 s). */
  readonly waitMs?: number;
}

/**
 * Plays the humans' moves with clicks (or taps) until the game ends (returns null) or `stop`
 * says so (returns the play view). AI seats play on their own meanwhile.
 */
export async function playByClicks(driver: Driver, player: Player): Promise<PlayView | null> {
  let play = await readyToPlay(driver, null, player.waitMs);
  for (;;) {
    if (!play || play.summary.prompt === 'over') {
      await driver.scene('Scoring');
      return null;
    }
    if (player.stop?.(play)) return play;
    if (await player.before?.(play)) {
      play = await readyToPlay(driver, null, player.waitMs);
      continue;
    }
    await driver.click(target(play, player));
    play = await readyToPlay(driver, progressOf(play), player.waitMs);
  }
}

/** Plays `count` inputs by clicks (fewer if the game ends first); returns the view after them. */
export async function playInputs(driver: Driver, choose: (n: number) => number, count: number): Promise<PlayView | null> {
  let left = count;
  return playByClicks(driver, { choose, stop: () => left-- <= 0 });
}

/** Where a player clicks for the current prompt. */
function target(play: PlayView, player: Player): Point {
  const s = play.summary;
  const cell = (cells: number[]): Point => play.cells[cells[player.choose(cells.length)] as number] as Point;
  switch (s.prompt) {
    case 'village':
    case 'place':
      return cell(s.legalCells);
    case 'option':
    case 'pick': {
      if (s.prompt === 'pick' && player.scrolls && play.buttons.secondary?.action === 'scroll' && player.choose(3) === 0) return play.buttons.secondary;
      if (s.scrollMode && play.terrainChoices.length > 0) return play.terrainChoices[player.choose(play.terrainChoices.length)] as Point;
      const options = play.cardOptions.filter((o) => o.clickable);
      if (options.length === 0) throw new Error(`No card option to pick: ${JSON.stringify(s)}`);
      return options[player.choose(options.length)] as Point;
    }
    case 'terrain':
      return play.terrainChoices[player.choose(play.terrainChoices.length)] as Point;
    case 'confirm':
      if (!play.buttons.confirm) throw new Error(`No confirm button: ${JSON.stringify(s)}`);
      return play.buttons.confirm;
    case 'handover':
      if (!play.buttons.handover) throw new Error(`No hand-over button: ${JSON.stringify(s)}`);
      return play.buttons.handover;
    default:
      throw new Error(`Nothing to click for the prompt ${s.prompt}`);
  }
}

// ---- setup -------------------------------------------------------------------------------------

export interface SetupView {
  readonly tab: string;
  readonly problem: string | null;
  readonly players: number;
  readonly seats: { kind: string; name: string | null }[];
  readonly sides: Record<string, string>;
  readonly map: unknown;
  readonly achievements: unknown;
  readonly seed: string;
}

export async function setupView(driver: Driver): Promise<SetupView> {
  const view = await driver.scene('Setup');
  return view.view as SetupView;
}

/** From the menu to the setup with `players` seats of their default kinds, by clicks. */
export async function newGameWith(driver: Driver, players: number): Promise<void> {
  await driver.scene('Menu');
  await driver.clickButton({ key: 'menu.newGame' });
  await setupView(driver);
  await driver.clickButton({ key: 'common.verbatim', text: String(players) });
  await driver.waitFor(`${players} players`, (v) => (v.view as SetupView | undefined)?.players === players);
}

/** Opens a setup tab by its button. */
export async function openTab(driver: Driver, tab: 'players' | 'rules' | 'map' | 'achievements'): Promise<void> {
  await driver.clickButton({ key: `setup.tabs.${tab}` });
  await driver.waitFor(`the ${tab} tab`, (v) => (v.view as SetupView | undefined)?.tab === tab);
}

/** Types a game number into the map tab's field: a click into it, select all, then the digits. */
export async function typeSeed(driver: Driver, seed: number): Promise<void> {
  await openTab(driver, 'map');
  const field = driver.page.locator('input[inputmode="numeric"]');
  if (driver.touch) await field.tap();
  else await field.click();
  await driver.page.keyboard.press('ControlOrMeta+A');
  await driver.page.keyboard.type(String(seed));
  await driver.waitFor('the typed game number', (v) => (v.view as SetupView | undefined)?.seed === String(seed));
}
