// Scenario: two people at one online table, each on their own device. The game server runs as
// `npm run serve` does (the built page and the server on one port). One creates a table with two
// seats for people; the other opens its link, types a name and sits; the host starts; both play
// the setup and a whole turn by clicks, and one reloads the page in the middle of a turn and finds
// their seat again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { spawnServer, type ChildServer } from '../server/helpers/child';
import { openPage, type Session } from './browser';
import { Driver, playByClicks, seededRandom, setupView, type PlayView, type SetupView } from './driver';

interface OnlineView {
  readonly mode: 'home' | 'busy' | 'lobby';
  readonly code: string | null;
  readonly you: number | null;
  readonly host: boolean;
  readonly seats: { readonly status: string; readonly kind: string; readonly name: string | null }[];
  readonly problem: string | null;
  /** Modules on a side of the link's QR code (0: none). */
  readonly qrModules: number;
}

const data = mkdtempSync(join(tmpdir(), 'explorers-online-e2e-'));
let server: ChildServer;
const sessions: Session[] = [];

beforeAll(async () => {
  // The bundle the browser tests' global setup built, served with the game server on one port.
  server = await spawnServer({ DATA_DIR: data }, { command: [process.execPath, '--import', 'tsx', 'server/main.ts', '--static', inject('buildDir')] });
});

afterAll(async () => {
  // What went wrong in the pages, when the scenario failed before its own check of them.
  for (const session of sessions) if (session.problems.length > 0) console.error(session.dir, session.problems.join('\n'));
  await Promise.all(sessions.map((s) => s.close()));
  await server?.stop('SIGTERM');
  rmSync(data, { recursive: true, force: true });
});

const onlineView = (driver: Driver, what: string, check: (view: OnlineView) => boolean): Promise<OnlineView> =>
  driver.waitFor(what, (v) => v.scene === 'Online' && !v.fading && check(v.view as OnlineView) && (v.view as OnlineView));

/** Plays by clicks until the game is in turn `turn`'s placing (every seat acting again), or over. */
const playUntilTurn = (driver: Driver, turn: number, seed: number): Promise<PlayView | null> =>
  playByClicks(driver, { choose: seededRandom(seed), stop: (play) => play.summary.turnNumber >= turn && play.summary.phase === 'place' });

/** Plays by clicks until the game reaches `phase`, with this seat to act. */
const playUntil = (driver: Driver, phase: string): Promise<PlayView | null> =>
  playByClicks(driver, { choose: seededRandom(1), stop: (play) => play.summary.phase === phase });

test('online: a table created on one device, joined by its link on another, played by both', async () => {
  const host = await openPage(`${server.url}/`, 'online-host');
  sessions.push(host);
  const hostDriver = new Driver(host);
  await hostDriver.scene('Menu');
  await host.shot('menu');
  await hostDriver.clickButton({ key: 'menu.online' });
  await onlineView(hostDriver, 'the online start', (v) => v.mode === 'home');
  await host.shot('online-start');

  // The table: a turn timer, then the game's own setup screen, the second seat for a person.
  await hostDriver.clickButton({ key: 'online.timer.seconds', text: '120 s' });
  await hostDriver.clickButton({ key: 'online.create.button' });
  await setupView(hostDriver);
  await hostDriver.clickButton({ key: 'setup.players.kind.human' }, 1);
  await hostDriver.waitFor('two people', (v) => (v.view as SetupView).seats.every((s) => s.kind === 'human'));
  await host.shot('online-setup');
  await hostDriver.clickButton({ key: 'online.create.submit' });
  const created = await onlineView(hostDriver, 'the new table', (v) => v.mode === 'lobby' && v.code !== null && v.seats.length === 2);
  const code = created.code as string;
  expect(created).toMatchObject({ you: 0, host: true, seats: [{ status: 'present' }, { status: 'open' }] });
  expect(created.qrModules).toBeGreaterThanOrEqual(21);
  expect(new URL(host.page.url()).searchParams.get('table')).toBe(code);
  await host.shot('online-lobby-host');

  // A friend opens the link on a phone: the code is filled in, a name is all it takes.
  // First with a code one symbol off: no such table, said in words.
  const wrong = `${code.slice(0, 7)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
  const guest = await openPage(`${server.url}/`, 'online-guest', { viewport: 'phone', query: `&table=${wrong}` });
  sessions.push(guest);
  const guestDriver = new Driver(guest);
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'home');
  const codeField = guest.page.locator('input[type="text"]').nth(0);
  expect(await codeField.inputValue()).toBe(wrong);
  await guest.page.locator('input[type="text"]').nth(1).fill('Bruno');
  await guestDriver.clickButton({ key: 'online.join.button' });
  await guestDriver.waitFor('the refusal', (v) => v.texts.some((t) => t.key === 'online.errors.tableNotFound'));
  await guest.shot('online-join-refused');
  await guestDriver.clickButton({ key: 'online.ok' });
  // The server's answer to a code that opens no table is an HTTP error the page expects.
  guest.problems.splice(0, guest.problems.length, ...guest.problems.filter((p) => !/matchmake|status of 4\d\d/.test(p)));
  await codeField.fill(code.toLowerCase());
  await guest.shot('online-join');
  await guestDriver.clickButton({ key: 'online.join.button' });
  const joined = await onlineView(guestDriver, 'the seat taken', (v) => v.mode === 'lobby' && v.seats.length === 2 && v.seats.every((s) => s.status === 'present'));
  expect(joined).toMatchObject({ you: 1, host: false, seats: [{}, { name: 'Bruno' }] });
  await guest.shot('online-lobby-guest');

  // The host sees Bruno sit down and starts.
  await onlineView(hostDriver, 'Bruno at the table', (v) => v.seats[1]?.name === 'Bruno' && v.seats[1].status === 'present');
  await hostDriver.clickButton({ key: 'online.lobby.start' });
  // The server draws the map: when start villages tie, the first player chooses one before the setup.
  const [hostPlay, guestPlay] = await Promise.all([playUntil(hostDriver, 'setup'), playUntil(guestDriver, 'setup')]);
  expect(hostPlay?.summary).toMatchObject({ phase: 'setup', viewer: 0, acting: 0, prompt: 'terrain' });
  expect(guestPlay?.summary).toMatchObject({ phase: 'setup', viewer: 1, acting: 1, prompt: 'terrain' });
  // Connected, and the turn timer running for this seat.
  const hostView = await hostDriver.view();
  expect(hostView?.texts.find((t) => t.key === 'online.timeLeft')?.text).toMatch(/^Online · [12]:\d\d left$/);
  await host.shot('online-play-host');

  // Bruno starts the setup's Xs, then reloads: the page comes back to the table, at his seat.
  const terrain = guestPlay?.terrainChoices[0];
  if (!terrain) throw new Error('no terrain to choose');
  await guestDriver.click(terrain);
  await guestDriver.waitFor('Bruno placing', (v) => v.scene === 'Play' && (v.view as PlayView).summary.prompt === 'place');
  await guest.reload();
  const back = await guestDriver.play();
  expect(back.play.summary).toMatchObject({ phase: 'setup', viewer: 1, acting: 1 });
  expect(new URL(guest.page.url()).searchParams.get('table')).toBe(code);

  // Both play the setup and the whole first turn, each on their own device.
  const [hostAfter, guestAfter] = await Promise.all([playUntilTurn(hostDriver, 2, 5), playUntilTurn(guestDriver, 2, 9)]);
  for (const [play, seat] of [[hostAfter, 0], [guestAfter, 1]] as const) expect(play?.summary).toMatchObject({ viewer: seat, turnNumber: 2, phase: 'place' });
  // The server's views: both seats' Xs of the setup and the first turn, the same on both screens
  // (a start village each, and Xs besides: an X with no legal space is lost, so not a fixed count).
  const marked = hostAfter?.summary.marked ?? [];
  expect(marked.flat().length).toBeGreaterThan(2);
  expect(guestAfter?.summary.marked).toEqual(marked);
  await guest.shot('online-play-guest');
  await host.shot('online-play-turn');

  expect(host.problems).toEqual([]);
  expect(guest.problems).toEqual([]);
});

test('online: the host fills a seat with an AI, plays a whole game to the scores, and starts a rematch', async () => {
  const host = await openPage(`${server.url}/`, 'online-ai');
  sessions.push(host);
  const driver = new Driver(host);
  await driver.scene('Menu');
  await driver.clickButton({ key: 'menu.online' });
  await onlineView(driver, 'the online start', (v) => v.mode === 'home');
  await driver.clickButton({ key: 'online.create.button' });
  await setupView(driver);
  await driver.clickButton({ key: 'setup.players.kind.human' }, 1);
  await driver.waitFor('two people', (v) => (v.view as SetupView).seats.every((s) => s.kind === 'human'));
  await driver.clickButton({ key: 'online.create.submit' });
  await onlineView(driver, 'the new table', (v) => v.mode === 'lobby' && v.seats[1]?.status === 'open');
  // Nobody else is coming: the open seat goes to an AI, and the table is ready.
  await driver.clickButton({ key: 'online.lobby.makeAi' });
  await onlineView(driver, 'the AI seat', (v) => v.seats[1]?.kind === 'ai' && v.seats[1].status === 'ai');
  await driver.clickButton({ key: 'online.lobby.start' });

  expect(await playByClicks(driver, { choose: seededRandom(4), scrolls: true })).toBeNull();
  const scoring = await driver.scene('Scoring');
  expect(scoring.buttons.find((b) => b.key === 'online.rematch')?.enabled).toBe(true);
  await driver.waitFor('the scores counted', (v) => (v.view as { finished?: boolean }).finished === true);
  await host.shot('online-scoring');
  await driver.clickButton({ key: 'online.rematch' });
  const again = await driver.play();
  expect(again.play.summary).toMatchObject({ viewer: 0, turnNumber: 0 });
  expect(host.problems).toEqual([]);
});
