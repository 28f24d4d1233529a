// Checks on the texts a scene shows (from the test bridge's list of visible Text objects): raw
// i18n keys, empty translations, texts left in the previous language, glyphs no installed font
// can draw, type too small to read, and texts that do not fit their box.
import type { Page } from 'playwright-core';
import { MIN_TEXT_PX } from '../../src/ui/theme';
import { parentTree } from '../locale-files';
import type { ButtonInfo, TextInfo } from './driver';

export const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A key's templates in one language (plural keys have several: `key_one`, `key_other`...). */
function templates(lang: Language, key: string): string[] {
  const node = parentTree(lang, key);
  const last = key.split(/[.:]/).pop() as string;
  if (!node) return [];
  return Object.entries(node)
    .filter(([name, value]) => typeof value === 'string' && (name === last || name.startsWith(`${last}_`)))
    .map(([, value]) => value as string)
    .sort();
}

/** A text that looks like an i18n key (`menu.start`, `play.prompt.place`) rather than words. */
const KEY_LIKE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** Texts that show a raw key, or a localized text whose translation is empty. */
export function untranslated(texts: readonly TextInfo[]): string[] {
  const problems: string[] = [];
  for (const t of texts) {
    if (KEY_LIKE.test(t.text.trim())) problems.push(`raw key shown: "${t.text}"`);
    else if (t.key && t.key !== 'common.verbatim' && t.text.trim() === '') problems.push(`empty translation for ${t.key}`);
  }
  return problems;
}

/**
 * Texts still showing what they showed in the previous language. A text may stay the same only
 * when it cannot change: verbatim values (names, numbers), plain texts without two letters in a
 * row (scores, quadrant letters), and keys whose templates are the same in both languages
 * (language names, each written in its own language; "Menu"...).
 */
export function unchanged(before: readonly TextInfo[], after: readonly TextInfo[], from: Language, to: Language): string[] {
  const earlier = new Map(before.map((t) => [t.id, t]));
  const problems: string[] = [];
  for (const text of after) {
    const old = earlier.get(text.id);
    if (!old || old.text !== text.text) continue;
    if (text.key === 'common.verbatim' || (text.key === null && !/\p{L}{2}/u.test(text.text))) continue;
    if (text.key !== null && JSON.stringify(templates(from, text.key)) === JSON.stringify(templates(to, text.key))) continue;
    problems.push(`still "${text.text}" after ${from} → ${to}${text.key ? ` (${text.key})` : ''}`);
  }
  return problems;
}

/**
 * Characters drawn as "tofu" (the missing-glyph box). In the page, each character is drawn on a
 * canvas with the text's own font (family, weight and style; the size does not change which font
 * has the glyph) and compared, pixel for pixel, with a character no font has (U+0378, unassigned):
 * when neither the font stack nor the system's fallback fonts have a glyph, Chromium draws the
 * same missing-glyph box for both, and a real glyph never renders exactly like that box. A
 * check like `document.fonts.check()` cannot tell this: it reports whether fonts are loaded, not
 * whether they cover a character, and system fonts always count as loaded.
 */
export async function missingGlyphs(page: Page, texts: readonly TextInfo[]): Promise<string[]> {
  const wanted = new Map<string, Set<string>>();
  for (const t of texts) {
    // '<style> <size> <family>': the size is set to 40px for every check.
    const [style, , ...family] = t.font.split(' ');
    const font = `${style} 40px ${family.join(' ')}`;
    const chars = wanted.get(font) ?? new Set<string>();
    for (const ch of t.text) if (ch.trim() !== '') chars.add(ch);
    wanted.set(font, chars);
  }
  const jobs = [...wanted].map(([font, chars]) => ({ font, chars: [...chars] }));
  return page.evaluate((list) => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 80;
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const picture = (font: string, ch: string): string => {
      ctx.clearRect(0, 0, 80, 80);
      ctx.font = font;
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#000';
      ctx.fillText(ch, 10, 40);
      const data = ctx.getImageData(0, 0, 80, 80).data;
      let hash = 0;
      for (let i = 3; i < data.length; i += 4) hash = (Math.imul(hash, 31) + (data[i] as number)) >>> 0;
      return `${hash}/${ctx.measureText(ch).width}`;
    };
    const missing: string[] = [];
    for (const { font, chars } of list) {
      const tofu = picture(font, '\u0378');
      for (const ch of chars) {
        if (picture(font, ch) === tofu) missing.push(`U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')} "${ch}" in ${font}`);
      }
    }
    return missing;
  }, jobs);
}

/** Texts (words or figures) drawn smaller than `MIN_TEXT_PX` on the page; `cssScale`: CSS pixels per logical unit. */
export function tooSmall(texts: readonly TextInfo[], cssScale: number): string[] {
  const problems: string[] = [];
  for (const t of texts) {
    const px = Number(/([\d.]+)px/.exec(t.font)?.[1] ?? NaN) * cssScale;
    if (/[\p{L}\p{N}]/u.test(t.text) && !(px >= MIN_TEXT_PX - 0.05)) problems.push(`"${t.text}"${t.key ? ` (${t.key})` : ''} is ${px.toFixed(1)} px`);
  }
  return problems;
}

/** Slack for rounding to whole CSS pixels. */
const FIT_SLACK = 2;
/** Two boxes overlap when they share more than this in both directions (CSS pixels). */
const OVERLAP_SLACK = 4;

type Box = TextInfo['box'];

/** How far two boxes overlap across and down (negative: apart). */
const overlap = (a: Box, b: Box): { across: number; down: number } => ({
  across: Math.min(a.right, b.right) - Math.max(a.left, b.left),
  down: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
});
const overlaps = (a: Box, b: Box): boolean => {
  const { across, down } = overlap(a, b);
  return across > OVERLAP_SLACK && down > OVERLAP_SLACK;
};

const span = (b: Box): { across: number; down: number } => ({ across: b.right - b.left, down: b.bottom - b.top });
const boxText = (b: Box): string => `(${b.left},${b.top})–(${b.right},${b.bottom})`;
const inside = (inner: Box, outer: Box): boolean =>
  inner.left >= outer.left - FIT_SLACK && inner.top >= outer.top - FIT_SLACK && inner.right <= outer.right + FIT_SLACK && inner.bottom <= outer.bottom + FIT_SLACK;

/** Where a text's wrapper broke a word between two lines: "Sehenswür|digkeiten". */
export function brokenWords(text: string, lines: readonly string[]): string[] {
  const broken: string[] = [];
  let at = 0;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const found = line === '' ? -1 : text.indexOf(line, at);
    if (found < 0) return;
    at = found + line.length;
    const next = text.slice(at).match(/^\S*/)?.[0] ?? '';
    // A line may end at a hyphen or a slash; a letter or figure cut from the next one is a broken word.
    if (i < lines.length - 1 && next !== '' && !/[-\u00AD\u2010\u2011/]$/.test(line)) broken.push(`${line.split(/\s/).pop() ?? ''}|${next}`);
  });
  return broken;
}

const describeText = (t: TextInfo): string => `"${t.text.replace(/\n/g, ' ')}"${t.key ? ` (${t.key})` : ''}`;

/**
 * Texts that do not fit their box: a localized text that had to give up its end ("…") to fit its
 * width (a name the player typed may), is wider than that width, has a word wider than its
 * line width, has a word broken between two lines by the wrapper, runs off the page (`page`: its
 * size in CSS pixels), spills out of its button, or runs into another text or a button (the way
 * too many lines for a box show: the text grows down over what follows).
 */
export function unfitting(texts: readonly TextInfo[], page: { width: number; height: number }, buttons: readonly ButtonInfo[] = []): string[] {
  const problems: string[] = [];
  texts.forEach((t, i) => {
    const what = describeText(t);
    const width = t.box.right - t.box.left;
    if (t.fit?.truncated && t.key !== 'common.verbatim') problems.push(`${what} is cut to fit ${t.fit.width} px`);
    else if (t.fit?.width && width > t.fit.width + FIT_SLACK) problems.push(`${what} is ${width} px wide in a box of ${t.fit.width}`);
    const height = t.box.bottom - t.box.top;
    if (t.fit?.height && height > t.fit.height + FIT_SLACK) problems.push(`${what} is ${height} px high in a box of ${t.fit.height}`);
    if (t.wrap && width > t.wrap + FIT_SLACK) problems.push(`${what} has a word too long for its ${t.wrap} px lines (${width} px)`);
    if (t.box.left < -FIT_SLACK || t.box.top < -FIT_SLACK || t.box.right > page.width + FIT_SLACK || t.box.bottom > page.height + FIT_SLACK) {
      problems.push(`${what} runs off the page (${t.box.left},${t.box.top})–(${t.box.right},${t.box.bottom})`);
    }
    for (const word of brokenWords(t.text, t.lines)) problems.push(`${what} is broken mid-word: ${word}`);
    if (t.button && (t.box.top < t.button.top - FIT_SLACK || t.box.bottom > t.button.bottom + FIT_SLACK)) {
      problems.push(`${what} spills out of its button (${t.box.top}–${t.box.bottom} in ${t.button.top}–${t.button.bottom})`);
    }
    // A plate smaller than the text both ways is a mark under it (a village's dot), not its box.
    const plate = t.plate && (span(t.plate).across >= span(t.box).across || span(t.plate).down >= span(t.box).down) ? t.plate : null;
    if (plate && !inside(t.box, plate)) problems.push(`${what} spills out of the plate it sits on (${boxText(t.box)} on ${boxText(plate)})`);
    // Only within a layer: texts under an overlay (a curtain, an opponent's sheet) are hidden, not run into.
    for (const other of texts.slice(i + 1)) {
      if (other.layer === t.layer && overlaps(t.box, other.box)) problems.push(`${what} runs into ${describeText(other)}`);
    }
    // A text wholly on a button is its label or a mark set on it (a seat's ✓); half on it, a spill.
    for (const button of buttons) {
      const own = t.button !== null && t.button.left === button.box.left && t.button.top === button.box.top;
      if (!own && button.layer === t.layer && overlaps(t.box, button.box) && !inside(t.box, button.box)) problems.push(`${what} runs into the button ${button.key ?? button.icon ?? ''}`);
    }
  });
  return problems;
}
