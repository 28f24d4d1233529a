// Explorers' own glossary checks (docs/glossary.md; the checks every game shares are in
// tests/unit/glossary.test.ts): achievement names fit a phone's chip, and a count of zero reads
// as "none" in every language.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../platform/i18n';
import { glossaryOf, table } from '../../../../../tests/glossary-file';
import { namespaces } from '../../../../../tests/locale-files';
import { explorers } from '../../index';

/** Longer names shrink below reading size, then end in "…", on a phone's achievement chips. */
const MAX_CHIP_NAME = 19;

describe("Explorers' glossary", () => {
  it('keeps achievement names short enough for a chip on a phone (19 characters at most)', () => {
    const long = table(glossaryOf(explorers).names)
      .filter((row) => row.Key?.startsWith('achievements.'))
      .flatMap((row) => LANGUAGES.map((lang) => row[lang] ?? '').filter((name) => [...name].length > MAX_CHIP_NAME));
    expect(long).toEqual([]);
  });

  it('says "no cards left" for zero, in every language (French counts 0 as singular)', async () => {
    for (const lang of LANGUAGES) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: lang, resources: { [lang]: namespaces(lang) }, defaultNS: 'explorers', interpolation: { escapeValue: false } });
      const none = i18n.t('play.hud.cardsLeft', { count: 0 });
      expect(none, lang).not.toMatch(/\d/);
      expect(none, lang).not.toBe(i18n.t('play.hud.cardsLeft', { count: 1 }));
    }
  });
});
