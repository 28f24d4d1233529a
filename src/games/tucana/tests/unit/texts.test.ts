// Trails of Tucana's texts (locales/<language>/tucana.json): every refusal the rules can give and
// every event they emit has its words in all four languages, and so do the names the screens
// build from the rules' lists (terrains, sights, islands, score categories, solo ranks).
import i18next, { type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../platform/i18n';
import {
  CARD_KINDS,
  EVENT_TYPES,
  ISLANDS,
  RULE_ERRORS,
  SCORE_CATEGORIES,
  SIGHT_KINDS,
  soloRank,
  type TucanaEventType,
} from '../../rules/index';
import { sightTotals } from '../../ui/sight-totals';
import type { Message } from '../../../../platform/i18n';
import { namespaces } from '../../../../../tests/locale-files';

/** The messages a turn log or a banner shows for each event, with the parameters they take. */
const EVENT_MESSAGES: Readonly<Record<TucanaEventType, readonly (readonly [string, Record<string, string | number>])[]>> = {
  cardsRevealed: [['events.cardsRevealed', { number: 3, a: 'A', b: 'B' }]],
  noSegment: [['events.noSegment', { name: 'Ada' }]],
  segmentDrawn: [
    ['events.segmentDrawn', { name: 'Ada' }],
    ['events.bonusSegmentDrawn', { name: 'Ada' }],
  ],
  sightScored: [
    ['events.sightScored', { name: 'Ada', sight: 'S', count: 2 }],
    ['events.bonusSegmentEarned', {}],
    ['events.chainReaction', {}],
  ],
  pairConnected: [['events.pairConnected', { name: 'Ada', letter: 'C', count: 9 }]],
  playerDone: [['events.playerDone', { name: 'Ada' }]],
  turnClosed: [['events.turnClosed', {}]],
  blueBonus: [
    ['events.blueBonus', { letter: 'D', count: 6 }],
    ['events.takenBy', { names: 'Ada' }],
    ['events.sharedBy', { names: 'Ada, Bo' }],
    ['events.blueLeft', { letter: 'D', count: 1 }],
  ],
  redBonus: [
    ['events.redBonus', { sight: 'S', count: 6 }],
    ['events.takenBy', { names: 'Ada' }],
    ['events.sharedBy', { names: 'Ada, Bo' }],
  ],
  roundScored: [
    ['events.roundScored', { round: 1 }],
    ['events.roundLine', { name: 'Ada', count: 12 }],
  ],
  soloCut: [
    ['events.soloCut', { kept: 'B, E' }],
    ['events.soloCutNone', {}],
  ],
  gameOver: [['events.gameOver', {}]],
};

const instances = new Map<string, I18n>();

beforeAll(async () => {
  for (const lang of LANGUAGES) {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: namespaces(lang) }, defaultNS: 'tucana', interpolation: { escapeValue: false } });
    instances.set(lang, i18n);
  }
});

/** The words of `key` in `lang`, or null when the key (or its plural form for `count`) is missing. */
function message(lang: string, key: string, params: Record<string, string | number> = {}): string | null {
  const i18n = instances.get(lang) as I18n;
  return i18n.exists(key, params) ? i18n.t(key, params) : null;
}

/** Every problem with `key` in the four languages: missing, empty, or a placeholder left unfilled. */
function problems(key: string, params: Record<string, string | number> = {}): string[] {
  return LANGUAGES.flatMap((lang) => {
    const counts = 'count' in params ? [0, 1, 2, 7] : [undefined];
    return counts.flatMap((count) => {
      const text = message(lang, key, count === undefined ? params : { ...params, count });
      if (text === null) return [`${lang}: no ${key}${count === undefined ? '' : ` for ${count}`}`];
      if (text.trim() === '' || /\{\{|\}\}/.test(text)) return [`${lang}: ${key} reads "${text}"`];
      return [];
    });
  });
}

describe("Trails of Tucana's texts", () => {
  it('explain every refusal the rules can give, in every language', () => {
    expect(RULE_ERRORS.length).toBeGreaterThan(10);
    expect(RULE_ERRORS.flatMap((code) => problems(`errors.${code}`))).toEqual([]);
  });

  it('tell every event the rules emit, in every language', () => {
    expect(Object.keys(EVENT_MESSAGES).sort()).toEqual([...EVENT_TYPES].sort());
    expect(Object.values(EVENT_MESSAGES).flatMap((messages) => messages.flatMap(([key, params]) => problems(key, params)))).toEqual([]);
  });

  it('fill the parameters in: a count chooses the plural, a name and a letter stand where they should', () => {
    expect(message('en', 'events.pairConnected', { name: 'Ada', letter: 'C', count: 1 })).toBe('Ada joins the two C villages: 1 point');
    expect(message('en', 'events.blueLeft', { letter: 'D', count: 0 })).toBe('No blue card left for D');
    expect(message('de', 'events.sightScored', { name: 'Bo', sight: 'Yeti', count: 4 })).toBe('Bo verbindet eine Sehenswürdigkeit mit einem Dorf: Yeti, 4 Punkte');
    // French counts 0 as singular.
    expect(message('fr', 'events.roundLine', { name: 'Ada', count: 0 })).toBe('Ada\u202f: 0 point de sites touristiques');
  });

  it('write the sheet’s sight points as a player reads them: this round’s, then each earlier round’s', () => {
    // A message's parameters may be messages, translated first (as the page's i18n does).
    const words = (lang: string, { key, params = {} }: Message): string | null =>
      message(lang, key.replace(/^tucana:/, ''), Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? (words(lang, value) ?? '') : value])));
    const lines = (value: number, rounds: number[]) => Object.fromEntries(LANGUAGES.map((lang) => [lang, words(lang, sightTotals(value, rounds))]));
    expect(lines(1, [])).toEqual({
      en: 'Sights linked: 1 point at the round’s end',
      fr: 'Sites reliés\u202f: 1 point en fin de manche',
      de: 'Sehenswürdigkeiten: 1 Punkt je Runde',
      it: 'Attrazioni collegate: 1 punto a fine manche',
    });
    expect(lines(0, [1])).toEqual({
      en: 'Sights linked: 0 pts now · round 1: 1',
      fr: 'Sites reliés\u202f: 0 pt en cours · manche 1\u202f: 1',
      de: 'Sehenswürdigkeiten: 0 Pkt. · Runde 1: 1',
      it: 'Attrazioni collegate: 0 pt ora · manche 1: 1',
    });
    expect(lines(14, [0, 9])).toEqual({
      en: 'Sights linked: 14 pts now · round 1: 0, round 2: 9',
      fr: 'Sites reliés\u202f: 14 pts en cours · manche 1\u202f: 0, manche 2\u202f: 9',
      de: 'Sehenswürdigkeiten: 14 Pkt. · Runde 1: 0, Runde 2: 9',
      it: 'Attrazioni collegate: 14 pt ora · manche 1: 0, manche 2: 9',
    });
  });

  it('can tell a missing message apart (the check itself can fail)', () => {
    expect(problems('errors.noSuchCode')).toHaveLength(LANGUAGES.length);
    // Without the name and the letter, the placeholders stay in the text.
    expect(problems('events.pairConnected', { count: 2 })).toHaveLength(LANGUAGES.length * 4);
  });

  it('name every card, sight, island, score category and solo rank', () => {
    const top = soloRank('petit', Number.MAX_SAFE_INTEGER);
    const keys = [
      'name',
      ...CARD_KINDS.map((kind) => `terrains.${kind}`),
      ...SIGHT_KINDS.map((kind) => `sights.${kind}`),
      ...ISLANDS.map((island) => `islands.${island}`),
      ...[...SCORE_CATEGORIES, 'total'].map((category) => `categories.${category}`),
      ...Array.from({ length: top + 1 }, (_, rank) => `ranks.${rank}`),
    ];
    expect(top).toBe(soloRank('grande', Number.MAX_SAFE_INTEGER));
    expect(keys.flatMap((key) => problems(key))).toEqual([]);
    expect(problems('categories.sightsRound', { round: 2 })).toEqual([]);
    expect([...problems('ranks.from', { min: 50 }), ...problems('ranks.under', { max: 50 })]).toEqual([]);
  });
});
