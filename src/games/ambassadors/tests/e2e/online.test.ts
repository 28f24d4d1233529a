// Scenarios: Ambassadors at an online table, two people on their own devices. The game server runs
// as `npm run serve` does (the built page and the server on one port). The host picks Ambassadors
// in the lobby, sets the table up on its own setup screen (two seats, a turn timer), a friend joins
// by the link on their phone, and both play their turns by taps, each from their own seat's view. The
// friend's page reloads in the middle of a turn of theirs and plays on from where the server
// keeps the game, to the same scores on both screens; the friend then opens the table's link
// again, and its replay shows from their seat, their hand and never the other (and again from their
// history), and its watch link a spectator's replay. At another table a spectator watches by the
// watch link and sees no hand; the host lets their turn timer run out (the server's timers run twice
// as fast), the AI plays their seat, and they take it back and play on.
import { expect, test } from 'vitest';
import { openPage, type Session, type ViewportName } from '../../../../../tests/e2e/browser';
import { Driver, type View } from '../../../../../tests/e2e/driver';
import { onlineView, serveTables, type ServedTables } from '../../../../../tests/e2e/online-server';
import { ambassadorsReady, expectSent, progressOf, shownMove, type AmbassadorsPlayView, type AmbassadorsScoringView } from './driver';

/** Turn timers run twice as fast: the 60 s one runs out after 30 s, and the 120 s one after 60 s. */
const tables = serveTables('ambassadors-online-e2e', { timerScale: 0.5 });
const sessions = tables.sessions;

/** The play screen's online part (see AmbassadorsPlayScene.testView). */
interface OnlinePart {
  readonly online: { readonly seat: number | null; readonly statuses: string[]; readonly notice: { readonly kind: string } | null } | null;
}

type OnlinePlay = AmbassadorsPlayView & OnlinePart;

/** The replay's controls over the play screen (see ReplayScene.testView). */
interface ReplayView {
  readonly step: number;
  readonly turns: number;
  readonly seat: number | null;
  readonly play: AmbassadorsPlayView;
}

const replayView = (driver: Driver, what: string, check: (replay: ReplayView) => boolean): Promise<ReplayView> =>
  driver.waitFor(what, (v) => v.scene === 'Replay' && !v.fading && (v.view as ReplayView).play !== null && check(v.view as ReplayView) && (v.view as ReplayView));

const onlinePlay = (driver: Driver, what: string, check: (play: OnlinePlay, view: View) => boolean, timeoutMs?: number): Promise<OnlinePlay> =>
  driver.waitFor(what, (v) => v.scene === 'AmbassadorsPlay' && !v.fading && v.view !== undefined && check(v.view as OnlinePlay, v) && (v.view as OnlinePlay), timeoutMs);

/**
 * From the menu to a new Ambassadors table's lobby by clicks: Ambassadors, the turn timer, its own
 * setup screen with the second seat for a person. The table's code.
 */
async function createTable(host: Session, timer: '60 s' | '120 s'): Promise<string> {
  const hostDriver = new Driver(host);
  await hostDriver.scene('Menu');
  await hostDriver.clickButton({ key: 'menu.online' });
  await onlineView(hostDriver, 'the online start', (v) => v.mode === 'home');
  await hostDriver.clickButton({ key: 'ambassadors:name' });
  await onlineView(hostDriver, 'Ambassadors chosen', (v) => v.game === 'ambassadors');
  await hostDriver.clickButton({ key: 'online.timer.seconds', text: timer });
  await hostDriver.clickButton({ key: 'online.create.button' });

  // Ambassadors' setup for a table: the second seat a person; no game number (the server draws it).
  const setup = await hostDriver.waitFor('the table setup', (v) => v.scene === 'AmbassadorsSetup' && !v.fading && v);
  expect(setup.buttons.some((b) => b.key === 'ambassadors:setup.newSeed')).toBe(false);
  await hostDriver.clickButton({ key: 'ambassadors:setup.kinds.normal' });
  await hostDriver.clickButton({ key: 'ambassadors:setup.kinds.hard' });
  await hostDriver.waitFor('a person in seat 2', (v) => (v.view as { seats?: { kind: string }[] }).seats?.[1]?.kind === 'human');
  await host.shot('ambassadors-online-setup');
  await hostDriver.clickButton({ key: 'online.create.submit' });
  const created = await onlineView(hostDriver, 'the new table', (v) => v.mode === 'lobby' && v.code !== null);
  expect(created).toMatchObject({ game: 'ambassadors', you: 0, host: true, seats: [{ status: 'present' }, { status: 'open' }] });
  return created.code as string;
}

/** A friend opens the table's link on their own device and sits down as Bruno; the host sees it. */
async function joinAsBruno(served: ServedTables, code: string, name: string, hostDriver: Driver, viewport: ViewportName = 'desktop'): Promise<Session> {
  const guest = await openPage(`${served.server.url}/`, name, { viewport, query: `&table=${code}` });
  served.sessions.push(guest);
  const guestDriver = new Driver(guest);
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'join');
  await guest.page.locator('input[type="text"]').nth(1).fill('Bruno');
  await guestDriver.clickButton({ key: 'online.join.button' });
  await onlineView(guestDriver, 'the seat taken', (v) => v.mode === 'lobby' && v.seats.every((s) => s.status !== 'open'));
  await onlineView(hostDriver, 'Bruno at the table', (v) => v.seats[1]?.name === 'Bruno' && v.seats[1].status === 'present');
  return guest;
}

/** Plays this seat's steps by taps until `stop` says so (checked whenever the seat may act) or the scores are up. */
async function playSteps(driver: Driver, stop: (play: AmbassadorsPlayView) => boolean): Promise<AmbassadorsPlayView | null> {
  let play = await ambassadorsReady(driver);
  let rng = 7;
  while (play && !stop(play)) {
    const before = progressOf(play);
    const tapped = shownMove(play, 'normal', rng++);
    await driver.click(tapped.at);
    play = await ambassadorsReady(driver, before);
    if (play) expectSent(play, tapped.move);
  }
  return play;
}

/** Plays this seat's whole turn by taps: the view once another seat acts. */
async function playTurn(driver: Driver): Promise<AmbassadorsPlayView> {
  let play = await ambassadorsReady(driver);
  const seat = play?.summary.acting;
  let rng = 11;
  while (play && play.summary.acting === seat) {
    const before = progressOf(play);
    const tapped = shownMove(play, 'normal', rng++);
    await driver.click(tapped.at);
    play = await driver.waitFor('the step taken', (v) => {
      const next = v.scene === 'AmbassadorsPlay' && !v.fading && (v.view as AmbassadorsPlayView);
      return next && progressOf(next) !== before && !next.summary.busy && (next.summary.acting !== seat || next.moves.length > 0) && next;
    });
    expectSent(play, tapped.move);
  }
  if (!play) throw new Error('the game ended before the turn was played');
  return play;
}

test('Ambassadors online: a table set up on its own screen, joined by link, a reload mid-turn, played to the same scores, then its replay from the link', async () => {
  const host = await openPage(`${tables.server.url}/`, 'ambassadors-online-host');
  sessions.push(host);
  const hostDriver = new Driver(host);
  const code = await createTable(host, '120 s');
  // On a phone: its map glides onto the lit stops, and each tap must reach the stop it aims at.
  const guest = await joinAsBruno(tables, code, 'ambassadors-online-guest', hostDriver, 'phone');
  const guestDriver = new Driver(guest);
  await hostDriver.clickButton({ key: 'online.lobby.start' });

  // Each seat plays from its own view: never the other's hand.
  const first = await hostDriver.waitFor('the table on the host', (v) => v.scene === 'AmbassadorsPlay' && !v.fading && (v.view as OnlinePart).online?.seat === 0 && v);
  const firstView = (first.view as AmbassadorsPlayView).view;
  expect(firstView.boards[0]?.hand).not.toBeNull();
  expect(firstView.boards[1]?.hand).toBeNull();
  await host.shot('ambassadors-online-play-host');

  // Both play until the guest is in the middle of a turn of theirs, three rounds in: then the guest's page reloads.
  const midTurn = (play: AmbassadorsPlayView): boolean => play.summary.round >= 3 && play.summary.acting === 1 && play.summary.prompt !== 'roll';
  const hostPlays = playSteps(hostDriver, () => false);
  const guestAt = await playSteps(guestDriver, midTurn);
  expect(guestAt).not.toBeNull();
  await guest.shot('ambassadors-online-play-guest');
  const prompt = guestAt?.summary.prompt;
  const actions = guestAt?.summary.actions;
  await guest.reload();
  const back = await ambassadorsReady(guestDriver);
  // The same step of the same turn, as the server keeps it.
  expect(back?.summary).toMatchObject({ acting: 1, prompt, actions });
  expect((back as unknown as OnlinePart).online?.seat).toBe(1);
  await playSteps(guestDriver, () => false);
  await hostPlays;

  const scores = await Promise.all(
    [hostDriver, guestDriver].map((d) => d.waitInPage('the scores', (v) => v.scene === 'AmbassadorsScoring' && !v.fading && (v.view as AmbassadorsScoringView), null)),
  );
  expect(scores[1]?.winners).toEqual(scores[0]?.winners);
  expect(scores[1]?.gold).toEqual(scores[0]?.gold);
  await host.shot('ambassadors-online-scoring');
  expect((await hostDriver.view())?.buttons.find((b) => b.key === 'online.rematch')?.enabled).toBe(true);

  // Bruno leaves for the menu and opens the table's link again: the game is over, so its replay
  // opens from his seat, the one his device held; he steps through it and sees his hand, never the host's.
  await guestDriver.clickButton({ key: 'ambassadors:scoring.menu' });
  await guestDriver.scene('Menu');
  await guest.goto(`${tables.server.url}/?test=1&table=${code}`);
  const start = await replayView(guestDriver, 'the replay from Bruno’s seat', (r) => r.step === 0);
  expect(start).toMatchObject({ seat: 1, play: { summary: { viewer: 1, handShown: 1 } } });
  expect(start.turns).toBeGreaterThan(4);
  // Only his seat's views came: no other seat to switch to.
  expect((await guestDriver.view())?.buttons.find((b) => b.key === 'replay.seat')?.enabled).toBe(false);
  const seen = [start];
  for (let step = 1; step <= 3; step++) {
    await guestDriver.press('ArrowRight');
    seen.push(await replayView(guestDriver, `step ${step}`, (r) => r.step === step && !r.play.summary.busy));
  }
  await guestDriver.clickButton({ key: 'replay.last' });
  seen.push(await replayView(guestDriver, 'the end', (r) => r.step === r.turns && !r.play.summary.busy));
  await guest.shot('ambassadors-online-replay');
  for (const { play } of seen) expect([play.view.boards[0]?.hand, play.view.boards[1]?.hand, play.summary.handShown]).toEqual([null, expect.any(Array), 1]);
  // Closed, it leaves for the menu; the game is in his history, whose Replay asks the server again.
  await guestDriver.clickButton({ key: 'replay.close' });
  await guestDriver.scene('Menu');
  await guestDriver.clickButton({ key: 'menu.history' });
  await guestDriver.waitFor('the game in the history', (v) => v.scene === 'History' && (v.view as { rows: unknown[] }).rows.length === 1);
  // A phone's row shows the replay button as its icon alone.
  await guestDriver.clickButton({ icon: 'play', key: null });
  await replayView(guestDriver, 'the replay from the history', (r) => r.step === 0 && r.seat === 1 && r.play.view.boards[0]?.hand === null);
  // The table's watch link opens its replay too, a spectator's: no seat, no hand.
  await guest.goto(`${tables.server.url}/?test=1&watch=${code}`);
  const watched = await replayView(guestDriver, 'the replay by the watch link', (r) => r.step === 0);
  expect(watched.seat).toBeNull();
  expect(watched.play.view.boards.map((b) => b.hand)).toEqual([null, null]);
  expect(host.problems).toEqual([]);
  expect(guest.problems).toEqual([]);
});

test('Ambassadors online: a spectator sees every seat and no hand; a seat whose turn timer runs out is played by the AI and taken back', async () => {
  const host = await openPage(`${tables.server.url}/`, 'ambassadors-timer-host');
  tables.sessions.push(host);
  const hostDriver = new Driver(host);
  const code = await createTable(host, '60 s');
  const guest = await joinAsBruno(tables, code, 'ambassadors-timer-guest', hostDriver);
  const guestDriver = new Driver(guest);
  // A friend watches from their phone by the watch link.
  const watcher = await openPage(`${tables.server.url}/`, 'ambassadors-timer-spectator', { viewport: 'phone', query: `&watch=${code}` });
  tables.sessions.push(watcher);
  const watcherDriver = new Driver(watcher);
  expect(await onlineView(watcherDriver, 'the table, watched', (v) => v.mode === 'lobby' && v.seats.every((s) => s.status === 'present'))).toMatchObject({ you: null, host: false });
  await hostDriver.clickButton({ key: 'online.lobby.start' });

  // The spectator sees the table, read-only: no hand, not even the first seat's their screen follows.
  const watched = await onlinePlay(watcherDriver, 'the game, watched', (p) => !p.summary.busy);
  expect(watched.online?.seat).toBeNull();
  expect(watched.view.boards.map((b) => b.hand)).toEqual([null, null]);
  expect(watched.summary.handShown).toBeNull();
  expect(watched.moves).toEqual([]);
  await watcher.shot('ambassadors-online-spectator');

  // Bruno plays each of his turns as it comes, until the host has played a turn by hand again
  // (strict turns: his first turn with more actions taken than when that turn began).
  let handedBackAt = Infinity;
  const guestPlays = playSteps(guestDriver, (p) => p.summary.actions > handedBackAt);
  // The host's turn comes, with the table's (shortened) time on their clock; they do nothing.
  const idle = await ambassadorsReady(hostDriver);
  expect(idle?.summary.acting).toBe(0);
  const clock = (await hostDriver.view())?.texts.find((t) => t.key === 'online.timeLeft')?.text;
  expect(clock).toMatch(/^Online · 0:([0-2]\d|30) left$/);
  // The timer runs out: the AI plays the host's turn, and the host is offered their seat back.
  const standIn = await onlinePlay(
    hostDriver,
    'the AI playing the host’s turn',
    (p) => p.online?.statuses[0] === 'standIn' && p.online.notice?.kind === 'resume' && (p.summary.round > (idle?.summary.round ?? 0) || p.summary.player !== 0),
  );
  expect(standIn.online?.seat).toBe(0);
  for (const driver of [guestDriver, watcherDriver]) await onlinePlay(driver, 'the stand-in, seen', (p, v) => p.online?.statuses[0] === 'standIn' && v.texts.some((t) => t.key === 'online.status.standIn'));
  await host.shot('ambassadors-online-standin-you');
  await watcher.shot('ambassadors-online-standin-spectator');
  await hostDriver.clickButton({ key: 'online.notice.resume' });
  await onlinePlay(hostDriver, 'the seat taken back', (p) => p.online?.statuses[0] === 'present' && p.online.notice === null);
  for (const driver of [guestDriver, watcherDriver]) await onlinePlay(driver, 'the host back, seen', (p) => p.online?.statuses[0] === 'present');

  // The host plays their next turn by taps, their clock running again.
  const next = await ambassadorsReady(hostDriver);
  expect(next?.summary.acting).toBe(0);
  handedBackAt = next?.summary.actions ?? 0;
  expect((await hostDriver.view())?.texts.find((t) => t.key === 'online.timeLeft')?.text).toMatch(/^Online · 0:\d\d left$/);
  const after = await playTurn(hostDriver);
  const last = await guestPlays;
  expect(last?.summary).toMatchObject({ acting: 1, actions: after.summary.actions });
  const end = await onlinePlay(watcherDriver, 'the turns, watched', (p) => !p.summary.busy && p.summary.actions === after.summary.actions);
  expect(end.view.boards.map((b) => b.hand)).toEqual([null, null]);
  expect(end.online?.statuses).toEqual(['present', 'present']);
  for (const session of [host, guest, watcher]) expect(session.problems).toEqual([]);
});
