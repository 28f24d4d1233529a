// Switching the language through a screen's globe, and what is wrong with the texts on screen
// afterwards (raw keys, empty translations, glyphs no font has): shared by the language scenarios.
import type { Page } from 'playwright-core';
import type { Driver, View } from './driver';
import { missingGlyphs, untranslated, type Language } from './texts';

/** Raw keys, empty translations and missing glyphs among the texts of `view`, each named with its scene and language. */
export async function textProblems(page: Page, view: View): Promise<string[]> {
  return [...untranslated(view.texts), ...(await missingGlyphs(page, view.texts))].map((p) => `${view.scene} (${view.language}): ${p}`);
}

/** Opens a language switcher (the globe button named after the current language) and picks `to` from its list. */
export async function pickFromSwitcher(driver: Driver, from: Language, to: Language): Promise<void> {
  await driver.clickButton({ icon: 'globe', key: `language.name.${from}` });
  await driver.clickButton({ key: `language.name.${to}`, icon: null });
}

/** Switches to `to` with the screen's globe and waits for a settled screen in it (no switch when `from` is `to`). */
export async function switchTo(driver: Driver, from: Language, to: Language): Promise<View> {
  if (from === to) return driver.waitInPage('a settled screen', (v) => !v.fading && v, null);
  await pickFromSwitcher(driver, from, to);
  return driver.waitInPage(`the texts in ${to}`, (v, lang) => v.language === lang && !v.fading && v, to);
}
