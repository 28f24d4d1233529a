// Ambassadors passed from hand to hand: two people at one device, in English at 1280×800. Each
// turn the device goes through the hand-over curtain, and only the person acting sees their bonus
// cards: never the other seat's, and no one's while the curtain is up. Mid-race the page is
// reloaded: the menu offers Continue for the saved race, which goes on where it stood.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver } from '../../../../../tests/e2e/driver';
import { openAmbassadorsSetup, playAmbassadorsByTaps, type AmbassadorsPlayView } from './driver';

test('pass-and-play hands the device over and keeps each hand to its owner', async () => {
  const session = await openPage(inject('baseUrl'), 'ambassadors-pass-and-play');
  try {
    const driver = new Driver(session);
    await openAmbassadorsSetup(driver);
    // Rashid's seat: AI normal → hard → a person.
    await driver.clickButton({ key: 'ambassadors:setup.kinds.normal' });
    await driver.clickButton({ key: 'ambassadors:setup.kinds.hard' });
    await driver.waitFor('two people', (v) => (v.view as { seats?: { kind: string }[] }).seats?.every((s) => s.kind === 'human') === true);
    await session.shot('ambassadors-setup-pass-and-play');
    await driver.clickButton({ key: 'ambassadors:setup.start' });

    let handovers = 0;
    let turnsOfEach = [0, 0];
    let continued = false;
    await playAmbassadorsByTaps(driver, {
      level: 'normal',
      before: async (play) => {
        const s = play.summary;
        if (s.prompt === 'handover') {
          handovers++;
          // Behind the curtain: no hand at all, and the cards' words are not on the page.
          expect(s.handShown).toBeNull();
          const view = await driver.waitFor('the curtain', (v) => v.scene === 'AmbassadorsPlay' && v);
          expect(view.texts.some((t) => t.key?.startsWith('ambassadors:cards.'))).toBe(false);
          if (handovers === 2) await session.shot('ambassadors-handover');
          return false;
        }
        expect(s.acting).not.toBeNull();
        if (!continued && turnsOfEach.every((n) => n >= 2)) {
          continued = true;
          const stood = { round: s.round, player: s.player, actions: s.actions, gold: play.view.boards.map((b) => b.gold) };
          await session.reload();
          await driver.waitInPage('the menu offering Continue', (v) => v.scene === 'Menu' && !v.fading && (v.view as { game?: string }).game === 'ambassadors' && v.buttons.some((b) => b.key === 'menu.continue') && v, null);
          await driver.clickButton({ key: 'menu.continue' });
          const back = (await driver.waitInPage('the race continued', (v) => v.scene === 'AmbassadorsPlay' && !v.fading && !!v.view && v, null)).view as AmbassadorsPlayView;
          expect({ round: back.summary.round, player: back.summary.player, actions: back.summary.actions, gold: back.view.boards.map((b) => b.gold) }).toEqual(stood);
          return true;
        }
        const me = s.acting as number;
        turnsOfEach = turnsOfEach.map((n, seat) => (seat === me ? n + 1 : n));
        expect(s.handShown).toBe(me);
        expect(play.view.boards[me]?.hand).not.toBeNull();
        expect(play.view.boards[1 - me]?.hand).toBeNull();
        return false;
      },
    });
    expect(continued).toBe(true);
    expect(handovers).toBeGreaterThan(4);
    expect(turnsOfEach.every((n) => n > 4)).toBe(true);
    await driver.waitInPage('the scores shown', (v) => v.scene === 'AmbassadorsScoring' && !v.fading && v, null);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
