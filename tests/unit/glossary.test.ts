// The glossary (docs/glossary.md) as data: each registered game's strings, in every language, call
// each game term by its rulebook name, avoid the variants listed, and keep our own names; French
// strings of every namespace follow French typography. (A game's own checks: its tests folder.)
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { LANGUAGES } from '../../src/platform/i18n';
import { glossaryOf, table, type GameGlossary } from '../glossary-file';
import { flatLocale, flatNamespace } from '../locale-files';

/** Each registered game's glossary. */
const GLOSSARIES = GAMES.map(glossaryOf);

/** A game's strings in one language. */
const strings = (lang: string, glossary: GameGlossary): Map<string, string> => new Map(glossary.namespaces.flatMap((ns) => [...flatNamespace(lang, ns)]));

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
    expect(table('T', '## T\n\n| a | b |\n| --- | --- |\n| 1 | x / y |\n')).toEqual([{ a: '1', b: 'x / y' }]);
  });

  for (const glossary of GLOSSARIES) {
    it(`${glossary.game}: names each term as the rulebook does, where the glossary expects it`, () => {
      const rows = table(glossary.terms);
      expect(rows.length).toBeGreaterThan(5);
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
      const rows = table(glossary.variants);
      expect(rows.length).toBeGreaterThan(5);
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
      const rows = table(glossary.names);
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
