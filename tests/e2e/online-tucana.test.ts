// Scenario: Trails of Tucana at an online table, two people on their own devices and an AI seat
// on the server. The game server runs as `npm run serve` does (the built page and the server on
// one port). The host picks Tucana in the lobby, sets the table up on Tucana's own setup screen
// (three seats: the host, a person, the computer), a friend joins by the link on a phone, and
// both draw their turns by taps, each from their own seat's view, to the end of the game.
import { expect, test } from 'vitest';
import { openPage } from './browser';
import { Driver, seededRandom, type View } from './driver';
import { onlineView, serveTables } from './online-server';
import { tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView, type TucanaScoringView } from './tucana-driver';

interface TucanaSetupView {
  readonly players: number;
  readonly seats: { readonly kind: string; readonly name: string | null }[];
}

const tables = serveTables('tucana-online-e2e');
const sessions = tables.sessions;

const setupView = (driver: Driver, what: string, check: (view: TucanaSetupView) => boolean): Promise<View> =>
  driver.waitFor(what, (v) => v.scene === 'TucanaSetup' && !v.fading && check(v.view as TucanaSetupView) && v);

/**
 * Draws this seat's turns by taps until `stop` says so (checked whenever the seat may act) or the
 * scoring screen is up; resolves to the last play view, or null at the scoring screen.
 */
async function drawTurns(driver: Driver, seed: number, stop: (play: TucanaPlayView) => boolean, shot?: (play: TucanaPlayView) => Promise<boolean>): Promise<TucanaPlayView | null> {
  const choose = seededRandom(seed);
  let play = await tucanaReady(driver);
  while (play && !stop(play)) {
    if (await shot?.(play)) continue;
    const before = tucanaProgress(play);
    await tucanaInput(driver, play, { choose });
    play = await tucanaReady(driver, before);
  }
  return play;
}

test('Tucana online: a table set up on its own screen, joined by link on a phone, drawn by both seats to the scores and a rematch', async () => {
  const host = await openPage(`${tables.server.url}/`, 'tucana-online-host');
  sessions.push(host);
  const hostDriver = new Driver(host);
  await hostDriver.scene('Menu');
  await hostDriver.clickButton({ key: 'menu.online' });
  await onlineView(hostDriver, 'the online start', (v) => v.mode === 'home');
  // The lobby offers both games; Tucana is picked here.
  await hostDriver.clickButton({ key: 'tucana:name' });
  await onlineView(hostDriver, 'Tucana chosen', (v) => v.game === 'tucana');
  await host.shot('tucana-online-start');
  await hostDriver.clickButton({ key: 'online.create.button' });

  // Tucana's setup for a table: three seats, the second a person, the third the computer.
  await setupView(hostDriver, 'the table setup', () => true);
  await hostDriver.clickButton({ key: 'common.verbatim', text: '3' });
  await setupView(hostDriver, 'three seats', (v) => v.players === 3);
  await hostDriver.clickButton({ key: 'tucana:setup.kinds.normal' });
  await hostDriver.clickButton({ key: 'tucana:setup.kinds.hard' });
  await setupView(hostDriver, 'a person in seat 2', (v) => v.seats[1]?.kind === 'human' && v.seats[2]?.kind === 'normal');
  await host.shot('tucana-online-setup');
  // Online, the server draws the game number: the island tab has no seed field.
  await hostDriver.clickButton({ key: 'tucana:setup.tabs.island' });
  const island = await hostDriver.waitFor('the island tab', (v) => (v.view as { tab?: string }).tab === 'island' && v);
  expect(island.buttons.some((b) => b.key === 'tucana:setup.newSeed')).toBe(false);
  expect(island.buttons.some((b) => b.key === 'tucana:setup.flags.specialBonus.name')).toBe(true);
  await hostDriver.clickButton({ key: 'tucana:setup.flags.specialBonus.name' });
  await host.shot('tucana-online-setup-island');
  await hostDriver.clickButton({ key: 'online.create.submit' });
  const created = await onlineView(hostDriver, 'the new table', (v) => v.mode === 'lobby' && v.code !== null);
  expect(created).toMatchObject({ game: 'tucana', you: 0, host: true, seats: [{ status: 'present' }, { status: 'open' }, { kind: 'ai', status: 'ai' }] });
  const code = created.code as string;
  await host.shot('tucana-online-lobby');

  // A friend opens the link on a phone and sits down.
  const guest = await openPage(`${tables.server.url}/`, 'tucana-online-guest', { viewport: 'phone', query: `&table=${code}` });
  sessions.push(guest);
  const guestDriver = new Driver(guest);
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'home');
  await guest.page.locator('input[type="text"]').nth(1).fill('Bruno');
  await guestDriver.clickButton({ key: 'online.join.button' });
  const joined = await onlineView(guestDriver, 'the seat taken', (v) => v.mode === 'lobby' && v.seats.every((s) => s.status !== 'open'));
  expect(joined).toMatchObject({ game: 'tucana', you: 1, host: false, seats: [{}, { name: 'Bruno' }, { kind: 'ai' }] });
  await guest.shot('tucana-online-lobby-guest');
  await onlineView(hostDriver, 'Bruno at the table', (v) => v.seats[1]?.name === 'Bruno' && v.seats[1].status === 'present');
  await hostDriver.clickButton({ key: 'online.lobby.start' });

  // Each seat draws from its own view: the first turns on both devices.
  const [hostFirst, guestFirst] = await Promise.all([tucanaReady(hostDriver), tucanaReady(guestDriver)]);
  expect(hostFirst?.summary).toMatchObject({ viewer: 0, acting: 0, prompt: 'draw', turnNumber: 1 });
  expect(guestFirst?.summary).toMatchObject({ viewer: 1, acting: 1, prompt: 'draw', turnNumber: 1 });
  expect(guestFirst?.summary.cards).toEqual(hostFirst?.summary.cards);
  await host.shot('tucana-online-play-host');
  const atTurn = (n: number) => (play: TucanaPlayView) => play.summary.turnNumber >= n;
  const [hostThird, guestThird] = await Promise.all([drawTurns(hostDriver, 5, atTurn(3)), drawTurns(guestDriver, 9, atTurn(3))]);
  // Every seat's closed turns are the same on both screens: the segments drawn so far, the AI's too.
  expect(hostThird?.summary.segments).toEqual(guestThird?.summary.segments);
  expect(hostThird?.summary.segments.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
  await guest.shot('tucana-online-play-guest');

  // On to the end of the game, then the scores on both devices.
  await Promise.all([drawTurns(hostDriver, 6, () => false), drawTurns(guestDriver, 10, () => false)]);
  const scores = await Promise.all(
    [hostDriver, guestDriver].map((d) => d.waitInPage('the scores', (v) => v.scene === 'TucanaScoring' && !v.fading && (v.view as TucanaScoringView).settled && (v.view as TucanaScoringView), null)),
  );
  expect(scores[1]?.totals).toEqual(scores[0]?.totals);
  expect(scores[0]?.totals).toHaveLength(3);
  await host.shot('tucana-online-scoring');
  await guest.shot('tucana-online-scoring-guest');
  // The host's rematch takes both to a new game at the same table and seats.
  const hostScores = await hostDriver.view();
  expect(hostScores?.buttons.find((b) => b.key === 'online.rematch')?.enabled).toBe(true);
  expect((await guestDriver.view())?.buttons.find((b) => b.key === 'online.rematch')?.enabled).toBe(false);
  await hostDriver.clickButton({ key: 'online.rematch' });
  await Promise.all([hostDriver.scene('TucanaPlay'), guestDriver.scene('TucanaPlay')]);
  const [hostAgain, guestAgain] = await Promise.all([tucanaReady(hostDriver), tucanaReady(guestDriver)]);
  expect(hostAgain?.summary).toMatchObject({ viewer: 0, turnNumber: 1, prompt: 'draw' });
  expect(guestAgain?.summary).toMatchObject({ viewer: 1, turnNumber: 1, prompt: 'draw' });
  expect(host.problems).toEqual([]);
  expect(guest.problems).toEqual([]);
});
