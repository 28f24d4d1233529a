// Scenarios: what a newcomer meets online. A friend opens a table's link (on a phone and on a
// desktop) and finds only that table's join form, with its icons drawn and Join within a thumb's
// reach; the lobby of a page on this computer's own address says that its link opens nowhere
// else and what does, and a page told its Network address shares links on it; a spectator who
// reloads sees the table coming back, never the lobby's "Waiting for the host"; a player who
// reloads in the middle of a turn finds the Xs placed so far; and "Play online" opened offline
// says so, then carries on once the network is back. The host is a client of the
// real server (the SDK, as the server tests use it).
import { expect, test } from 'vitest';
import { NETWORK_ADDRESS_META } from '../../src/protocol/protocol';
import { createTableOk, EXPLORERS_OPTIONS, TableClient } from '../server/helpers/client';
import { openPage, type Session } from './browser';
import { Driver, playByClicks, seededRandom, type PlayView, type Point, type View } from './driver';
import { onlineView, serveTables } from './online-server';

const tables = serveTables('online-newcomer-e2e');
const sessions = tables.sessions;

/** A table for two people, its host seated (an SDK client); the second seat open, or an AI's and the game started. */
async function hostedTable(second: 'human' | 'ai'): Promise<{ code: string; host: TableClient }> {
  const url = tables.server.url;
  const seats = second === 'human' ? [{ kind: 'human' as const }, { kind: 'human' as const }] : [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'easy' }];
  const { code, token } = await createTableOk(url, { create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats, timer: 'off' }, name: 'Ada', colour: '#d9480f' });
  const host = await TableClient.join(url, { code, token }, 'Ada');
  if (second === 'ai') {
    host.send('start');
    await host.until(() => host.game, 10_000, 'the game');
  }
  return { code, host };
}

async function open(name: string, viewport: 'desktop' | 'phone', query: string): Promise<{ session: Session; driver: Driver }> {
  const session = await openPage(`${tables.server.url}/`, name, { viewport, query });
  sessions.push(session);
  return { session, driver: new Driver(session) };
}

for (const viewport of ['phone', 'desktop'] as const) {
  test(`online, ${viewport}: a table's link opens on joining that table, icons drawn, Join within reach; the lobby says its link is this computer's only`, async () => {
    const { code, host } = await hostedTable('human');
    const { session, driver } = await open(`online-link-${viewport}`, viewport, `&table=${code}`);
    await onlineView(driver, 'the join form', (v) => v.mode === 'join');
    const view = (await driver.view()) as View;
    // Only this table's form: no table to create, no code to type.
    expect(view.buttons.map((b) => b.key)).not.toContain('online.create.button');
    expect(view.texts.find((t) => t.key === 'online.lobby.code')?.text).toBe(`Table ${code}`);
    expect(await session.page.locator('input[type="text"]:visible').count()).toBe(1);
    // Icons are pictures, not their stand-in characters.
    for (const icon of ['back', 'person']) expect(view.buttons.find((b) => b.icon === icon)).toMatchObject({ iconDrawn: true });
    // Join on screen; on a phone in its upper part, where a thumb finds it with the keyboard up.
    const join = view.buttons.find((b) => b.key === 'online.join.button');
    expect(join?.box.bottom).toBeLessThanOrEqual(view.canvas.height * (viewport === 'phone' ? 0.6 : 0.9));
    await session.shot('online-join-link');

    await session.page.locator('input[type="text"]:visible').fill('Bruno');
    await driver.clickButton({ key: 'online.join.button' });
    await onlineView(driver, 'the seat taken', (v) => v.mode === 'lobby' && v.you === 1);
    // The page is on 127.0.0.1: its link opens on no other device, and the lobby says what does.
    const lobby = (await driver.view()) as View;
    expect(lobby.texts.map((t) => t.key)).toContain('online.lobby.shareLocal');
    expect(lobby.texts.find((t) => t.key === 'online.lobby.shareLocal')?.text).toContain('npm start -- --lan');
    await session.shot('online-lobby-local');
    expect(session.problems).toEqual([]);
    await host.room.leave();
  });
}

test('online: a page told its Network address shares the table on it', async () => {
  const { code, host } = await hostedTable('human');
  const session = await openPage(`${tables.server.url}/`, 'online-lan-link', { query: `&table=${code}` });
  sessions.push(session);
  // The page as `npm start -- --lan` serves it: its Network address named in it (added once the
  // page is parsed, long before the lobby reads it).
  await session.context.addInitScript((name) => {
    document.addEventListener('DOMContentLoaded', () => {
      const meta = Object.assign(document.createElement('meta'), { name, content: 'http://192.0.2.2:5173/' });
      document.head.append(meta);
    });
  }, NETWORK_ADDRESS_META);
  await session.reload();
  const driver = new Driver(session);
  await onlineView(driver, 'the join form', (v) => v.mode === 'join');
  await session.page.locator('input[type="text"]:visible').fill('Bruno');
  await driver.clickButton({ key: 'online.join.button' });
  await onlineView(driver, 'the seat taken', (v) => v.mode === 'lobby' && v.you === 1);
  const lobby = (await driver.view()) as View;
  expect(lobby.texts.find((t) => t.key === 'online.lobby.playLink')?.text).toBe(`To play: http://192.0.2.2:5173/?table=${code}`);
  expect(lobby.texts.map((t) => t.key)).toContain('online.lobby.share');
  expect(lobby.texts.map((t) => t.key)).not.toContain('online.lobby.shareLocal');
  expect(session.problems).toEqual([]);
  await host.room.leave();
});

test('online: a spectator who reloads sees the table coming back, never the lobby', async () => {
  const { code, host } = await hostedTable('ai');
  const { session, driver } = await open('online-watch-reload', 'phone', `&watch=${code}`);
  await driver.play();
  // Every frame's words from the page's first script on, across the reload.
  await session.context.addInitScript(() => {
    const seen = ((globalThis as { __seen?: string[] }).__seen = [] as string[]);
    const record = (): void => {
      const view = (globalThis as { __explorers?: { view(): { scene: string; texts: { key: string }[] } | null } }).__explorers?.view();
      for (const text of view?.texts ?? []) seen.push(`${view?.scene}:${text.key}`);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await session.reload();
  await driver.play();
  const seen = (await session.page.evaluate(() => (globalThis as { __seen?: string[] }).__seen ?? [])) as string[];
  expect(seen).toContain('Online:online.connecting');
  expect(seen.filter((key) => key.startsWith('Online:online.lobby.'))).toEqual([]);
  expect(session.problems).toEqual([]);
  await host.room.leave();
});

test('online: a reload in the middle of a turn keeps the Xs placed so far', async () => {
  // This device holds the host's seat of a table with an AI seat: the host's page, reloaded.
  const { code, token } = await createTableOk(tables.server.url, {
    create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }], timer: 'off' },
    name: 'Ada',
    colour: '#d9480f',
  });
  const session = await openPage(`${tables.server.url}/`, 'online-draft-reload', { viewport: 'phone' });
  sessions.push(session);
  await session.page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [`explorers.online.seat.${code}`, token]);
  await session.goto(`${tables.server.url}/?test=1&table=${code}`);
  const driver = new Driver(session);
  await onlineView(driver, 'the lobby, hosting', (v) => v.mode === 'lobby' && v.host);
  await driver.clickButton({ key: 'online.lobby.start' });
  // A tied start village first if it is this seat's to choose; then the setup's terrain and two Xs.
  const setup = await playByClicks(driver, { choose: seededRandom(1), stop: (play) => play.summary.phase === 'setup' });
  const terrain = setup?.terrainChoices[0];
  if (!terrain) throw new Error('no terrain to choose');
  await driver.click(terrain);
  for (let placed = 1; placed <= 2; placed++) {
    const { play } = await driver.play();
    const cell = play.summary.legalCells[0] as number;
    await driver.click(play.cells[cell] as Point);
    await driver.waitFor(`X ${placed}`, (v) => (v.view as PlayView).summary.draft?.cells.length === placed);
  }
  const before = (await driver.play()).play.summary.draft;
  await session.reload();
  const after = await driver.waitFor('the draft back', (v) => v.scene === 'Play' && !v.fading && (v.view as PlayView).summary.draft?.cells.length === 2 && (v.view as PlayView));
  expect(after.summary.draft).toEqual(before);
  expect(after.summary.prompt).toBe('place');
  await session.shot('online-draft-reloaded');
  expect(session.problems).toEqual([]);
});

test('online: Play online opened offline says so, and carries on once the page is back online', async () => {
  const { session, driver } = await open('online-offline', 'desktop', '');
  await driver.scene('Menu');
  // The lobby's script is fetched once while online, as a visit before would have cached it.
  await driver.clickButton({ key: 'menu.online' });
  await onlineView(driver, 'the online start', (v) => v.mode === 'home');
  await driver.clickButton({ icon: 'back' });
  await driver.scene('Menu');
  await session.context.setOffline(true);
  await driver.clickButton({ key: 'menu.online' });
  await onlineView(driver, 'the offline word', (v) => v.mode === 'offline');
  const view = (await driver.view()) as View;
  expect(view.texts.find((t) => t.key === 'online.offline')?.text).toMatch(/^You are offline\./);
  expect(view.buttons.map((b) => b.key)).not.toContain('online.create.button');
  await session.shot('online-offline');
  await session.context.setOffline(false);
  await onlineView(driver, 'the forms, back online', (v) => v.mode === 'home');
  // The client SDK's own note that the network went away is expected here.
  expect(session.problems.filter((p) => !p.includes('@colyseus/sdk: 🛑 Network offline'))).toEqual([]);
});
