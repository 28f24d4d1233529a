// The four locales must match key for key, placeholder for placeholder, and cover every key the
// code names literally or builds from a list (error codes, achievements, ranks, terrains...).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/platform/i18n';
import { SAVE_ERRORS } from '../../src/games/explorers/play/save';
import { DEAL_KINDS } from '../../src/games/deals';
import { DEAL_RESULT_ERRORS } from '../../src/protocol/deal-results';
import { HISTORY_FILE_ERRORS } from '../../src/shell/history/history-file';
import { ANIMATION_SPEEDS } from '../../src/platform/settings';
import { EXPLORERS_SEAT_KINDS, SETUP_PROBLEMS } from '../../src/games/explorers/play/setup-draft';
import { ACHIEVEMENTS, OBJECTS, RULE_ERRORS, SCORE_CATEGORIES, SCORING_PARTS, SIDES, TERRAINS, soloRankBands } from '../../src/games/explorers/rules/index';
import { HUD_MODES } from '../../src/games/explorers/play/play-view';
import { GAMES } from '../../src/games/registry';
import { HOWTO_PAGES } from '../../src/games/explorers/scenes/howto/pages';
import { UNPREFIXED, flatLocale, flatNamespace, keyIn, namespaces } from '../locale-files';

const ROOT = join(__dirname, '..', '..');
const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatLocale(lang)]));
const english = flat.en as Map<string, string>;
/** i18next looks a plural key up by its base name plus a suffix. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const exists = (key: string): boolean => english.has(key) || [...english.keys()].some((k) => k.replace(PLURAL, '') === key);

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] as string).sort();

/** The page's sources: not the games' tests (src/games/<game>/tests/), which name missing keys on purpose. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'tests' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  it('have the same namespaces in every language', () => {
    for (const lang of LANGUAGES) expect(Object.keys(namespaces(lang)).sort(), lang).toEqual(Object.keys(namespaces('en')).sort());
  });

  it('never define a key twice among the namespaces looked up without a prefix', () => {
    const [shell, game] = UNPREFIXED.map((ns) => flatNamespace('en', ns)) as [Map<string, string>, Map<string, string>];
    expect([...shell.keys()].filter((key) => game.has(key))).toEqual([]);
  });

  it('have identical key sets', () => {
    const keys = [...english.keys()].sort();
    for (const lang of LANGUAGES) expect([...(flat[lang] as Map<string, string>).keys()].sort(), lang).toEqual(keys);
  });

  it('have no empty strings', () => {
    for (const lang of LANGUAGES) {
      const empty = [...(flat[lang] as Map<string, string>)].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, lang).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [key, text] of english) {
      for (const lang of LANGUAGES) expect(placeholders((flat[lang] as Map<string, string>).get(key) ?? ''), `${lang}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('contain every key the source names literally', () => {
    const sections = new Set([...english.keys()].map((key) => key.split('.')[0] as string));
    const missing: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)['"`]/g)) {
        const key = match[1] as string;
        if (sections.has(key.split('.')[0] as string) && !exists(key)) missing.push(`${file.slice(ROOT.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('contain the keys the shell builds from lists', () => {
    const families = [
      ...LANGUAGES.map((lang) => `language.name.${lang}`),
      ...ANIMATION_SPEEDS.map((speed) => `settings.speed.${speed}`),
      ...SAVE_ERRORS.map((code) => `save.errors.${code}`),
      ...[...HISTORY_FILE_ERRORS, 'unavailable'].map((code) => `history.errors.${code}`),
      ...DEAL_KINDS.map((kind) => `history.${kind}`),
      ...DEAL_RESULT_ERRORS.map((code) => `leaderboard.errors.${code}`),
      ...RULE_ERRORS.map((code) => `errors.${code}`),
      ...SETUP_PROBLEMS.map((code) => `setup.problems.${code}`),
      ...EXPLORERS_SEAT_KINDS.map((kind) => (kind === 'human' ? 'setup.players.kind.human' : `levels.${kind}`)),
      ...[0, 1, 2, 3].map((i) => `setup.players.aiNames.${i}`),
      // The lobby names an AI seat's level inside a line ("AI: normal"), for every game's levels.
      ...GAMES.flatMap((game) => game.aiLevels.map((level) => `levelsInline.${level}`)),
      ...SIDES.map((side) => `setup.sides.${side}`),
      ...SCORING_PARTS.flatMap((part) => ['title', ...SIDES].map((k) => `setup.sides.${part}.${k}`)),
      ...['players', 'rules', 'map', 'achievements'].map((tab) => `setup.tabs.${tab}`),
      ...['none', 'random', 'chosen'].map((mode) => `setup.achievements.${mode}`),
      ...['design', 'team', 'art', 'sound', 'tools'].map((id) => `credits.${id}.title`),
      ...['team', 'art', 'sound', 'tools'].map((id) => `credits.${id}.text`),
      ...GAMES.map((game) => {
        const [ns = '', key = ''] = game.creditKey.split(':');
        return keyIn(ns, key);
      }),
      ...HOWTO_PAGES.flatMap((page) => [`howto.pages.${page.id}.title`, `howto.pages.${page.id}.text`]),
      // What the game builds from its content and from the rules' events and results.
      ...ACHIEVEMENTS.flatMap((id) => [`achievements.${id}.name`, `achievements.${id}.desc`]),
      // Solo ranks: one per band.
      ...soloRankBands(0).map((_, rank) => `ranks.${rank}`),
      ...TERRAINS.map((terrain) => `terrains.${terrain}`),
      ...OBJECTS.flatMap((kind) => [`objects.${kind}`, `objects.tips.${kind}`]),
      ...SIDES.flatMap((side) => [`play.tips.gems.${side}`, `play.tips.provisions.${side}`]),
      ...[...SCORE_CATEGORIES, 'total'].map((row) => `scoring.categories.${row}`),
      ...HUD_MODES.map((mode) => `play.hud.mode.${mode}`),
    ];
    expect(families.filter((key) => !exists(key))).toEqual([]);
  });
});
