// Scenario: Ambassadors at an online table, two people on their own devices. The game server runs
// as `npm run serve` does (the built page and the server on one port). The host picks Ambassadors
// in the lobby, sets the table up on its own setup screen (two seats, a turn timer), a friend joins
// by the link on their own computer, and both play their turns by taps, each from their own seat's view. The
// friend's page reloads in the middle of a turn of theirs and plays on from where the server
// keeps the game, to the same scores on both screens.
import { expect, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, type Point } from '../../../../../tests/e2e/driver';
import { onlineView, serveTables } from '../../../../../tests/e2e/online-server';
import { ambassadorsReady, shownMove, type AmbassadorsPlayView, type AmbassadorsScoringView } from './driver';

const tables = serveTables('ambassadors-online-e2e');
const sessions = tables.sessions;

/** The play screen's online part (see AmbassadorsPlayScene.testView). */
interface OnlinePart {
  readonly online: { readonly seat: number | null; readonly statuses: string[] } | null;
}

/** Plays this seat's steps by taps until `stop` says so (checked whenever the seat may act) or the scores are up. */
async function playSteps(driver: Driver, stop: (play: AmbassadorsPlayView) => boolean): Promise<AmbassadorsPlayView | null> {
  let play = await ambassadorsReady(driver);
  let rng = 7;
  while (play && !stop(play)) {
    const s = play.summary;
    const before = JSON.stringify([s.prompt, s.actions, s.handover, s.acting]);
    await driver.click(shownMove(play, 'normal', rng++).at as Point);
    play = await ambassadorsReady(driver, before);
  }
  return play;
}

test('Ambassadors online: a table set up on its own screen, joined by link, a reload mid-turn, played to the same scores', async () => {
  const host = await openPage(`${tables.server.url}/`, 'ambassadors-online-host');
  sessions.push(host);
  const hostDriver = new Driver(host);
  await hostDriver.scene('Menu');
  await hostDriver.clickButton({ key: 'menu.online' });
  await onlineView(hostDriver, 'the online start', (v) => v.mode === 'home');
  await hostDriver.clickButton({ key: 'ambassadors:name' });
  await onlineView(hostDriver, 'Ambassadors chosen', (v) => v.game === 'ambassadors');
  await hostDriver.clickButton({ key: 'online.timer.seconds', text: '120 s' });
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
  const code = created.code as string;

  // A friend opens the link and sits down.
  const guest = await openPage(`${tables.server.url}/`, 'ambassadors-online-guest', { query: `&table=${code}` });
  sessions.push(guest);
  const guestDriver = new Driver(guest);
  await onlineView(guestDriver, 'the join form', (v) => v.mode === 'join');
  await guest.page.locator('input[type="text"]').nth(1).fill('Bruno');
  await guestDriver.clickButton({ key: 'online.join.button' });
  await onlineView(guestDriver, 'the seat taken', (v) => v.mode === 'lobby' && v.seats.every((s) => s.status !== 'open'));
  await onlineView(hostDriver, 'Bruno at the table', (v) => v.seats[1]?.name === 'Bruno' && v.seats[1].status === 'present');
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
  expect(host.problems).toEqual([]);
  expect(guest.problems).toEqual([]);
});
