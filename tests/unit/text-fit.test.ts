// The browser tests' text-fit check (tests/e2e/texts.ts) on planted cases: it must see a word the
// wrapper broke between two lines, a label spilling out of its button, and a text grown down
// over the next one or over a button, and stay quiet on texts that fit.
import { describe, expect, it } from 'vitest';
import type { ButtonInfo, TextInfo } from '../e2e/driver';
import { brokenWords, unfitting } from '../e2e/texts';

const PAGE = { width: 1280, height: 800 };

function text(id: number, value: string, box: TextInfo['box'], extra: Partial<TextInfo> = {}): TextInfo {
  return { id, text: value, key: `test.text${id}`, font: 'normal 20px sans-serif', x: box.left, y: box.top, box, fit: null, wrap: null, lines: value.split('\n'), button: null, plate: null, layer: '0/0', ...extra };
}

function button(box: ButtonInfo['box']): ButtonInfo {
  return { key: 'test.button', text: null, icon: null, iconDrawn: false, enabled: true, selected: false, focused: false, name: 'Test', x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2, box, layer: '0/0' };
}

describe('words broken by the wrapper', () => {
  it('sees a word cut between two lines', () => {
    expect(brokenWords('Punkte für Sehenswürdigkeiten', ['Punkte für Sehenswür', 'digkeiten'])).toEqual(['Sehenswür|digkeiten']);
  });

  it('accepts breaks between words, at hyphens and at the text\'s own line breaks', () => {
    expect(brokenWords('Chart the floating islands', ['Chart the', 'floating islands'])).toEqual([]);
    expect(brokenWords('Trails-of-Tucana', ['Trails-', 'of-Tucana'])).toEqual([]);
    expect(brokenWords('Giovan-\nni', ['Giovan-', 'ni'])).toEqual([]);
    expect(brokenWords('one\ntwo', ['one', 'two'])).toEqual([]);
  });
});

describe('texts that do not fit their box', () => {
  const box = { left: 100, top: 100, right: 300, bottom: 130 };

  it('reports a wrapped word and says which', () => {
    const broken = text(1, 'Sehenswürdigkeiten', box, { wrap: 200, lines: ['Sehenswür', 'digkeiten'] });
    expect(unfitting([broken], PAGE)).toEqual(['"Sehenswürdigkeiten" (test.text1) is broken mid-word: Sehenswür|digkeiten']);
  });

  it('reports a label taller than its button', () => {
    const face = { left: 90, top: 105, right: 310, bottom: 125 };
    expect(unfitting([text(1, 'Two\nlines', box, { button: face })], PAGE, [button(face)])).toEqual([
      '"Two lines" (test.text1) spills out of its button (100–130 in 105–125)',
    ]);
  });

  it('reports a text grown taller than the height it must fit, and not one inside it', () => {
    const tall = text(1, 'One\ntwo\nthree', { left: 100, top: 100, right: 300, bottom: 190 }, { fit: { width: null, height: 60, truncated: false } });
    expect(unfitting([tall], PAGE)).toEqual(['"One two three" (test.text1) is 90 px high in a box of 60']);
    expect(unfitting([text(2, 'One\ntwo', box, { fit: { width: null, height: 60, truncated: false } })], PAGE)).toEqual([]);
  });

  it('does not compare texts of different layers (an overlay hides what is under it)', () => {
    const under = text(1, 'Under', box);
    const over = text(2, 'Over', box, { layer: '7/40' });
    expect(unfitting([under, over], PAGE)).toEqual([]);
  });

  it('reports a text grown down over the next text and over a button', () => {
    const grown = text(1, 'A long paragraph', { ...box, bottom: 200 });
    const next = text(2, 'Next', { left: 100, top: 170, right: 180, bottom: 190 });
    const below = button({ left: 150, top: 185, right: 350, bottom: 235 });
    expect(unfitting([grown, next], PAGE, [below])).toEqual([
      '"A long paragraph" (test.text1) runs into "Next" (test.text2)',
      '"A long paragraph" (test.text1) runs into the button test.button',
      '"Next" (test.text2) runs into the button test.button',
    ]);
  });

  it('stays quiet on texts side by side, stacked, on a label inside its button and a mark set on one', () => {
    const face = { left: 90, top: 95, right: 310, bottom: 135 };
    const label = text(1, 'Start', { left: 150, top: 100, right: 250, bottom: 130 }, { button: face });
    const under = text(2, 'Under', { left: 100, top: 132, right: 200, bottom: 150 });
    const beside = text(3, 'Beside', { left: 308, top: 100, right: 400, bottom: 130 });
    const mark = text(4, '✓', { left: 290, top: 96, right: 306, bottom: 112 });
    expect(unfitting([label, under, beside, mark], PAGE, [button(face)])).toEqual([]);
  });
});

describe('texts on plates', () => {
  it('reports a text wider than the badge it sits on, not one inside it', () => {
    const badge = { left: 200, top: 100, right: 248, bottom: 148 };
    const wide = text(1, '2 Kreuze', { left: 186, top: 112, right: 262, bottom: 136 }, { plate: badge });
    const fits = text(2, '2', { left: 216, top: 112, right: 232, bottom: 136 }, { plate: badge });
    expect(unfitting([wide], PAGE)).toEqual(['"2 Kreuze" (test.text1) spills out of the plate it sits on ((186,112)–(262,136) on (200,100)–(248,148))']);
    expect(unfitting([fits], PAGE)).toEqual([]);
    // A letter on a small dot: the dot marks the place, it is not the letter's box.
    expect(unfitting([text(3, 'D', { left: 201, top: 286, right: 223, bottom: 318 }, { plate: { left: 212, top: 294, right: 224, bottom: 306 } })], PAGE)).toEqual([]);
  });
});
