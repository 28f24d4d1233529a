// The canvas's controls as a screen reader meets them: on the menu, the setup and the play screen,
// every button drawn on the canvas has a DOM mirror with a name and the button role, read from
// Chromium's own accessibility tree; Tab moves the keyboard focus and the accessibility tree's
// focus together; a screen reader moving to a mirror button brings the focus ring there, and
// pressing a mirror button presses the canvas's. The first game saved asks the browser to keep the
// site's storage (navigator.storage.persist), once. The page lets the browser zoom it.
import type { CDPSession } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, playInputs, readyToPlay, seededRandom, type ButtonInfo, type View } from './driver';

interface AxNode {
  readonly ignored: boolean;
  readonly role?: { readonly value: string };
  readonly name?: { readonly value: string };
  readonly properties?: readonly { readonly name: string; readonly value: { readonly value: unknown } }[];
}

interface Reading {
  readonly buttons: readonly string[];
  /** The buttons of rows of choices, by whether they are the chosen one. */
  readonly pressed: { readonly true: readonly string[]; readonly false: readonly string[] };
  readonly focused: { readonly role: string; readonly name: string } | null;
}

/** What the accessibility tree holds: every button's name, and the focused control. */
async function readTree(cdp: CDPSession): Promise<Reading> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AxNode[] };
  const shown = nodes.filter((node) => !node.ignored);
  const focused = shown.find((node) => node.role?.value !== 'RootWebArea' && node.properties?.some((p) => p.name === 'focused' && p.value.value === true));
  const buttons = shown.filter((node) => node.role?.value === 'button');
  const pressed = (state: string): string[] =>
    buttons.filter((node) => node.properties?.some((p) => p.name === 'pressed' && String(p.value.value) === state)).map((node) => node.name?.value ?? '');
  return {
    buttons: buttons.map((node) => node.name?.value ?? ''),
    pressed: { true: pressed('true'), false: pressed('false') },
    focused: focused ? { role: focused.role?.value ?? '', name: focused.name?.value ?? '' } : null,
  };
}

/** The view two game steps after `frame`: the mirror follows the controls at every step. */
const settled = (driver: Driver, frame: number): Promise<View> => driver.waitInPage('two more steps', (v, f) => !v.fading && v.frame >= f + 2 && v, frame);

/** Every canvas button has a name, and the tree holds a button of that name for each. */
async function expectMirrored(driver: Driver, cdp: CDPSession, screen: string): Promise<readonly ButtonInfo[]> {
  const view = await settled(driver, (await driver.view())?.frame ?? 0);
  const tree = await readTree(cdp);
  const buttons = view.buttons.filter((b) => b.enabled);
  expect(buttons.length, `buttons on the ${screen}`).toBeGreaterThan(2);
  for (const button of buttons) {
    expect(button.name.trim(), `the name of ${JSON.stringify(button.key ?? button.icon)} on the ${screen}`).not.toBe('');
    expect(tree.buttons, `the mirror of the ${screen}`).toContain(button.name);
  }
  expect(tree.buttons.filter((name) => name.trim() === ''), `nameless buttons on the ${screen}`).toEqual([]);
  // The chosen one of each row of choices is told as pressed.
  for (const button of buttons.filter((b) => b.selected)) expect(tree.pressed.true, `the chosen ${button.name} on the ${screen}`).toContain(button.name);
  return buttons;
}

/**
 * Tab after Tab, the canvas's focused control is the tree's focused button (a text field is its
 * own); a canvas button with the ring is that control.
 */
async function expectFocusAgrees(driver: Driver, cdp: CDPSession, screen: string, presses: number): Promise<void> {
  for (let press = 0; press < presses; press++) {
    const frame = (await driver.view())?.frame ?? 0;
    await driver.press('Tab');
    const view = await settled(driver, frame);
    const ring = view.buttons.find((b) => b.focused);
    if (ring) expect(view.focus, `Tab ${press + 1} on the ${screen}`).toBe(ring.name);
    const { focused } = await readTree(cdp);
    if (view.focus === 'field') expect(focused?.role, `Tab ${press + 1} on the ${screen}: a text field`).toBe('textbox');
    else expect(focused, `Tab ${press + 1} on the ${screen}`).toEqual({ role: 'button', name: view.focus });
    expect(focused?.name.trim(), `the focused control's name on the ${screen}`).not.toBe('');
  }
}

test('every control of the menu, setup and play screens is in the DOM mirror, focus agreeing', async () => {
  const session = await openPage(inject('baseUrl'), 'screen-reader', { randomSeed: 3 });
  try {
    const driver = new Driver(session);
    // Counts the requests to keep the storage (the page is loaded again to count from its start).
    await session.page.addInitScript(() => {
      const persist = StorageManager.prototype.persist;
      const counted = globalThis as unknown as { persistAsked: number };
      counted.persistAsked = 0;
      StorageManager.prototype.persist = function (this: StorageManager) {
        counted.persistAsked++;
        return persist.call(this);
      };
    });
    await session.reload();
    const persistAsked = (): Promise<number> => session.page.evaluate(() => (globalThis as unknown as { persistAsked: number }).persistAsked);
    const cdp = await session.context.newCDPSession(session.page);
    await cdp.send('Accessibility.enable');

    await driver.scene('Menu');
    expect(await persistAsked()).toBe(0);
    const viewport = await session.page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
    const menu = await expectMirrored(driver, cdp, 'menu');
    await expectFocusAgrees(driver, cdp, 'menu', menu.length + 1);
    await session.shot('menu-focus');

    // A screen reader moves to a mirror button: the focus ring follows it there.
    const settings = menu.find((b) => b.key === 'menu.settings');
    if (!settings) throw new Error('No Settings button on the menu');
    const mirror = session.page.getByRole('button', { name: settings.name, exact: true });
    await mirror.focus();
    const ringed = await settled(driver, (await driver.view())?.frame ?? 0);
    expect(ringed.buttons.find((b) => b.focused)?.key).toBe('menu.settings');

    // Pressing the mirror button presses the canvas's: New game opens the setup.
    const newGame = menu.find((b) => b.key === 'menu.newGame');
    if (!newGame) throw new Error('No New game button on the menu');
    await session.page.getByRole('button', { name: newGame.name, exact: true }).evaluate((element: HTMLElement) => element.click());
    await driver.scene('Setup');
    const setup = await expectMirrored(driver, cdp, 'setup');
    // The player count is a row of choices: 2 is chosen, 1 is not.
    expect((await readTree(cdp)).pressed).toMatchObject({ true: expect.arrayContaining(['2']), false: expect.arrayContaining(['1']) });
    await expectFocusAgrees(driver, cdp, 'setup', setup.length + 2);
    await session.shot('setup-focus');

    await driver.clickButton({ key: 'setup.start' });
    if (!(await readyToPlay(driver))) throw new Error('No game');
    expect(await persistAsked()).toBe(1);
    const play = await expectMirrored(driver, cdp, 'play screen');
    await expectFocusAgrees(driver, cdp, 'play screen', play.length + 1);
    await session.shot('play-focus');
    // The saves of the turns played next ask no more.
    await playInputs(driver, seededRandom(3), 8);
    expect(await persistAsked()).toBe(1);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
