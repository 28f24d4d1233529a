// The daily deal from the menu, against the real game server: its screen says one try counts and
// its Play starts the deal; the deal finished (its last action by a click, from a save one action
// before the end) goes to the leaderboard, whose rank, percentile and top 20 the screen shows;
// Share draws a spoiler-free picture and puts a spoiler-free text with a link on the clipboard
// (this browser shares no files), and another play is practice. The first result
// asks for the device's leaderboard name (the seat's name offered; a hostile one asked again); the
// Deals screen shows it and changes it. A second device, in French at phone size, opens the
// shared link: the first player becomes its friend, whose score it sees before and after playing
// the same deal under a name of its own, ranked against the first, then renames its try; a link to
// a weekly result opens the weekly deal, and a link to last week's says that deal has ended.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import type { LoadedGame } from '../../src/games/contract';
import { dealAt } from '../../src/games/deals';
import { loadGame } from '../../src/games/registry';
import type { LeaderboardEntry, MyStanding } from '../../src/protocol/deal-results';
import { ARTIFACTS, openPage, type Session } from './browser';
import { Driver, type View } from './driver';
import { finishSaved, nearlyFinished } from './nearly-finished';
import { serveTables } from './online-server';

interface DealsView {
  readonly game: string;
  readonly kind: 'daily' | 'weekly';
  readonly deal: string;
  readonly linkEnded: boolean;
  readonly played: number;
  readonly board: string;
  readonly mine: MyStanding | null;
  readonly top: readonly LeaderboardEntry[];
  readonly shared: string | null;
  readonly name: string | null;
  readonly picture: { readonly name: string; readonly type: string; readonly address: string } | null;
  readonly friends: readonly (LeaderboardEntry & { readonly player: string; readonly verdict: string })[];
}

const tables = serveTables('deals');

const dealsView = (driver: Driver, what: string, check: (view: DealsView) => boolean): Promise<View & { view: DealsView }> =>
  driver.waitFor(what, (v) => v.scene === 'Deals' && !v.fading && (v.view as DealsView).board !== 'loading' && check(v.view as DealsView) && (v as View & { view: DealsView }));

/** Answers the question for a leaderboard name with each of `names` in turn, once its field offers `offered`; confirmed by its button or by Enter in the field. */
async function nameForLeaderboard(session: Session, driver: Driver, label: string, offered: string, names: readonly string[], shot: string, confirm: 'button' | 'enter' = 'button'): Promise<void> {
  const field = session.page.getByLabel(label, { exact: true });
  await driver.waitFor('the name asked', (v) => v.texts.some((t) => t.key === 'deals.name.ask'));
  expect(await field.inputValue()).toBe(offered);
  await session.shot(shot);
  for (const [i, name] of names.entries()) {
    if (i > 0) await driver.waitFor('the name refused', (v) => v.texts.some((t) => t.key === 'deals.name.refused'));
    await field.fill(name);
    if (confirm === 'enter') await field.press('Enter');
    else await driver.clickButton({ key: 'deals.name.keep' });
  }
}

/** Finishes today's daily deal on this page with one click, names the player, and goes back to the menu once its result is sent. */
async function finishTheDeal(session: Session, driver: Driver, save: string, naming: () => Promise<void>): Promise<number> {
  const scoring = await finishSaved(session, driver, save);
  await naming();
  // Sent as the scoring screen opens: nothing waits on the device once it is answered.
  await session.page.waitForFunction(() => localStorage.getItem('dealResults.waiting') === '[]', undefined, { timeout: 30_000 });
  await driver.clickButton({ key: 'scoring.menu' });
  await driver.scene('Menu');
  return Number(scoring.shown[0]?.values.total);
}

test("the daily deal: played from the menu, its result ranked on the server's leaderboard and shared; a second device in French on a phone", async () => {
  const explorers = (await loadGame('explorers')) as LoadedGame;
  const deal = dealAt({ id: explorers.id, deals: explorers.deals as NonNullable<LoadedGame['deals']> }, 'daily', Date.now());
  const save = await nearlyFinished(deal.options);

  const session = await openPage(`${tables.server.url}/`, 'deals', { randomSeed: 11 });
  tables.sessions.push(session);
  const driver = new Driver(session);
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tables.server.url });
  await driver.scene('Menu');
  await session.shot('menu-with-deals');
  await driver.clickButton({ key: 'menu.deals' });
  const fresh = await dealsView(driver, 'the deals', (v) => v.board === 'ready');
  expect(fresh.view).toMatchObject({ game: 'explorers', kind: 'daily', deal: deal.id, played: 0, mine: null, top: [] });
  expect(fresh.texts.find((t) => t.key === 'deals.oneTry')?.text).toBe(en.deals.oneTry);
  expect(fresh.texts.some((t) => t.key === 'deals.nextIn' && /\d+ h \d+ min/.test(t.text))).toBe(true);
  await session.shot('deals-fresh');
  // Play starts the deal: a solo game of its options.
  await driver.clickButton({ key: 'deals.play' });
  await driver.waitFor('the deal on the table', (v) => v.scene === 'Play' && !v.fading);

  // The seat's name is offered; a name with a hidden bidirectional override is asked for again.
  const score = await finishTheDeal(session, driver, save, () => nameForLeaderboard(session, driver, en.deals.name.label, 'Ann', ['Ann\u202e', 'Ann'], 'deals-name-asked'));
  expect(score).toBeGreaterThan(0);
  await driver.clickButton({ key: 'menu.deals' });
  const ranked = await dealsView(driver, 'the rank', (v) => v.mine !== null);
  expect(ranked.view).toMatchObject({ name: 'Ann', played: 1, mine: { name: 'Ann', score, rank: 1, count: 1, percentile: 100 }, top: [{ rank: 1, name: 'Ann', score }] });
  expect(ranked.texts.find((t) => t.key === 'deals.name.line')?.text).toBe('Your leaderboard name: Ann');
  expect(ranked.texts.find((t) => t.key === 'deals.standing')?.text).toBe(`${score} points · rank 1 of 1 · better than 100% of players`);
  // Another game of the deal is practice, and the screen says so.
  expect(ranked.texts.find((t) => t.key === 'deals.practiceNote')?.text).toBe(en.deals.practiceNote);
  expect(ranked.buttons.some((b) => b.key === 'deals.practise')).toBe(true);
  await driver.clickButton({ key: 'deals.share' });
  const sharing = await dealsView(driver, 'the result shared', (v) => v.shared === 'copied');
  // Its picture is drawn (this browser shares no files, so the text went alone): kept beside the screenshots to look at.
  const picture = sharing.view.picture;
  expect(picture).toMatchObject({ name: `explorers-${deal.id}.png`, type: 'image/png' });
  // The page's policy lets pictures, not requests, read blob: addresses.
  const drawn = await session.page.evaluate(async (address) => {
    const image = new Image();
    image.src = address;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    return { width: image.naturalWidth, height: image.naturalHeight, png: canvas.toDataURL('image/png').split(',')[1] as string };
  }, picture?.address as string);
  expect([drawn.width, drawn.height]).toEqual([800, 420]);
  writeFileSync(join(ARTIFACTS, 'deals', 'shared-picture.png'), Buffer.from(drawn.png, 'base64'));
  const shared = await session.page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toContain(`Daily deal of ${new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(deal.startsAt)}: ${score} points, rank 1 of 1.`);
  // Its link names the deal and Ann's public id.
  const link = shared.split('\n').at(-1) as string;
  expect(link).toBe(`${tables.server.url}/?deal=explorers/daily/${deal.id}&friend=${ranked.view.mine?.player}`);
  await session.shot('deals-ranked');
  expect(session.textFit).toEqual([]);
  expect(session.problems).toEqual([]);

  // Another device, in French, on a phone, opens the link: Ann is its friend, with a score to beat.
  const phone = await openPage(`${tables.server.url}/`, 'deals-fr', { viewport: 'phone', locale: 'fr-FR', randomSeed: 12, query: `&${new URL(link).search.slice(1)}` });
  tables.sessions.push(phone);
  const other = new Driver(phone);
  await other.scene('Menu');
  expect(await phone.page.evaluate(() => [location.search, localStorage.getItem('dealResults.friends')])).toEqual(['?test=1', JSON.stringify([ranked.view.mine?.player])]);
  await other.clickButton({ key: 'menu.deals' });
  const toBeat = await dealsView(other, "the friend's score", (v) => v.friends.length === 1);
  expect(toBeat.view.friends).toEqual([{ player: ranked.view.mine?.player, name: 'Ann', score, rank: 1, verdict: 'toBeat' }]);
  expect(toBeat.texts.find((t) => t.key === 'deals.friend.toBeat')?.text).toBe(`Ann a marqué ${score} points. Saurez-vous faire mieux\u202f?`);
  await phone.shot('deals-friend-fr');
  const again = await finishTheDeal(phone, other, save, () => nameForLeaderboard(phone, other, fr.deals.name.label, 'Ann', ['Béa'], 'deals-name-asked-fr'));
  expect(again).toBe(score);
  await other.clickButton({ key: 'menu.deals' });
  const second = await dealsView(other, 'the rank in French', (v) => v.mine !== null && v.top.length === 2);
  expect(second.language).toBe('fr');
  expect(second.view).toMatchObject({ name: 'Béa', mine: { name: 'Béa' } });
  expect(second.view.top.map((entry) => entry.name).sort()).toEqual(['Ann', 'Béa']);
  expect(second.texts.find((t) => t.key === 'deals.name.line')?.text).toBe('Votre nom au classement\u202f: Béa');
  expect(second.view.friends.map((f) => [f.name, f.verdict])).toEqual([['Ann', 'tied']]);
  expect(second.texts.find((t) => t.key === 'deals.friend.tied')?.text).toBe(`Ann et vous êtes à égalité, avec ${score} points.`);
  // Ties share a place.
  expect(second.view.mine).toMatchObject({ rank: 1, count: 2, percentile: 0 });
  expect(second.texts.find((t) => t.key === 'deals.standing')?.text).toBe(`${score} points · rang 1 sur 2 · devant 0\u202f% des joueurs`);
  expect(second.texts.find((t) => t.key === 'deals.practiceNote')?.text).toBe(fr.deals.practiceNote);
  await phone.shot('deals-ranked-fr');
  // The name changes on the Deals screen, for the results still to come and the try already stored.
  await other.clickButton({ key: 'deals.name.change' });
  await nameForLeaderboard(phone, other, fr.deals.name.label, 'Béa', ['Béa R.'], 'deals-rename-fr', 'enter');
  const renamed = await dealsView(other, 'the try renamed', (v) => v.name === 'Béa R.' && v.mine?.name === 'Béa R.');
  expect(renamed.view.top.map((entry) => entry.name).sort()).toEqual(['Ann', 'Béa R.']);
  // A friend's link to a weekly result opens the Deals screen on the weekly deal.
  const weekly = dealAt({ id: explorers.id, deals: explorers.deals as NonNullable<LoadedGame['deals']> }, 'weekly', Date.now());
  await phone.goto(`${tables.server.url}/?test=1&deal=explorers/weekly/${weekly.id}&friend=${ranked.view.mine?.player}`);
  await other.scene('Menu');
  await other.clickButton({ key: 'menu.deals' });
  await dealsView(other, 'the weekly deal', (v) => v.kind === 'weekly' && v.deal === weekly.id && v.board === 'ready' && !v.linkEnded);
  // A link to last week's deal opens this week's, and says that the linked one has ended.
  const lastWeek = dealAt({ id: explorers.id, deals: explorers.deals as NonNullable<LoadedGame['deals']> }, 'weekly', weekly.startsAt - 1);
  await phone.goto(`${tables.server.url}/?test=1&deal=explorers/weekly/${lastWeek.id}&friend=${ranked.view.mine?.player}`);
  await other.scene('Menu');
  await other.clickButton({ key: 'menu.deals' });
  const ended = await dealsView(other, 'the current weekly deal, the linked one ended', (v) => v.kind === 'weekly' && v.deal === weekly.id && v.board === 'ready' && v.linkEnded);
  expect(ended.texts.find((t) => t.key === 'deals.linkEnded')?.text).toBe(fr.deals.linkEnded);
  await phone.shot('deals-link-ended-fr');
  expect(phone.textFit).toEqual([]);
  expect(phone.problems).toEqual([]);
});
