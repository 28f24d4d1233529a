// The menu's logo is the picked game's: Explorers' picture at first; picking Trails of Tucana shows
// its title while its picture (not part of the first load) is on its way, then the picture, and
// the Explorers logo gives way to it; the choice and its logo survive a reload; with reduced
// motion the logos change at once, without a cross-fade. Saved at both sizes with each game.
import type { Route } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, type View } from './driver';

interface Look {
  readonly alpha: number;
  readonly picture: boolean;
}
interface MenuView {
  readonly game: string;
  readonly logos: { readonly explorers: Look; readonly tucana: Look } & Readonly<Record<string, Look>>;
}

const menu = (view: View): MenuView => view.view as MenuView;
/** The line under the logo: each game's own. */
const tagline = (view: View) => view.texts.find((text) => text.key === 'menu.tagline' || text.key === 'tucana:tagline');
const taglineY = (view: View): number | undefined => tagline(view)?.y;

test("the menu shows the picked game's logo, its title until the picture is in", async () => {
  const session = await openPage(inject('baseUrl'), 'menu-logo');
  try {
    const driver = new Driver(session);
    // Tucana's picture is held back until the title standing in for it has been seen.
    let held: Route | null = null;
    await session.page.route('**/logo-tucana*.webp', (route) => void (held = route));
    const first = await driver.scene('Menu');
    // Explorers' picture shows; every other game's logo (the registry's, however many) waits unseen and unfetched.
    const { explorers, ...others } = menu(first).logos;
    expect(explorers).toEqual({ alpha: 1, picture: true });
    expect(Object.values(others).every((look) => look.alpha === 0 && !look.picture)).toBe(true);
    expect(others.tucana).toEqual({ alpha: 0, picture: false });
    await session.shot('menu-logo-explorers');

    await driver.clickButton({ key: 'tucana:name' });
    const titled = await driver.waitFor('the Tucana title shown', (v) => {
      const logos = (v.view as MenuView | undefined)?.logos;
      return logos?.tucana.alpha === 1 && logos.explorers.alpha === 0 && v;
    });
    expect(menu(titled).logos.tucana.picture).toBe(false);
    await session.shot('menu-logo-tucana-title');
    expect(held, "Tucana's picture was asked for").not.toBeNull();
    await (held as Route | null)?.continue();
    const pictured = await driver.waitFor('the Tucana picture shown', (v) => {
      const logos = (v.view as MenuView | undefined)?.logos;
      return logos?.tucana.picture === true && logos.tucana.alpha === 1 && v;
    });
    // Nothing under the logo moved while the title stood in for the picture.
    for (const view of [titled, pictured]) expect(taglineY(view)).toBe(taglineY(first));
    expect([first, pictured].map((view) => tagline(view)?.key)).toEqual(['menu.tagline', 'tucana:tagline']);
    await session.page.unroute('**/logo-tucana*.webp');
    await session.shot('menu-logo-tucana');

    // Remembered: the menu opens on Tucana's logo.
    await session.reload();
    const reopened = menu(await driver.scene('Menu'));
    expect(reopened.game).toBe('tucana');
    expect(reopened.logos.explorers.alpha).toBe(0);
    await driver.waitFor('the Tucana picture after a reload', (v) => (v.view as MenuView | undefined)?.logos.tucana.picture === true);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('with reduced motion the logos change at once', async () => {
  const session = await openPage(inject('baseUrl'), 'menu-logo-still');
  try {
    const driver = new Driver(session);
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    await session.reload();
    for (const game of ['tucana', 'explorers'] as const) {
      await driver.scene('Menu');
      await driver.clickButton({ key: game === 'tucana' ? 'tucana:name' : 'app.title' });
      // The first look after the choice already shows only the picked game's logo.
      const picked = menu(await driver.waitFor(`${game} picked`, (v) => (v.view as MenuView | undefined)?.game === game && v));
      expect(picked.logos[game].alpha).toBe(1);
      expect(picked.logos[game === 'tucana' ? 'explorers' : 'tucana'].alpha).toBe(0);
    }
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
