// The contract suite through the page: every game of the test registry (tests/games/registry.ts,
// offered by the page opened with `?games=test`, see tests/games/page-registry.ts) run through the
// shell's flows by its definition alone. The menu offers it and opens its how-to pages; its setup
// starts a game against an AI seat, saved as it starts, which Continue resumes after a reload at
// the same step; a game a few actions from its end (made through its rules and AI) is finished on
// its play screen, the person's turns decided by the game's own AI and sent through the test
// bridge, with an illegal intent first, refused in the game's own words and changing nothing; its
// scoring screen's Replay opens the game just played and steps through it, and, for a game whose AI
// judges, runs the review to its end and opens a marked turn. The real games' own
// browser tests cover their screens in depth: here they take the shortest paths. The games that
// exist only for the tests are looked at too (screenshots at both sizes).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoadedGame } from '../../src/games/contract';
import { GAMES } from '../../src/games/registry';
import { EACH_GAME, newState } from '../contract/games';
import { openPage, type Session } from './browser';
import { Driver } from './driver';
import { continueSaved } from './nearly-finished';

/** What the bridge says of the play screen's table (test-bridge.ts `table()`). */
interface TableInfo {
  readonly record: { readonly options: unknown; readonly actions: readonly unknown[] };
  readonly acting: number | null;
}

/** Actions left to the game's end in the save the whole game starts from. */
const LEFT = 4;

let session: Session;
let driver: Driver;
const address = (): string => `${inject('baseUrl')}?test=1&games=test`;

beforeAll(async () => {
  session = await openPage(inject('baseUrl'), 'contract', { query: '&games=test' });
  driver = new Driver(session);
});

afterAll(async () => {
  await session?.close();
});

const table = (): Promise<TableInfo | null> => session.page.evaluate(() => (globalThis as unknown as { __explorers: { table(): TableInfo | null } }).__explorers.table());
const act = (action: unknown): Promise<void> => session.page.evaluate((a) => (globalThis as unknown as { __explorers: { act(a: unknown): void } }).__explorers.act(a), action);
const saved = (key: string): Promise<{ record: TableInfo['record']; seats: { kind: string }[] } | null> =>
  session.page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

/** The play screen's table once it is up, and (`when`) once it says so. */
async function tableWhen(game: LoadedGame, what: string, when: (t: TableInfo) => boolean = () => true): Promise<TableInfo> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const view = await driver.view();
    const now = view?.scene === game.scenes.play && !view.fading ? await table() : null;
    if (now && when(now)) return now;
    await session.page.waitForTimeout(40);
  }
  throw new Error(`Gave up waiting for ${what}`);
}

/**
 * The table once the person at the screen acts again after `actions` actions (the AI seats play
 * meanwhile), or null once the scoring screen is up.
 */
async function nextTurn(game: LoadedGame, actions: number): Promise<TableInfo | null> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const view = await driver.view();
    if (view?.scene === game.scenes.scoring) return null;
    const now = view?.scene === game.scenes.play ? await table() : null;
    if (now && now.acting !== null && now.record.actions.length > actions) return now;
    await session.page.waitForTimeout(40);
  }
  throw new Error(`Gave up waiting for the person's turn after ${actions} actions`);
}

/** The state a record gives, through the game's rules. */
function stateOf(game: LoadedGame, record: unknown): unknown {
  const loaded = game.rules.loadRecord(record);
  if (!loaded.ok) throw new Error(loaded.error.detail);
  return loaded.value;
}

/** A save of a two-seat game (a person, then the game's weakest AI), played by that AI to `LEFT` actions before its end. */
async function nearlyOver(game: LoadedGame): Promise<string> {
  const ai = await game.loadAi();
  const level = ai.levels[0] as string;
  const states = [newState(game.rules, Math.max(2, game.players.min), 4242)];
  for (let rng = 5, now = states[0]; !game.rules.isOver(now); ) {
    const seat = game.rules.expectedActors(now)[0] as number;
    const decision = ai.decide(game.rules.view(now, seat), level, rng);
    rng = decision.rng;
    const played = game.rules.play(now, decision.action);
    if (!played.ok) throw new Error(played.error.detail);
    states.push((now = played.value.state));
  }
  const start = states[Math.max(0, states.length - 1 - LEFT)];
  const seats = Array.from({ length: Math.max(2, game.players.min) }, (_, i) => ({
    ...(i === 0 ? { kind: 'human' } : { kind: 'ai', level }),
    name: `Seat ${i + 1}`,
    color: game.seats.palette[i],
  }));
  return JSON.stringify({ record: game.rules.toRecord(start), seats });
}

/** The person's action the game's weakest AI would take at this table. */
async function personsAction(game: LoadedGame, now: TableInfo, rng: number): Promise<unknown> {
  const ai = await game.loadAi();
  return ai.decide(game.rules.view(stateOf(game, now.record), now.acting), ai.levels[0] as string, rng).action;
}

/** What the bridge says of the replay's review (review-panel.ts). */
interface ReviewInfo {
  readonly state: 'idle' | 'running' | 'done' | 'failed';
  readonly marks: readonly { readonly step: number; readonly loss: number }[];
}

const reviewWhen = (what: string, when: (r: ReviewInfo, step: number) => boolean): Promise<ReviewInfo> =>
  driver.waitFor(what, (v) => {
    const replay = v.scene === 'Replay' && !v.fading ? (v.view as { step: number; review: ReviewInfo }) : null;
    return replay !== null && when(replay.review, replay.step) && replay.review;
  }, 180_000);

/**
 * A game whose AI judges (`reviews`): the replay's review runs to its end; the turns it marks, in
 * order and each once, each lost something, and the first one opened says what the strongest level would have played.
 */
async function reviewToItsEnd(game: LoadedGame): Promise<void> {
  await driver.clickButton({ key: 'review.start' });
  const done = await reviewWhen('the review over', (r) => r.state === 'done' || r.state === 'failed');
  expect(done.state).toBe('done');
  // One mark per turn, in the game's order.
  const steps = done.marks.map((m) => m.step);
  expect(steps).toEqual([...new Set(steps)].sort((a, b) => a - b));
  for (const mark of done.marks) expect(mark.loss).toBeGreaterThan(0);
  const first = done.marks[0];
  if (first) {
    await driver.clickButton({ key: 'review.mark' });
    await reviewWhen('the first marked turn', (_, step) => step === first.step);
    const better = game.reviewUnit === 'winChance' ? 'review.betterChance' : 'review.better';
    expect((await driver.view())?.texts.find((t) => t.key === better)?.text).toBeTruthy();
  }
  await shotOf(game)('review');
  await driver.clickButton({ key: 'review.close' });
  await reviewWhen('the review closed', (r) => r.state === 'idle');
}

/** The game's screens are looked at only for the games the app does not offer: the others' own tests do. */
const shotOf = (game: LoadedGame) => (name: string): Promise<void> => (GAMES.some((g) => g.id === game.id) ? Promise.resolve() : session.shot(`${game.id}-${name}`));

describe.each(EACH_GAME)('%s through the page, by its definition alone', (id, game) => {
  const shot = shotOf(game);

  it('is offered by the menu, opens its how-to pages, starts against an AI seat, and resumes where it was saved', async () => {
    // Each game's flows end on the menu: a page load only after a failure.
    if ((await driver.view())?.scene !== 'Menu') await session.goto(address());
    await driver.scene('Menu');
    await driver.clickButton({ key: game.nameKey });
    await driver.waitFor(`${id} offered`, (v) => (v.view as { game?: string }).game === id);
    await driver.clickButton({ key: 'menu.howTo' });
    const howTo = await driver.scene('HowTo');
    expect((howTo.view as { pages: number }).pages).toBeGreaterThan(0);
    await shot('howto');
    await driver.clickButton({ key: 'common.back' });

    await driver.clickButton({ key: 'menu.newGame' });
    await driver.scene(game.scenes.setup);
    await shot('setup');
    // Start: the one footer every setup ends with.
    await driver.clickButton({ icon: 'play' });
    await driver.scene(game.scenes.play);
    const started = await tableWhen(game, 'the new game');
    const save = await saved(game.saveKey);
    expect(save?.record.options).toEqual(started.record.options);
    expect(save?.seats.some((seat) => seat.kind === 'ai')).toBe(true);
    await shot('play');

    await session.reload();
    await driver.waitInPage('Continue offered', (v, g) => v.scene === 'Menu' && (v.view as { game: string; save: string }).game === g && (v.view as { save: string }).save === 'ready', id);
    await driver.clickButton({ key: 'menu.continue' });
    const resumed = await tableWhen(game, 'the saved game');
    expect(resumed.record.options).toEqual(started.record.options);
    expect(resumed.record.actions.slice(0, save?.record.actions.length)).toEqual(save?.record.actions);
    expect(session.problems).toEqual([]);
  });

  it('refuses an illegal intent in its own words, plays to its scoring screen, and replays the game', async () => {
    await continueSaved(session, driver, game.saveKey, await nearlyOver(game));
    let now = await tableWhen(game, "the person's first turn", (t) => t.acting !== null);
    // An action of the acting seat that no game has: refused by the rules, shown, and nothing changes.
    const illegal = { type: 'contract-test', player: now.acting };
    const refusal = game.rules.play(stateOf(game, now.record), illegal);
    if (refusal.ok) throw new Error('the rules took an illegal action');
    await act(illegal);
    const shown = await driver.waitInPage('the refusal in words', (v, code) => v.texts.find((t) => t.key?.endsWith(`errors.${code}`) && t.text !== ''), refusal.error.code);
    expect(shown.text.length).toBeGreaterThan(0);
    // The refused seat's actions are as they were (an AI seat of a game of simultaneous turns may
    // have played meanwhile: its actions are not the refusal's to keep).
    const seatActions = (record: TableInfo['record'] | undefined) => record?.actions.filter((a) => (a as { player?: unknown }).player === now.acting);
    expect(seatActions((await table())?.record)).toEqual(seatActions(now.record));
    await shot('refusal');

    // The rest of the game: the person's turns decided by the game's own AI, the AI seat's by the page.
    for (let turns = 1; ; turns++) {
      if (turns > 200) throw new Error('the game never reached its scoring screen');
      await act(await personsAction(game, now, turns));
      const next = await nextTurn(game, now.record.actions.length);
      if (next === null) break;
      now = next;
    }
    await driver.scene(game.scenes.scoring);
    await shot('scoring');

    await driver.clickButton({ icon: 'undo', key: null });
    const replayAt = (step: number) =>
      driver.waitInPage(`the replay at step ${step}`, (v, s) => v.scene === 'Replay' && !v.fading && (v.view as { step: number; play: unknown }).play !== null && (v.view as { step: number }).step === s && v, step);
    const start = await replayAt(0);
    expect((start.view as { turns: number }).turns).toBeGreaterThan(0);
    await driver.clickButton({ key: 'replay.forward' });
    await replayAt(1);
    await shot('replay');
    if (game.reviews) await reviewToItsEnd(game);
    await driver.clickButton({ key: 'replay.close' });
    await driver.scene('Menu');
    expect(session.problems).toEqual([]);
    expect(session.textFit).toEqual([]);
  });
});
