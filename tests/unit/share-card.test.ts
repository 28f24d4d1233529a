// Sharing a deal's result: the picture's layout (every line on the card, in order, a long one
// shrunk to fit), and the way out: the picture with the text where the browser can share files,
// the text alone where it can share only text, the clipboard otherwise.
import { describe, expect, it } from 'vitest';
import { CARD_SIZE, shareCardLayout, type Measure } from '../../src/shell/deals/share-card';
import { shareResult } from '../../src/shell/deals/share-result';

// A plain measure: every character as wide as 0.6 of the font's size.
const measure: Measure = (text, px) => text.length * px * 0.6;
const CARD = { game: 'Explorers', deal: 'Daily deal · Sunday 29 November 2026', score: '80 points', rank: 'Rank 1 of 2', site: 'play.example.org' };

describe('the shared picture', () => {
  it('puts the game, the deal, the score, the rank and the site on the card, top to bottom', () => {
    const lines = shareCardLayout(CARD, measure);
    expect(lines.map((l) => l.text)).toEqual([CARD.game, CARD.deal, CARD.score, CARD.rank, CARD.site]);
    for (const [i, line] of lines.entries()) {
      expect(line.x).toBe(CARD_SIZE.width / 2);
      expect(line.y - line.px, line.text).toBeGreaterThan(0);
      expect(line.y, line.text).toBeLessThan(CARD_SIZE.height);
      expect(measure(line.text, line.px, line.font, line.bold), line.text).toBeLessThanOrEqual(CARD_SIZE.width - 80);
      if (i > 0) expect(line.y - line.px).toBeGreaterThan((lines[i - 1] as (typeof lines)[number]).y);
    }
    // The score stands out.
    expect(Math.max(...lines.map((l) => l.px))).toBe(lines[2]?.px);
  });

  it('shrinks a long line to fit, and leaves a short one at its size', () => {
    const long = shareCardLayout({ ...CARD, deal: 'Wochenaufgabe · 23. November – 29. November 2026' }, measure);
    const short = shareCardLayout(CARD, measure);
    expect(long[1]?.px).toBeLessThan(short[1]?.px as number);
    expect(measure(long[1]?.text as string, long[1]?.px as number, '', false)).toBeLessThanOrEqual(CARD_SIZE.width - 80);
    expect(long[2]?.px).toBe(short[2]?.px);
  });
});

/** A browser's navigator as far as sharing goes: what it can share, and what it was given. */
function fakeNavigator(can: { files: boolean; share: boolean; clipboard: boolean }) {
  const sent: { share: ShareData[]; clipboard: string[] } = { share: [], clipboard: [] };
  const nav = {
    ...(can.share ? { share: async (data: ShareData) => void sent.share.push(data), canShare: (data: ShareData) => can.files || !data.files } : {}),
    clipboard: { writeText: async (text: string) => (can.clipboard ? void sent.clipboard.push(text) : Promise.reject(new Error('denied'))) },
  } as unknown as Navigator;
  return { nav, sent };
}

describe('sharing a result', () => {
  const picture = new File([new Uint8Array([137, 80, 78, 71])], 'explorers-2026-11-29.png', { type: 'image/png' });

  it('shares the picture with the text where the browser can share files', async () => {
    const { nav, sent } = fakeNavigator({ files: true, share: true, clipboard: true });
    expect(await shareResult('80 points', picture, nav)).toBe('shared');
    expect(sent).toEqual({ share: [{ files: [picture], text: '80 points' }], clipboard: [] });
  });

  it('shares the text alone where it can share no files, or no picture could be drawn', async () => {
    for (const [files, file] of [[false, picture], [true, null]] as const) {
      const { nav, sent } = fakeNavigator({ files, share: true, clipboard: true });
      expect(await shareResult('80 points', file, nav)).toBe('shared');
      expect(sent).toEqual({ share: [{ text: '80 points' }], clipboard: [] });
    }
  });

  it('copies the text where the browser cannot share, and says when even that fails', async () => {
    const copying = fakeNavigator({ files: false, share: false, clipboard: true });
    expect(await shareResult('80 points', picture, copying.nav)).toBe('copied');
    expect(copying.sent).toEqual({ share: [], clipboard: ['80 points'] });
    expect(await shareResult('80 points', picture, fakeNavigator({ files: false, share: false, clipboard: false }).nav)).toBe('failed');
  });
});
