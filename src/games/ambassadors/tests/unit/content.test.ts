// Ambassadors' content: the shipped map and decks meet every constraint of the rules page, and
// data that breaks one is refused, saying which.
import { describe, expect, it } from 'vitest';
import { BONUS_DECK, CONTENT, CONTENT_DATA, DECKS, MAP, START_SPREAD, validateContent, wonderDistances, type AmbassadorsContent } from '../../rules/index';
import { B, W } from './fixtures';

const problem = (content: AmbassadorsContent): string => {
  const checked = validateContent(content);
  return checked.ok ? 'accepted' : checked.error.code;
};
const withMap = (change: Partial<AmbassadorsContent['map']>): AmbassadorsContent => ({ ...CONTENT_DATA, map: { ...MAP, ...change } });

describe('the shipped content', () => {
  it('is valid: 18–24 wonders, the rulebook\'s among them, and the bonus deck of 36', () => {
    expect(CONTENT.ok).toBe(true);
    expect(B.wonders).toBeGreaterThanOrEqual(18);
    expect(B.wonders).toBeLessThanOrEqual(24);
    for (const id of ['unitedKingdom', 'france', 'spain', 'timbuktu', 'forbiddenCity', 'lhasa', 'carthage', 'rhodes']) expect(W(id)).toBeGreaterThanOrEqual(0);
    expect(B.starts).toEqual([W('unitedKingdom'), W('france'), W('spain'), W('timbuktu')]);
    expect(B.city).toBe(W('forbiddenCity'));
    expect(BONUS_DECK).toEqual({ plus2: 12, plus3: 7, ambush: 10, joker: 7 });
    expect(B.tolls.every((t) => t >= 10 && t <= 30)).toBe(true);
    expect(DECKS.every((d) => d.cards.length >= 5 && d.cards.length <= 8)).toBe(true);
  });

  it('puts the start wonders within 10% of each other from the City, green only and with shortcuts', () => {
    for (const shortcuts of [false, true]) {
      const dist = wonderDistances(B, B.city, shortcuts);
      const far = B.starts.map((w) => dist[w] as number);
      expect(Math.max(...far) / Math.min(...far)).toBeLessThanOrEqual(1 + START_SPREAD);
      // Who plays first reads the distances with shortcuts, kept with the content.
      if (shortcuts) expect(B.startsToCity).toEqual(far);
    }
  });

  it('scales trips to 1–6 rolls of 2d6 in the top band', () => {
    for (const card of B.cards) {
      expect(card.top).toBeLessThanOrEqual(6);
      expect(card.topGold).toBeGreaterThan(card.midGold);
    }
  });
});

describe('broken content', () => {
  it.each([
    ['too few wonders', withMap({ wonders: MAP.wonders.slice(0, 17), paths: [] })],
    ['a wonder twice', withMap({ wonders: [...MAP.wonders.slice(0, -1), { ...(MAP.wonders[0] as (typeof MAP.wonders)[number]), start: undefined }] })],
    ['no start 3', withMap({ wonders: MAP.wonders.map((w) => (w.start === 3 ? { id: w.id, x: w.x, y: w.y } : w)) })],
    ['no City', withMap({ wonders: MAP.wonders.map((w) => (w.city ? { id: w.id, x: w.x, y: w.y } : w)) })],
    ['an orange path to no wonder', withMap({ paths: [...MAP.paths, { a: 'lhasa', b: 'atlantis', dots: 3, colour: 'orange' }] })],
    ['a path of no dots', withMap({ paths: MAP.paths.map((p, i) => (i === 0 ? { ...p, dots: 0 } : p)) })],
    ['a wonder cut off', withMap({ paths: MAP.paths.filter((p) => p.a !== 'kyoto' && p.b !== 'kyoto') })],
    ['uneven starts', withMap({ paths: MAP.paths.map((p) => (p.a === 'timbuktu' && p.b === 'carthage' ? { ...p, dots: 12 } : p)) })],
    ['a deck of 4', { ...CONTENT_DATA, decks: DECKS.map((d, i) => (i === 0 ? { ...d, cards: d.cards.slice(0, 4) } : d)) }],
    ['bands out of order', { ...CONTENT_DATA, decks: DECKS.map((d, i) => (i === 0 ? { ...d, cards: d.cards.map((c) => ({ ...c, mid: c.top })) } : d)) }],
    ['a toll of 50', { ...CONTENT_DATA, decks: DECKS.map((d, i) => (i === 0 ? { ...d, toll: 50 } : d)) }],
    ['a missing deck', { ...CONTENT_DATA, decks: DECKS.slice(1) }],
  ])('refuses %s', (_name, content) => {
    expect(problem(content as AmbassadorsContent)).toBe('badContent');
  });
});
