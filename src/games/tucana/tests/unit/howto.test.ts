// Trails of Tucana's how-to pages: every page has its title and text in the four languages, and
// every picture shows a possible island: sights on their own terrain, villages on land, trails
// between neighbouring hexes only, each letter's villages at most two.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../platform/i18n';
import { SIGHT_KINDS, SIGHT_TERRAIN, TERRAINS, type Terrain } from '../../rules/index';
import { HOWTO_PAGES, segmentsOf, type HexScene, type Spot } from '../../howto/pages';
import { flatNamespace } from '../../../../../tests/locale-files';

const TERRAIN_CODES = 'dfmw';
const SIGHT_CODES = 'obtys';

const terrainAt = (picture: HexScene, [row, column]: Spot): Terrain | null => TERRAINS[TERRAIN_CODES.indexOf(picture.terrain[row]?.[column] ?? '.')] ?? null;

/** Neighbours in rows where odd rows sit half a hex to the right. */
function neighbours([r1, c1]: Spot, [r2, c2]: Spot): boolean {
  if (r1 === r2) return Math.abs(c1 - c2) === 1;
  if (Math.abs(r1 - r2) !== 1) return false;
  const shift = r1 % 2 === 1 ? 0 : -1;
  return c2 === c1 + shift || c2 === c1 + shift + 1;
}

/** Everything impossible about a picture's island. */
function problems(picture: HexScene): string[] {
  const found: string[] = [];
  const letters = new Map<string, number>();
  picture.features?.forEach((row, r) =>
    [...row].forEach((code, c) => {
      if (code === '.') return;
      const terrain = terrainAt(picture, [r, c]);
      const sight = SIGHT_CODES.indexOf(code);
      if (terrain === null) found.push(`${code} at ${r},${c} is in the sea`);
      else if (sight >= 0 && SIGHT_TERRAIN[SIGHT_KINDS[sight] as (typeof SIGHT_KINDS)[number]] !== terrain) found.push(`${code} at ${r},${c} is on ${terrain}`);
      else if (sight < 0 && !/^[A-E]$/.test(code)) found.push(`${code} at ${r},${c} is no feature`);
      else if (sight < 0 && terrain === 'water') found.push(`village ${code} at ${r},${c} is on water`);
      if (sight < 0) letters.set(code, (letters.get(code) ?? 0) + 1);
    }),
  );
  for (const [letter, count] of letters) if (count > 2) found.push(`${count} villages ${letter}`);
  for (const [a, b] of segmentsOf([...(picture.trails ?? []), ...(picture.bonus ?? []), ...(picture.lit ?? [])])) {
    if (!terrainAt(picture, a) || !terrainAt(picture, b)) found.push(`trail ${a}-${b} leaves the island`);
    else if (!neighbours(a, b)) found.push(`trail ${a}-${b} joins hexes that are not neighbours`);
  }
  return found;
}

/** Every pair of neighbouring hexes whose terrains the cards allow (a joker allows any), as "r,c-r,c". */
function allowed(picture: HexScene): string[] {
  const [first, second] = picture.cards ?? [];
  const fits = (card: string | undefined, spot: Spot): boolean => card === 'joker' || card === terrainAt(picture, spot);
  const spots = picture.terrain.flatMap((row, r) => [...row].flatMap((code, c): Spot[] => (code === '.' ? [] : [[r, c]])));
  return spots.flatMap((a, i) =>
    spots
      .slice(i + 1)
      .filter((b) => neighbours(a, b) && ((fits(first, a) && fits(second, b)) || (fits(second, a) && fits(first, b))))
      .map((b) => `${a}-${b}`),
  );
}

describe("Trails of Tucana's how-to pages", () => {
  it('have a title and a text in every language, in a page order with no repeats', () => {
    const ids = HOWTO_PAGES.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 2)).toEqual(['goal', 'drawing']);
    const missing = LANGUAGES.flatMap((lang) => {
      const strings = flatNamespace(lang, 'tucana');
      return ids.flatMap((id) => ['title', 'text'].map((part) => `tucana:howto.pages.${id}.${part}`)).filter((key) => !strings.get(key)?.trim());
    });
    expect(missing).toEqual([]);
  });

  it('cover the game: the cards, jokers, sights, bonus segments, pairs, the races, scoring and solo', () => {
    expect(HOWTO_PAGES.map((page) => page.id)).toEqual(['goal', 'drawing', 'jokers', 'sights', 'bonusSegments', 'pairs', 'races', 'rounds', 'solo']);
  });

  it('read trails as paths, each step a segment', () => {
    expect(segmentsOf(['1,0 1,1 2,1', '0,3 0,2'])).toEqual([
      [[1, 0], [1, 1]],
      [[1, 1], [2, 1]],
      [[0, 3], [0, 2]],
    ]);
  });

  it('draw possible islands only', () => {
    const found = HOWTO_PAGES.flatMap((page) => (page.picture.kind === 'hexes' ? problems(page.picture).map((p) => `${page.id}: ${p}`) : []));
    expect(found).toEqual([]);
  });

  it('light exactly the segments the cards allow', () => {
    for (const page of HOWTO_PAGES) {
      if (page.picture.kind !== 'hexes' || !page.picture.lit) continue;
      const lit = segmentsOf(page.picture.lit).map(([a, b]) => (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? `${a}-${b}` : `${b}-${a}`));
      expect(lit.sort(), page.id).toEqual(allowed(page.picture).sort());
    }
    expect(allowed({ terrain: ['fm', 'ww'], cards: ['joker', 'water'] })).toEqual(['0,0-1,0', '0,1-1,0', '0,1-1,1', '1,0-1,1']);
  });

  it('can tell an impossible island (the check itself can fail)', () => {
    const bad: HexScene = { terrain: ['dw', 'wf'], features: ['tA', '.o'], trails: ['0,0 1,1'] };
    expect(problems(bad)).toEqual(['t at 0,0 is on desert', 'village A at 0,1 is on water', 'o at 1,1 is on forest', 'trail 0,0-1,1 joins hexes that are not neighbours']);
  });
});
