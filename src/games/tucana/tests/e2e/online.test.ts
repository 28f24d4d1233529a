// Scenario: Trails of Tucana at an online table, two people on their own devices and an AI seat
// on the server. The game server runs as `npm run serve` does (the built page and the server on
// one port). The host picks Tucana in the lobby, sets the table up on Tucana's own setup screen
// (three seats: the host, a person, the computer; a turn timer), a friend joins by the link on a
// phone, and both draw their turns by taps, each from their own seat's view, to the end of the
// game. Each screen says what every seat is doing with its time left; when the friend's page
// goes away, the host hands the seat to an AI, and the friend takes it back by the link.
import { expect, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom, tabTo, type View } from '../../../../../tests/e2e/driver';
import { onlineView, serveTables } from '../../../../../tests/e2e/online-server';
import { tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView, type TucanaScoringView } from './driver';

interface TucanaSetupView {
  readonly players: number;
  readonly seats: { readonly kind: string; readonly name: string | null }[];
}

const tables = serveTables('tucana-online-e2e');
const sessions = tables.sessions;

const setupView = (driver: Driver, what: string, check: (view: TucanaSetupView) => boolean): Promise<View> =>
  driver.waitFor(what, (v) => v.scene === 'TucanaSetup' && !v.fading && check(v.view as TucanaSetupView) && v);

/** The play screen's online part (see TucanaPlayScene.testView). */
interface OnlinePart {
  readonly online: { readonly seat: number | null; readonly statuses: string[]; readonly notice: { kind: string; seat?: number } | null } | null;
}

const onlinePlay = (driver: Driver, what: string, check: (play: TucanaPlayView & OnlinePart, view: View) => boolean): Promise<TucanaPlayView & OnlinePart> =>
  driver.waitFor(what, (v) => v.scene === 'TucanaPlay' && !v.fading && v.view !== undefined && check(v.view as TucanaPlayView & OnlinePart, v) && (v.view as TucanaPlayView & OnlinePart));

/** The seats' lines on screen (under their buttons) that say `key`'s words. */
const seatLines = (view: View, key: string): string[] => view.texts.filter((t) => t.key === key).map((t) => t.text);

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
  await hostDriver.clickButton({ key: 'online.timer.seconds', text: '120 s' });
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
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'join');
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
  // Each screen says who is still drawing, with the time their turn timer leaves, and the badge this seat's own.
  const timed = await onlinePlay(guestDriver, 'the seats drawing, timed', (p, v) => p.online?.seat === 1 && seatLines(v, 'online.timedStatus').length >= 2);
  expect(timed.online?.statuses).toEqual(['present', 'present', 'ai']);
  const guestTexts = (await guestDriver.view())?.texts ?? [];
  expect(seatLines({ texts: guestTexts } as View, 'online.timedStatus').every((line) => /^(drawing|thinking)… [12]:\d\d$/.test(line))).toBe(true);
  expect(guestTexts.find((t) => t.key === 'online.timeLeft')?.text).toMatch(/^Online · [12]:\d\d left$/);
  await host.shot('tucana-online-play-host');
  const atTurn = (n: number) => (play: TucanaPlayView) => play.summary.turnNumber >= n;
  const [hostThird, guestThird] = await Promise.all([drawTurns(hostDriver, 5, atTurn(3)), drawTurns(guestDriver, 9, atTurn(3))]);
  // Every seat's closed turns are the same on both screens: the segments drawn so far, the AI's too.
  expect(hostThird?.summary.segments).toEqual(guestThird?.summary.segments);
  expect(hostThird?.summary.segments.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
  await guest.shot('tucana-online-play-guest');

  // Bruno's page goes away (to a picture of the same site): his seat is away, in red on the host's
  // screen, which offers to hand it to an AI.
  const seen = guest.problems.length;
  await guest.goto(`${tables.server.url}/icons/icon-192.png`);
  const away = await onlinePlay(hostDriver, 'Bruno away', (p, v) => p.online?.statuses[1] === 'away' && p.online.notice?.kind === 'takeover' && seatLines(v, 'online.status.away').length === 1);
  expect(away.online?.notice).toEqual({ kind: 'takeover', seat: 1 });
  await host.shot('tucana-online-away');
  // By the keyboard: Tab to the notice's button, Enter. The AI stands in, and says so.
  await tabTo(hostDriver, 'online.notice.takeover');
  await hostDriver.press('Enter');
  await onlinePlay(hostDriver, 'the AI standing in for Bruno', (p, v) => p.online?.statuses[1] === 'standIn' && p.online.notice === null && seatLines(v, 'online.status.standIn').length === 1);
  await host.shot('tucana-online-stand-in');
  // Bruno opens the table's link again on his phone: his seat is his again, and he draws on.
  await guest.goto(`${tables.server.url}/?test=1&table=${code}`);
  await onlinePlay(guestDriver, 'Bruno back at his seat', (p) => p.online?.seat === 1 && p.online.statuses[1] === 'present' && p.online.notice === null);
  // The picture's page asked for a favicon, which the site has not: not the game's problem.
  guest.problems.splice(seen, guest.problems.length - seen, ...guest.problems.slice(seen).filter((p) => !/status of 404/.test(p)));
  await onlinePlay(hostDriver, 'Bruno back', (p, v) => p.online?.statuses[1] === 'present' && p.online.notice === null && seatLines(v, 'online.status.standIn').length === 0);

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
