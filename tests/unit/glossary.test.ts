// The glossary (docs/glossary.md) as data: each game's strings, in every language, call each game
// term by its rulebook name, avoid the variants listed, and keep our own names; French strings of
// every namespace follow French typography; a count of zero reads as "none" in every language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/platform/i18n';
import { UNPREFIXED, flatLocale, flatNamespace, namespaces } from '../locale-files';

type Row = Readonly<Record<string, string>>;

/** Longer names shrink below reading size, then end in "…", on a phone's achievement chips. */
const MAX_CHIP_NAME = 19;
const GLOSSARY = readFileSync(join(__dirname, '..', '..', 'docs', 'glossary.md'), 'utf8');

/** The rows of the markdown table under `## heading`, by column title. */
function table(markdown: string, heading: string): Row[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`The glossary has no section "${heading}".`);
  const cells = (line: string): string[] => line.trim().slice(1, -1).split('|').map((cell) => cell.trim());
  const [head, , ...body] = section.split('\n').filter((line) => line.trim().startsWith('|'));
  const titles = cells(head ?? '');
  return body.map((line) => Object.fromEntries(cells(line).map((cell, i) => [titles[i] ?? '', cell])));
}

/** Each game's glossary: its three sections of docs/glossary.md and the namespaces its strings come from. */
const GLOSSARIES = [
  { game: 'Explorers', terms: 'Terms', variants: 'Variants to avoid', names: 'Names of our own', namespaces: UNPREFIXED, least: 20 },
  { game: 'Trails of Tucana', terms: 'Tucana: terms', variants: 'Tucana: variants to avoid', names: 'Tucana: names of our own', namespaces: ['tucana'], least: 5 },
  { game: 'Ambassadors', terms: 'Ambassadors: terms', variants: 'Ambassadors: variants to avoid', names: 'Ambassadors: names of our own', namespaces: ['ambassadors'], least: 5 },
] as const;
type Glossary = (typeof GLOSSARIES)[number];

/** A game's strings in one language (the shell's go with Explorers', looked up without a prefix). */
const strings = (lang: string, glossary: Glossary): Map<string, string> => new Map(glossary.namespaces.flatMap((ns) => [...flatNamespace(lang, ns)]));

/** What a player reads of a string: placeholders are names for the code, not words. */
const words = (text: string): string => text.replace(/\{\{[^}]*\}\}/g, ' ');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a variant to avoid is found: a whole word, a word's start, or a word's start in lower case. */
function variantPattern(avoid: string, match: string): RegExp {
  const start = '(?<![\\p{L}\\p{N}])';
  if (match === 'word') return new RegExp(`${start}${escape(avoid)}(?![\\p{L}\\p{N}])`, 'iu');
  if (match === 'prefix') return new RegExp(`${start}${escape(avoid)}`, 'iu');
  if (match === 'lower') return new RegExp(`${start}${escape(avoid)}`, 'u');
  throw new Error(`Unknown match "${match}".`);
}

describe('the glossary', () => {
  it('finds what it checks: a variant in a sentence, not inside another word', () => {
    expect(variantPattern('croix', 'word').test('Placez vos Croix.')).toBe(true);
    expect(variantPattern('Basis', 'word').test('Basisspiel')).toBe(false);
    expect(variantPattern('unbenutzt', 'prefix').test('einen unbenutzten Schlüssel')).toBe(true);
    expect(variantPattern('temple', 'lower').test('un Temple')).toBe(false);
    expect(variantPattern('temple', 'lower').test('les temples')).toBe(true);
    expect(table('## T\n\n| a | b |\n| --- | --- |\n| 1 | x / y |\n', 'T')).toEqual([{ a: '1', b: 'x / y' }]);
  });

  for (const glossary of GLOSSARIES) {
    it(`${glossary.game}: names each term as the rulebook does, where the glossary expects it`, () => {
      const rows = table(GLOSSARY, glossary.terms);
      expect(rows.length).toBeGreaterThan(glossary.least);
      const missing: string[] = [];
      for (const row of rows) {
        for (const lang of LANGUAGES) {
          const key = row.Key ?? '';
          const text = strings(lang, glossary).get(key);
          const forms = (row[lang] ?? '').split(' / ');
          if (text === undefined) missing.push(`${lang}: no key ${key}`);
          else if (!forms.some((form) => form && text.toLowerCase().includes(form.toLowerCase()))) missing.push(`${lang}: ${key} says "${text}", not "${row[lang]}"`);
        }
      }
      expect(missing).toEqual([]);
    });

    it(`${glossary.game}: finds no variant to avoid in any string`, () => {
      const rows = table(GLOSSARY, glossary.variants);
      expect(rows.length).toBeGreaterThan(glossary.least);
      const found: string[] = [];
      for (const row of rows) {
        const lang = row.Language ?? '';
        expect(LANGUAGES as readonly string[]).toContain(lang);
        const pattern = variantPattern(row.Avoid ?? '', row.Match ?? '');
        for (const [key, text] of strings(lang, glossary)) if (pattern.test(words(text))) found.push(`${lang}: ${key} has "${row.Avoid}" (use ${row['Use instead']}): ${text}`);
      }
      expect(found).toEqual([]);
    });

    it(`${glossary.game}: keeps our own names as listed`, () => {
      const rows = table(GLOSSARY, glossary.names);
      const differ: string[] = [];
      for (const row of rows) {
        for (const lang of LANGUAGES) {
          const text = strings(lang, glossary).get(row.Key ?? '');
          if (text !== row[lang]) differ.push(`${lang}: ${row.Key} is "${text}", the glossary says "${row[lang]}"`);
        }
      }
      expect(differ).toEqual([]);
    });
  }

  it('Trails of Tucana: names the published terms in every language, and lists variants to avoid in each translation', () => {
    const terms = table(GLOSSARY, GLOSSARIES[1].terms).map((row) => row.Term);
    for (const term of ['sheet', 'trail', 'path segment', 'draw a segment', 'sight', 'terrain card', 'chain reaction', 'round', 'turn', 'pass (no segment fits)']) expect(terms, term).toContain(term);
    const variants = table(GLOSSARY, GLOSSARIES[1].variants);
    for (const lang of ['fr', 'de', 'it']) expect(variants.filter((row) => row.Language === lang).length, lang).toBeGreaterThanOrEqual(3);
  });

  it('keeps achievement names short enough for a chip on a phone (19 characters at most)', () => {
    const long = table(GLOSSARY, GLOSSARIES[0].names)
      .filter((row) => row.Key?.startsWith('achievements.'))
      .flatMap((row) => LANGUAGES.map((lang) => row[lang] ?? '').filter((name) => [...name].length > MAX_CHIP_NAME));
    expect(long).toEqual([]);
  });
});

describe('French typography', () => {
  it('puts a narrow no-break space before : ; ! ? % and inside « »', () => {
    const wrong = [...flatLocale('fr')].filter(([, text]) => /(?<!\u202f)[:;!?%»]|«(?!\u202f)/u.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });
});

describe('terrains in sentences', () => {
  it('come after a colon in French, German and Italian, so no article hangs on which one it is', () => {
    const wrong: string[] = [];
    for (const lang of ['fr', 'de', 'it']) {
      for (const [key, text] of flatLocale(lang)) {
        const at = text.search(/\{\{(terrain|a)\}\}/);
        if (at > 0 && !/[:·]\s$/u.test(text.slice(0, at))) wrong.push(`${lang}: ${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('counts', () => {
  it('say "no cards left" for zero, in every language (French counts 0 as singular)', async () => {
    for (const lang of LANGUAGES) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: lang, resources: { [lang]: namespaces(lang) }, defaultNS: 'explorers', interpolation: { escapeValue: false } });
      const none = i18n.t('play.hud.cardsLeft', { count: 0 });
      expect(none, lang).not.toMatch(/\d/);
      expect(none, lang).not.toBe(i18n.t('play.hud.cardsLeft', { count: 1 }));
    }
  });
});
