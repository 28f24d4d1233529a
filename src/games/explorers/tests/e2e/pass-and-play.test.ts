// Scenario 3: two people share one phone. Whenever the other person must act, a curtain hides
// the board and names who takes the device; only their tap lifts it, and then the screen is theirs.
// In French, every text fitting its box.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, playByClicks, seededRandom, setupView, type SetupView } from '../../../../../tests/e2e/driver';

test('pass-and-play: the device is handed over between two people', async () => {
  const session = await openPage(inject('baseUrl'), 'pass-and-play', { viewport: 'phone', query: '&lng=fr' });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.newGame' });

    await setupView(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '2' });
    // The second seat goes from the computer to a person (the second "person" choice on screen).
    await driver.clickButton({ key: 'setup.players.kind.human' }, 1);
    await driver.waitInPage('two people', (v) => {
      const setup = v.view as SetupView;
      return setup.players === 2 && setup.seats.every((s) => s.kind === 'human');
    }, null);
    // Their names, typed into the name fields.
    const names = ['Ada', 'Bruno'];
    for (const [i, name] of names.entries()) {
      await driver.page.locator('input[type="text"]').nth(i).tap();
      await driver.page.keyboard.type(name);
    }
    await driver.waitInPage('the names', (v, n) => JSON.stringify((v.view as SetupView).seats.map((s) => s.name)) === JSON.stringify(n), names);
    await session.shot('setup');
    await driver.clickButton({ key: 'setup.start' });

    const choose = seededRandom(3);
    /** Who acted at each input, and the hand-overs in between. */
    const log: string[] = [];
    let curtains = 0;
    await playByClicks(driver, {
      choose,
      stop: (play) => play.summary.turnNumber >= 4,
      before: async (play) => {
        const s = play.summary;
        if (s.prompt !== 'handover') {
          if (log[log.length - 1] !== `acts ${s.acting}`) log.push(`acts ${s.acting}`);
          // The screen shows the acting person's own sheet.
          expect(s.viewer).toBe(s.acting);
          return false;
        }
        // The curtain names the next person, covers the board, and nothing but its button is offered.
        const next = names[s.handover as number] as string;
        const view = await driver.play();
        const curtain = view.view.texts.filter((t) => t.key === 'handover.title' || t.key === 'handover.body');
        expect(curtain.length).toBe(2);
        for (const text of curtain) expect(text.text).toContain(next);
        expect(s.legalCells).toEqual([]);
        expect(s.acting).toBeNull();
        if (log[log.length - 1] === `handover ${s.handover}`) return false; // back from the screenshot
        log.push(`handover ${s.handover}`);
        if (curtains++ === 1) {
          await session.shot(`handover-to-${next}`);
          return true;
        }
        return false;
      },
    });
    await session.shot('play');
    // Setup and three turns: the device starts behind the curtain, every change of hands goes
    // through it, and the person named on it is the one who acts next.
    const wrong = log.filter((entry, i) => {
      const [kind, who] = entry.split(' ');
      const previous = log[i - 1];
      if (previous === undefined) return entry !== 'handover 0';
      const [previousKind, previousWho] = previous.split(' ');
      return kind === 'acts' ? previous !== `handover ${who}` : previousKind !== 'acts' || previousWho === who;
    });
    expect({ log, wrong }).toEqual({ log, wrong: [] });
    expect(log.filter((entry) => entry === 'handover 0').length).toBeGreaterThanOrEqual(3);
    expect(log.filter((entry) => entry === 'handover 1').length).toBeGreaterThanOrEqual(3);

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
