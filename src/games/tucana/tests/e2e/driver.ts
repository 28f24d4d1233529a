// Driving Trails of Tucana like a player: the menu's game choice, the setup, and turns drawn by
// tapping two hexes (or dragging from one to the other), through the test bridge's views of
// the Tucana scenes. Every wait is a wait for a condition on the bridge.
import type { Driver, PageCheck, Point, View } from '../../../../../tests/e2e/driver';
import type { ChartScreen } from '../../../../../tests/e2e/score-chart';

export interface TucanaSummary {
  readonly phase: 'draw' | 'over';
  readonly round: number;
  readonly turn: number;
  readonly turnNumber: number;
  readonly expected: number[];
  readonly passed: boolean[];
  readonly prompt: 'draw' | 'bonus' | 'confirm' | 'handover' | 'wait' | 'over';
  readonly acting: number | null;
  readonly viewer: number;
  readonly handover: number | null;
  readonly legal: [number, number][];
  readonly draft: { edges: number[]; owed: number; done: boolean } | null;
  readonly scores: { total: number; sights: number; villages: number; bonuses: number }[];
  readonly recount: number[];
  readonly seats: { kind: 'human' | 'ai'; name: string }[];
  readonly actions: number;
  readonly cards: string[];
  readonly segments: number[];
  readonly busy: boolean;
  readonly selected: number | null;
  /** The keyboard's hex. */
  readonly cursor: number | null;
  /** The last refused input: the rules' reason and where it was tried (a pair of hexes, or one hex). */
  readonly refusal: { code: string; edge: number | null; hex: number | null } | null;
  readonly opened: number | null;
  /** The player's island is zoomed in. */
  readonly zoomed: boolean;
  /** Shows playing beside the game (a pen's stroke, points rising, a card or a stroke flying): input stays open. */
  readonly shows: number;
  /** Shows begun since the play screen opened. */
  readonly staged: number;
}

export interface TucanaPlayView {
  readonly summary: TucanaSummary;
  readonly hexes: Point[];
  readonly buttons: {
    readonly undo: Point | null;
    readonly confirm: Point | null;
    readonly handover: Point | null;
    readonly seats: Point[];
    readonly closeSheet: Point | null;
    readonly menu: Point;
    readonly language: Point;
  };
}

export interface TucanaScoringView {
  readonly settled: boolean;
  readonly order: number[];
  readonly winners: number[];
  readonly totals: number[];
  readonly roundScores: number[][];
  readonly record: unknown;
  readonly buttons: { playAgain: Point; menu: Point };
  readonly shownAs: 'table' | 'chart' | null;
}

/** The scoring screen's chart and the keys of its tabs (tests/e2e/score-chart.ts). */
export const TUCANA_SCORING: ChartScreen = { scene: 'TucanaScoring', categoryKey: (category) => `tucana:categories.${category}` };

/** From the menu, Trails of Tucana picked and its setup open. */
export async function openTucanaSetup(driver: Driver): Promise<View> {
  await driver.scene('Menu');
  await driver.clickButton({ key: 'tucana:name' });
  await driver.waitFor('Tucana picked in the menu', (v) => (v.view as { game?: string } | undefined)?.game === 'tucana');
  await driver.clickButton({ key: 'menu.newGame' });
  return driver.scene('TucanaSetup');
}

/** On Tucana's setup, the number of players picked (the other seats as the setup fills them). */
export async function pickTucanaPlayers(driver: Driver, players: number): Promise<void> {
  await driver.clickButton({ key: 'common.verbatim', text: String(players) });
  await driver.waitInPage(`${players} players`, (v, n) => (v.view as { players?: number }).players === n && v, players);
}

/** The play screen ready for a person's input after `before` (null: now), or the scoring screen. */
const readyAfter: PageCheck<string | null, View> = (v, before) => {
  if (v.scene === 'TucanaScoring') return !v.fading && v;
  if (v.scene !== 'TucanaPlay' || v.fading || !v.view) return false;
  const s = (v.view as TucanaPlayView).summary;
  const progress = JSON.stringify([s.prompt, s.turnNumber, s.actions, s.draft, s.handover, s.acting, s.selected, s.opened]);
  if (before !== null && progress === before) return false;
  return !s.busy && s.prompt !== 'wait' && s.prompt !== 'over' && v;
};

export const tucanaProgress = (play: TucanaPlayView): string => {
  const s = play.summary;
  return JSON.stringify([s.prompt, s.turnNumber, s.actions, s.draft, s.handover, s.acting, s.selected, s.opened]);
};

/** The play view ready for input (after `before`), or null once the scoring screen is up. */
export async function tucanaReady(driver: Driver, before: string | null = null): Promise<TucanaPlayView | null> {
  const view = await driver.waitInPage('the Tucana table to take input', readyAfter, before, 120_000);
  return view.scene === 'TucanaPlay' ? (view.view as TucanaPlayView) : null;
}

export interface TucanaPlayer {
  /** Picks among `count` choices. */
  readonly choose: (count: number) => number;
  /** Called before every input; returns true if it changed anything (then the view is read again). */
  readonly before?: (play: TucanaPlayView) => Promise<boolean | void>;
  /** Draw by dragging from one hex to the next now and then, instead of two taps. */
  readonly drag?: boolean;
}

/** One input of a person at the table: lift the hand-over curtain, confirm, or tap (or drag) a hex. */
export async function tucanaInput(driver: Driver, play: TucanaPlayView, player: TucanaPlayer): Promise<void> {
  const s = play.summary;
  if (s.prompt === 'handover') return driver.click(play.buttons.handover as Point);
  if (s.prompt === 'confirm') return driver.click(play.buttons.confirm as Point);
  if (s.selected !== null) {
    // The second hex: a legal partner of the one chosen.
    const partners = s.legal.filter(([a, b]) => a === s.selected || b === s.selected).map(([a, b]) => (a === s.selected ? b : a));
    return driver.click(play.hexes[partners[player.choose(partners.length)] as number] as Point);
  }
  const [a, b] = s.legal[player.choose(s.legal.length)] as [number, number];
  if (!player.drag || player.choose(4) !== 0 || driver.touch) return driver.click(play.hexes[a] as Point);
  const from = play.hexes[a] as Point;
  const to = play.hexes[b] as Point;
  await driver.page.mouse.move(from.x, from.y);
  await driver.page.mouse.down();
  await driver.page.mouse.move(to.x, to.y, { steps: 4 });
  await driver.page.mouse.up();
}

/** Plays the people's turns by taps until the scoring screen; AI seats play on their own. */
export async function playTucanaByClicks(driver: Driver, player: TucanaPlayer): Promise<void> {
  let play = await tucanaReady(driver);
  while (play) {
    if (await player.before?.(play)) {
      play = await tucanaReady(driver);
      continue;
    }
    const before = tucanaProgress(play);
    await tucanaInput(driver, play, player);
    play = await tucanaReady(driver, before);
  }
}

/**
 * Taps a hex of a legal pair, then a neighbour of it that is in no legal pair: the rules refuse
 * it and the play screen shows their reason. Resolves to the page's view showing the refusal,
 * or null when every neighbour of the legal hexes is legal too (then nothing was tapped).
 */
export async function refusePair(driver: Driver, play: TucanaPlayView): Promise<View | null> {
  const s = play.summary;
  const legal = new Set(s.legal.flat());
  const gap = (a: number, b: number): number => Math.hypot((play.hexes[a]?.x ?? 0) - (play.hexes[b]?.x ?? 0), (play.hexes[a]?.y ?? 0) - (play.hexes[b]?.y ?? 0));
  const step = Math.min(...s.legal.map(([a, b]) => gap(a, b)));
  const found = s.legal.map(([a]) => [a, play.hexes.findIndex((_, h) => !legal.has(h) && gap(a, h) < step * 1.1)] as const).find(([, h]) => h >= 0);
  if (!found) return null;
  const [first, wrong] = found;
  await driver.click(play.hexes[first] as Point);
  const chosen = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
  await driver.click(chosen.hexes[wrong] as Point);
  return driver.waitInPage('the refusal', (v) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.refusal !== null && v, null);
}
