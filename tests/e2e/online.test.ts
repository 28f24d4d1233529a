// Scenario: two people at one online table, each on their own device. The game server runs as
// `npm run serve` does (the built page and the server on one port). One creates a table with two
// seats for people; the other opens its link, types a name and sits; the host starts; both play
// the setup and a whole turn by clicks, and one reloads the page in the middle of a turn and finds
// their seat again. A seat given to an AI, a spectator who follows a game to the scores and a
// rematch, a turn timer running out and a server restart follow. The server's turn timers run twice as fast.
import { expect, test } from 'vitest';
import { openPage } from './browser';
import { Driver, playByClicks, readyToPlay, seededRandom, setupView, tabTo, type PlayView, type Point, type SetupView, type View } from './driver';
import { onlineView, serveTables, type OnlineView } from './online-server';

/** Turn timers run twice as fast: the 60 s one runs out after 30 s, and the 120 s one after 60 s. */
const tables = serveTables('explorers-online-e2e', { timerScale: 0.5 });
const sessions = tables.sessions;

/** Plays by clicks until the game is in turn `turn`'s placing (every seat acting again), or over. */
const playUntilTurn = (driver: Driver, turn: number, seed: number): Promise<PlayView | null> =>
  playByClicks(driver, { choose: seededRandom(seed), stop: (play) => play.summary.turnNumber >= turn && play.summary.phase === 'place' });

/** Plays by clicks until the game reaches `phase`, with this seat to act. */
const playUntil = (driver: Driver, phase: string): Promise<PlayView | null> =>
  playByClicks(driver, { choose: seededRandom(1), stop: (play) => play.summary.phase === phase });

/**
 * From the menu to a new table's lobby by clicks: the turn timer, then the setup's two seats, the
 * second for a person (open in the lobby) or the setup's AI player.
 */
async function createTable(driver: Driver, { timer, second }: { readonly timer: '60 s' | '120 s' | null; readonly second: 'human' | 'ai' }): Promise<OnlineView> {
  await driver.scene('Menu');
  await driver.clickButton({ key: 'menu.online' });
  await onlineView(driver, 'the online start', (v) => v.mode === 'home');
  if (timer) await driver.clickButton({ key: 'online.timer.seconds', text: timer });
  await driver.clickButton({ key: 'online.create.button' });
  await setupView(driver);
  if (second === 'human') {
    await driver.clickButton({ key: 'setup.players.kind.human' }, 1);
    await driver.waitFor('two people', (v) => (v.view as SetupView).seats.every((s) => s.kind === 'human'));
  }
  await driver.clickButton({ key: 'online.create.submit' });
  return onlineView(driver, 'the new table', (v) => v.mode === 'lobby' && v.code !== null && v.seats[1]?.kind === second);
}

test('online: a table created on one device, joined by its link on another, played by both', async () => {
  const host = await openPage(`${tables.server.url}/`, 'online-host');
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
  const guest = await openPage(`${tables.server.url}/`, 'online-guest', { viewport: 'phone', query: `&table=${wrong}` });
  sessions.push(guest);
  const guestDriver = new Driver(guest);
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'join');
  const codeField = guest.page.locator('input[type="text"]').nth(0);
  expect(await codeField.inputValue()).toBe(wrong);
  await guest.page.locator('input[type="text"]').nth(1).fill('Bruno');
  await guestDriver.clickButton({ key: 'online.join.button' });
  await guestDriver.waitFor('the refusal', (v) => v.texts.some((t) => t.key === 'online.errors.tableNotFound'));
  await guest.shot('online-join-refused');
  await guestDriver.clickButton({ key: 'online.ok' });
  // The server's answers to a code that opens no table (the link's replay asked first, then the join) are HTTP errors the page expects.
  guest.problems.splice(0, guest.problems.length, ...guest.problems.filter((p) => !/matchmake|\/replay$|status of 4\d\d/.test(p)));
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
  expect(hostView?.texts.find((t) => t.key === 'online.timeLeft')?.text).toMatch(/^Online · [01]:\d\d left$/);
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

test('online: the host fills a seat with an AI, which plays its turns beside the host', async () => {
  const host = await openPage(`${tables.server.url}/`, 'online-ai');
  sessions.push(host);
  const driver = new Driver(host);
  await createTable(driver, { timer: null, second: 'human' });
  // Nobody else is coming: the open seat goes to an AI, and the table is ready.
  await driver.clickButton({ key: 'online.lobby.makeAi' });
  await onlineView(driver, 'the AI seat', (v) => v.seats[1]?.kind === 'ai' && v.seats[1].status === 'ai');
  await driver.clickButton({ key: 'online.lobby.start' });
  // The setup and two turns: each new turn waits for the AI's Xs of the last one. (A whole game
  // to the scores and a rematch: the spectator's scenario below.)
  const third = await playUntilTurn(driver, 3, 4);
  expect(third?.summary).toMatchObject({ viewer: 0, turnNumber: 3, phase: 'place' });
  expect(third?.summary.marked[1]?.length).toBeGreaterThan(1);
  expect(host.problems).toEqual([]);
});

/** The play screen's online part (see PlayScene.testView). */
interface OnlinePlayView {
  readonly online: { readonly seat: number | null; readonly statuses: string[]; readonly notice: { kind: string; seat?: number } | null } | null;
  readonly opponentSheet: { readonly player: number | null; readonly miniMaps: ({ player: number } & Point)[] };
}

const onlinePlay = (driver: Driver, what: string, check: (play: PlayView & OnlinePlayView, view: View) => boolean, timeoutMs?: number): Promise<PlayView & OnlinePlayView> =>
  driver.waitFor(what, (v) => v.scene === 'Play' && !v.fading && v.view !== undefined && check(v.view as PlayView & OnlinePlayView, v) && (v.view as PlayView & OnlinePlayView), timeoutMs);

test('online: a spectator watches by the watch link; a player who leaves is handed to the AI by the host and takes the seat back', async () => {
  // The host's table, two seats for people and a turn timer; Bruno sits down from his phone.
  const host = await openPage(`${tables.server.url}/`, 'online-watch-host');
  sessions.push(host);
  const hostDriver = new Driver(host);
  const code = (await createTable(hostDriver, { timer: '120 s', second: 'human' })).code as string;
  const guest = await openPage(`${tables.server.url}/`, 'online-watch-guest', { viewport: 'phone', query: `&table=${code}` });
  sessions.push(guest);
  const guestDriver = new Driver(guest);
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'join');
  await guest.page.locator('input[type="text"]').nth(1).fill('Bruno');
  await guestDriver.clickButton({ key: 'online.join.button' });
  await onlineView(guestDriver, 'the seat taken', (v) => v.mode === 'lobby' && v.you === 1);

  // The lobby shows the watch link beside the link to play; a friend opens it on a phone.
  const hostLobby = await hostDriver.view();
  const watchLink = hostLobby?.texts.find((t) => t.key === 'online.lobby.watchLink')?.text ?? '';
  expect(watchLink).toContain(`?watch=${code}`);
  expect(hostLobby?.buttons.some((b) => b.key === 'online.lobby.copyWatch')).toBe(true);
  const watcher = await openPage(`${tables.server.url}/`, 'online-watch-spectator', { viewport: 'phone', query: `&watch=${code}` });
  sessions.push(watcher);
  const watcherDriver = new Driver(watcher);
  const watching = await onlineView(watcherDriver, 'the table, watched', (v) => v.mode === 'lobby' && v.seats.every((s) => s.status === 'present'));
  expect(watching).toMatchObject({ you: null, host: false });
  expect(new URL(watcher.page.url()).searchParams.get('watch')).toBe(code);
  await watcher.shot('online-lobby-spectator');
  await hostDriver.waitFor('the spectator counted', (v) => v.texts.some((t) => t.key === 'online.lobby.spectators' && t.text === '1 spectator'));
  await host.shot('online-lobby-watch-link');

  // The game starts: the spectator sees it read-only, every seat on the strip, with their timers.
  await hostDriver.clickButton({ key: 'online.lobby.start' });
  const watched = await onlinePlay(watcherDriver, 'the game, watched', (p, v) => p.opponentSheet.miniMaps.length === 2 && v.texts.some((t) => t.key === 'online.timedStatus'));
  expect(watched.online?.seat).toBeNull();
  expect(watched.summary).toMatchObject({ acting: null, prompt: 'wait' });
  expect((await watcherDriver.view())?.texts.find((t) => t.key === 'online.timeLeft' || t.key === 'online.watch.badge')?.text).toMatch(/^Watching · Online/);
  // Both play the setup and the first turn.
  const [hostTurn] = await Promise.all([playUntilTurn(hostDriver, 2, 3), playUntilTurn(guestDriver, 2, 7)]);
  const marked = hostTurn?.summary.marked ?? [];
  // The spectator's sheets as of the last closed turn: the players' own, and Bruno's opened whole.
  const closed = await onlinePlay(watcherDriver, 'the first turn, watched', (p) => !p.summary.busy && p.summary.turnNumber === 2 && JSON.stringify(p.summary.marked) === JSON.stringify(marked));
  await watcher.shot('online-play-spectator');
  const bruno = closed.opponentSheet.miniMaps.find((m) => m.player === 1);
  if (!bruno) throw new Error('no mini-map for Bruno');
  await watcherDriver.click(bruno);
  await onlinePlay(watcherDriver, 'Bruno’s sheet, watched', (p) => !p.summary.busy && p.opponentSheet.player === 1);
  await watcher.shot('online-sheet-spectator');

  // Bruno closes his page: his seat is away; the host hands it to the AI at once, and everyone sees it.
  await guest.page.close();
  await onlinePlay(hostDriver, 'Bruno away', (p, v) => p.online?.statuses[1] === 'away' && p.online.notice?.kind === 'takeover' && v.texts.some((t) => t.key === 'online.status.away'));
  await host.shot('online-away-host');
  // By the keyboard: Tab to the notice's button, Enter.
  await tabTo(hostDriver, 'online.notice.takeover');
  await hostDriver.press('Enter');
  await onlinePlay(hostDriver, 'the AI standing in for Bruno', (p) => p.online?.statuses[1] === 'standIn' && p.online.notice === null);
  await onlinePlay(watcherDriver, 'the stand-in, watched', (p, v) => p.online?.statuses[1] === 'standIn' && v.texts.some((t) => t.key === 'online.status.standIn'));
  await watcher.shot('online-standin-spectator');

  // Bruno opens the table's link again on his phone: his seat is his again, and he plays on.
  const back = await guest.context.newPage();
  back.on('pageerror', (error) => guest.problems.push(`page error: ${error.message}`));
  back.on('console', (msg) => (msg.type() === 'error' ? guest.problems.push(`console error: ${msg.text()}`) : undefined));
  await back.goto(`${tables.server.url}/?test=1&table=${code}`);
  const backDriver = new Driver({ ...guest, page: back });
  const resumed = await onlinePlay(backDriver, 'Bruno back at his seat', (p) => p.online?.seat === 1 && p.online.statuses[1] === 'present');
  await onlinePlay(hostDriver, 'Bruno back', (p) => p.online?.statuses[1] === 'present' && p.online.notice === null);
  const turn = resumed.summary.turnNumber;
  const [hostNext, guestNext] = await Promise.all([playUntilTurn(hostDriver, turn + 1, 11), playUntilTurn(backDriver, turn + 1, 13)]);
  expect(guestNext?.summary).toMatchObject({ viewer: 1, turnNumber: turn + 1 });
  expect(guestNext?.summary.marked).toEqual(hostNext?.summary.marked);

  // Bruno leaves for good (the AI plays on for him); the host finishes the game, a scroll used
  // now and then, and the spectator follows it to the scores, with no rematch of their own to offer.
  await backDriver.clickButton({ icon: 'home' });
  await backDriver.clickButton({ key: 'play.leave.confirm' });
  await backDriver.scene('Menu');
  expect(await playByClicks(hostDriver, { choose: seededRandom(17), scrolls: true })).toBeNull();
  const scores = await watcherDriver.scene('Scoring');
  expect(scores.buttons.some((b) => b.key === 'online.rematch')).toBe(false);
  await watcherDriver.waitFor('the scores counted', (v) => (v.view as { finished?: boolean }).finished === true);
  await watcher.shot('online-scoring-spectator');
  // The host's scores offer the rematch: a new game at the same table.
  const hostScores = await hostDriver.waitFor('the host’s scores counted', (v) => v.scene === 'Scoring' && (v.view as { finished?: boolean }).finished === true && v);
  expect(hostScores.buttons.find((b) => b.key === 'online.rematch')?.enabled).toBe(true);
  await host.shot('online-scoring');
  await hostDriver.clickButton({ key: 'online.rematch' });
  const again = await hostDriver.play();
  expect(again.play.summary).toMatchObject({ viewer: 0, turnNumber: 0 });
  for (const session of [host, guest, watcher]) expect(session.problems).toEqual([]);
});

test('online: the turn timer runs out, an AI plays the seat, and its player takes it back', async () => {
  // Both on phones: the notices' buttons are tapped.
  const host = await openPage(`${tables.server.url}/`, 'online-timer', { viewport: 'phone' });
  sessions.push(host);
  const hostDriver = new Driver(host);
  const code = (await createTable(hostDriver, { timer: '60 s', second: 'human' })).code as string;
  const guest = await openPage(`${tables.server.url}/`, 'online-timer-guest', { viewport: 'phone', query: `&table=${code}` });
  sessions.push(guest);
  const guestDriver = new Driver(guest);
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'join');
  await guest.page.locator('input[type="text"]').nth(1).fill('Bruno');
  await guestDriver.clickButton({ key: 'online.join.button' });
  await onlineView(hostDriver, 'Bruno at the table', (v) => v.seats[1]?.status === 'present');
  await hostDriver.clickButton({ key: 'online.lobby.start' });
  // Bruno plays his setup (and a tied start village if it is his to choose) at once; the host
  // does nothing for a whole turn's time, so Bruno's first turn waits for the AI standing in.
  // The host's clock shows this server's shortened turn from the first (a whole 60 s would leave
  // this test waiting below for as long, and fail).
  const [clock] = await Promise.all([
    hostDriver.waitFor('the host’s clock', (v) => v.scene === 'Play' && v.texts.find((t) => t.key === 'online.timeLeft')?.text),
    playByClicks(guestDriver, { choose: seededRandom(2), stop: (play) => play.summary.phase !== 'setup' && play.summary.phase !== 'startVillage' }),
  ]);
  expect(clock).toMatch(/^Online · 0:([0-2]\d|30) left$/);
  // The AI plays for the host (their setup, then their turn, while Bruno's turn keeps the game
  // waiting), and the host is told how to come back.
  const standIn = await onlinePlay(hostDriver, 'the AI standing in', (p) => p.online?.statuses[0] === 'standIn' && p.online.notice?.kind === 'resume');
  expect(standIn.online?.seat).toBe(0);
  await onlinePlay(guestDriver, 'the stand-in, seen by Bruno', (p, v) => p.online?.statuses[0] === 'standIn' && v.texts.some((t) => t.key === 'online.status.standIn'));
  await host.shot('online-standin-you');
  await hostDriver.clickButton({ key: 'online.notice.resume' });
  await onlinePlay(hostDriver, 'the seat taken back', (p) => p.online?.statuses[0] === 'present' && p.online.notice === null);
  await onlinePlay(guestDriver, 'the host back, seen by Bruno', (p) => p.online?.statuses[0] === 'present');
  // And the host plays on, their timer running again.
  const [hostNext] = await Promise.all([readyToPlay(hostDriver), playUntilTurn(guestDriver, standIn.summary.turnNumber + 1, 3)]);
  expect(hostNext?.summary.acting).toBe(0);
  expect((await hostDriver.view())?.texts.find((t) => t.key === 'online.timeLeft')?.text).toMatch(/^Online · 0:\d\d left$/);

  // The server is killed and starts again on its port and database: the device gives up
  // reconnecting, offers to join again, and the table reopens where it stopped.
  await tables.server.stop('SIGKILL');
  await tables.restart(Number(new URL(tables.server.url).port));
  await onlinePlay(hostDriver, 'the connection lost for good', (p) => p.online?.notice?.kind === 'rejoin', 150_000);
  await host.shot('online-rejoin');
  await hostDriver.clickButton({ key: 'online.notice.rejoin' });
  const rejoined = await onlinePlay(hostDriver, 'back at the table', (p) => p.online?.seat === 0 && p.online.statuses[0] === 'present');
  expect(rejoined.summary.turnNumber).toBeGreaterThanOrEqual(hostNext?.summary.turnNumber ?? 0);
  // The pages said so while the server was away (failed sockets and refused reconnections), the
  // earlier scenarios' pages too.
  for (const session of sessions) session.problems.splice(0, session.problems.length, ...session.problems.filter((p) => !/WebSocket|matchmake|status of 4\d\d/.test(p)));
  for (const session of [host, guest]) expect(session.problems).toEqual([]);
});
