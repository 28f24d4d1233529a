// Every Trails of Tucana screen in English, French, German and Italian, with no raw key, empty
// translation or missing glyph, each text fitting its box at 1280×800 and 390×844: the menu's
// game choice, both setup tabs, the play screen (a turn, a refused pair, an opponent's island, the
// hand-over curtain, the round summaries), the scores and the how-to pages. One page: the
// language changes in place, through the menu's, the setup's, the table's and the scores' globes.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom, type View } from '../../../../../tests/e2e/driver';
import { switchTo, textProblems } from '../../../../../tests/e2e/language-switch';
import { LANGUAGES, unfitting, type Language } from '../../../../../tests/e2e/texts';
import { continueSaved, nearEnd, savedAfterReload } from '../../../../../tests/e2e/nearly-finished';
import { tucana } from '../../index';
import type { TucanaState } from '../../rules/index';
import { openTucanaSetup, refusePair, tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView, type TucanaScoringView } from './driver';

/** Inputs left to play after each jump: the last turns of a round, each seat drawing in them. */
const LAST_ACTIONS = 9;

test('every Tucana screen in the four languages, with no raw key and every text fitting its box at both sizes', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-languages');
  try {
    const driver = new Driver(session);
    const problems: string[] = [];
    const look = async (name: string): Promise<void> => {
      const view = (await driver.view()) as View;
      problems.push(...(await textProblems(session.page, view)));
      await session.shot(`${name}-${view.language}`);
    };
    let lang: Language = 'en';

    // The menu with Tucana picked, and its how-to pages (French and German: tucana-howto.test.ts).
    await driver.scene('Menu');
    await driver.clickButton({ key: 'tucana:name' });
    await driver.waitFor('Tucana picked in the menu', (v) => (v.view as { game?: string } | undefined)?.game === 'tucana');
    for (const next of LANGUAGES) {
      await switchTo(driver, lang, next);
      lang = next;
      await look('menu');
      if (lang !== 'en' && lang !== 'it') continue;
      await driver.clickButton({ key: 'menu.howTo' });
      let view = await driver.scene('HowTo');
      for (let page = 1; ; page++) {
        await look(`howto-${page}`);
        const { pages } = view.view as { pages: number };
        if (page === pages) break;
        await driver.press('ArrowRight');
        view = await driver.waitInPage(`how-to page ${page + 1}`, (v, n) => (v.view as { page?: number } | undefined)?.page === n && v, page + 1);
      }
      await driver.press('Escape');
      await driver.scene('Menu');
    }

    // Setup: both tabs in every language, for three seats of which two are people.
    await switchTo(driver, lang, 'en');
    lang = 'en';
    await openTucanaSetup(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '3' });
    await driver.clickButton({ key: 'tucana:setup.kinds.normal' }, 0);
    await driver.clickButton({ key: 'tucana:setup.kinds.hard' }, 0);
    await driver.waitFor('two people and an AI', (v) => JSON.stringify((v.view as { seats: { kind: string }[] }).seats.map((s) => s.kind)) === '["human","human","normal"]');
    await driver.clickButton({ key: 'tucana:setup.tabs.island' });
    await driver.clickButton({ key: 'tucana:setup.flags.specialBonus.name' });
    for (const next of LANGUAGES) {
      await switchTo(driver, lang, next);
      lang = next;
      for (const tab of ['players', 'island'] as const) {
        await driver.clickButton({ key: `tucana:setup.tabs.${tab}` });
        await driver.waitInPage(`the ${tab} tab`, (v, t) => (v.view as { tab?: string }).tab === t && v, tab);
        await look(`setup-${tab}`);
      }
    }
    await driver.clickButton({ key: 'tucana:setup.start' });

    // Play: each turn in the next language, switched with the table's globe before the first
    // person draws. In each language once: a hex chosen, a refused pair, an opponent's island and
    // the curtain. The round summaries are timed banners: checked at the size they open on.
    const choose = seededRandom(17);
    const seen = new Map<Language, Set<string>>(LANGUAGES.map((l) => [l, new Set<string>()]));
    let summaries = 0;
    let turn = 0;
    // Once every language has shown all four, the game jumps to its last inputs before each round's
    // end (played on by the weakest AI in every seat, saved, continued from the menu): the round
    // summaries are seen at the end of round 1, then at the end of the game.
    const allSeen = (): boolean => [...seen.values()].every((done) => done.size === 4);
    const roundEnds = [(state: unknown) => (state as TucanaState).turn.round >= 1, undefined];
    let play = await tucanaReady(driver);
    while (play) {
      const s = play.summary;
      const done = seen.get(lang) as Set<string>;
      if (allSeen() && roundEnds.length > 0 && roundEnds.length === 2 - summaries && s.prompt === 'draw' && s.selected === null) {
        const until = roundEnds.shift();
        await continueSaved(session, driver, tucana.saveKey, await nearEnd(tucana.id, await savedAfterReload(session, tucana.saveKey), LAST_ACTIONS, until));
        play = await tucanaReady(driver);
        continue;
      }
      const before = tucanaProgress(play);
      // Whether this step gave the table an input (a look, a refusal or a switch does not move it on).
      let moved = false;
      if (s.turnNumber !== turn && s.prompt === 'draw' && s.selected === null) {
        turn = s.turnNumber;
        const next = LANGUAGES[(turn - 1) % LANGUAGES.length] as Language;
        if (next !== lang) {
          await driver.click(play.buttons.language);
          await driver.clickButton({ key: `language.name.${next}`, icon: null });
          await driver.waitInPage(`the table in ${next}`, (v, l) => v.language === l && v, next);
          lang = next;
        }
      } else if (s.prompt === 'handover' && !done.has('handover')) {
        done.add('handover');
        await look('play-handover');
      } else if (s.prompt === 'draw' && s.selected === null && !done.has('refusal')) {
        done.add('refusal');
        if (await refusePair(driver, play)) await look('play-refused');
      } else if (s.prompt === 'draw' && s.selected === null && !done.has('sheet')) {
        done.add('sheet');
        await driver.click(play.buttons.seats[2] as { x: number; y: number });
        const open = await driver.waitInPage('the AI seat’s island', (v) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.opened === 2 && (v.view as TucanaPlayView), null);
        await look('play-opponent');
        await driver.click(open.buttons.closeSheet as { x: number; y: number });
        await driver.waitInPage('the island closed', (v) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.opened === null, null);
      } else if (s.selected !== null && !done.has('turn')) {
        done.add('turn');
        await look('play-turn');
        await tucanaInput(driver, play, { choose });
        moved = true;
      } else {
        await tucanaInput(driver, play, { choose });
        moved = true;
        if (s.prompt === 'confirm') {
          // The round's summary, if this confirm ends a round, while it is on screen.
          const summary = await driver.waitInPage(
            'the next input or the round summary',
            (v, was) => {
              if (v.texts.some((t) => t.key === 'tucana:events.roundScored')) return v;
              if (v.scene !== 'TucanaPlay') return 'on';
              // Runs in the page: tucanaProgress's own words, as it cannot be imported there.
              const s = (v.view as TucanaPlayView).summary;
              const now = JSON.stringify([s.prompt, s.turnNumber, s.actions, s.draft, s.handover, s.acting, s.selected, s.opened]);
              return !s.busy && s.prompt !== 'wait' && now !== was && 'on';
            },
            before,
          );
          if (summary !== 'on') {
            summaries++;
            problems.push(...(await textProblems(session.page, summary)), ...unfitting(summary.texts, summary.canvas, summary.buttons).map((p) => `round summary (${summary.language}): ${p}`));
          }
        }
      }
      play = await tucanaReady(driver, moved ? before : null);
    }
    for (const l of LANGUAGES) expect([...(seen.get(l) as Set<string>)].sort(), l).toEqual(['handover', 'refusal', 'sheet', 'turn']);
    expect(summaries).toBe(2);

    // The scores in every language.
    await driver.waitInPage('the scores shown', (v) => v.scene === 'TucanaScoring' && !v.fading && (v.view as TucanaScoringView).settled && v, null);
    for (const next of LANGUAGES) {
      await switchTo(driver, lang, next);
      await driver.waitInPage('the scores settled', (v) => v.scene === 'TucanaScoring' && (v.view as TucanaScoringView).settled && v, null);
      lang = next;
      await look('scoring');
    }

    expect(problems).toEqual([]);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
