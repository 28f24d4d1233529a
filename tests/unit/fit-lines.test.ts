import { describe, expect, test } from 'vitest';
import { fitLines, type Measure } from '../../src/ui/fit-lines';

/** Every character 0.6 of the size wide, as a bold sans-serif roughly is. */
const measure: Measure = (text, size) => Array.from(text).length * size * 0.6;

describe('a name in a narrow column', () => {
  test('stays on one line at the largest size that fits', () => {
    expect(fitLines('Ada', 60, 13, 10, measure)).toEqual({ size: 13, lines: ['Ada'], cut: false });
    expect(fitLines('Ferdinand', 60, 13, 10, measure)).toEqual({ size: 11, lines: ['Ferdinand'], cut: false });
  });

  test('takes two lines, split at a space, rather than shrink past the least size', () => {
    expect(fitLines('Anna Maria Lotte', 75, 13, 10, measure)).toEqual({ size: 12, lines: ['Anna Maria', 'Lotte'], cut: false });
  });

  test('splits one long word with a hyphen', () => {
    const fitted = fitLines('Maximilianstraße', 60, 13, 10, measure);
    expect(fitted.cut).toBe(false);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[0]?.endsWith('-')).toBe(true);
    expect(fitted.lines.join('').replace('-', '')).toBe('Maximilianstraße');
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(60);
  });

  test('cuts the end with an ellipsis only when two lines at the least size are not enough', () => {
    const fitted = fitLines('Bartholomew Fitzwilliam', 40, 13, 10, measure);
    expect(fitted.cut).toBe(true);
    expect(fitted.size).toBe(10);
    for (const line of fitted.lines) expect(measure(line, 10)).toBeLessThanOrEqual(40);
    expect(fitted.lines.some((line) => line.endsWith('…'))).toBe(true);
  });
});
