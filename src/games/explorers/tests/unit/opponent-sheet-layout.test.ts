import { describe, expect, it } from 'vitest';
import { computeLayout, type Rect } from '../../../../ui/layout';
import { computePlayLayout, UNDERSIDE_SHARE } from '../../ui/play-layout';
import { computeOpponentSheetLayout } from '../../ui/opponent-sheet-layout';

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - 1e-6 && inner.y >= outer.y - 1e-6 && inner.x + inner.width <= outer.x + outer.width + 1e-6 && inner.y + inner.height <= outer.y + outer.height + 1e-6;

const SCREENS = [
  [1280, 800],
  [1920, 1080],
  [1024, 768],
  [390, 844],
  [360, 640],
  [820, 1180],
] as const;

describe('the opponent sheet layout', () => {
  for (const [width, height] of SCREENS) {
    const layout = computeLayout(width, height);
    const play = computePlayLayout(layout);
    const sheet = computeOpponentSheetLayout(layout, play);
    const map: Rect = { ...sheet.play.map, height: sheet.play.map.height + Math.round(sheet.play.cell * UNDERSIDE_SHARE) };
    const parts = { title: sheet.title, note: sheet.note, close: sheet.close, map, breakdown: sheet.breakdown, panel: sheet.panel, tracks: sheet.tracks };

    it(`keeps every part inside its frame, apart from the others, at ${width}×${height}`, () => {
      const screen: Rect = { x: 0, y: 0, width: layout.width, height: layout.height };
      expect(within(sheet.frame, screen)).toBe(true);
      const entries = Object.entries(parts);
      for (const [name, rect] of entries) {
        expect(within(rect, sheet.frame), name).toBe(true);
        expect(rect.width, name).toBeGreaterThan(0);
        expect(rect.height, name).toBeGreaterThan(0);
      }
      // The title and its note share the header with the close button; everything else stands apart.
      for (let i = 0; i < entries.length; i++) {
        for (let j = i + 1; j < entries.length; j++) {
          const [a, ra] = entries[i] as [string, Rect];
          const [b, rb] = entries[j] as [string, Rect];
          expect(overlaps(ra, rb), `${a} and ${b}`).toBe(false);
        }
      }
      expect(sheet.close.height).toBeGreaterThanOrEqual(44);
      // The map keeps the islands' proportions and a readable size.
      expect(sheet.play.cell).toBeGreaterThanOrEqual(18);
      expect(sheet.play.gap).toBeGreaterThan(0);
    });

    it(`leaves what the player acts on, or the mini-maps, uncovered at ${width}×${height}`, () => {
      if (play.compact) {
        // A phone: the whole screen, the mini-maps left in sight between their map and their sheet.
        expect(sheet.play.map).toEqual(play.map);
        for (const [name, rect] of Object.entries(parts)) expect(overlaps(rect, play.opponents), name).toBe(false);
      } else {
        // Wider screens: over the map only; the card, buttons, own sheet and mini-maps stay in reach.
        for (const reachable of [play.card, play.actions, play.sheet, play.opponents]) expect(overlaps(sheet.frame, reachable)).toBe(false);
      }
    });
  }
});
