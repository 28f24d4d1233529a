// A short text (a player's name) in at most two lines of a narrow column, as large as it goes.
// Pure: the caller measures, so it is tested without a browser.

/** Width of `text` drawn at `size` px. */
export type Measure = (text: string, size: number) => number;

export interface FittedLines {
  readonly size: number;
  readonly lines: readonly string[];
  /** The text did not fit even at the smallest size: its end gave way to an ellipsis. */
  readonly cut: boolean;
}

/** Every way to put `text` on two lines: at a space, else inside a word with a hyphen. */
function splits(text: string): [string, string][] {
  const chars = Array.from(text);
  const atSpaces: [string, string][] = [];
  const inWords: [string, string][] = [];
  for (let i = 1; i < chars.length; i++) {
    const head = chars.slice(0, i).join('');
    const tail = chars.slice(i).join('');
    if (chars[i] === ' ') atSpaces.push([head.trimEnd(), tail.trimStart()]);
    else if (chars[i - 1] !== ' ' && i >= 2 && chars.length - i >= 2) inWords.push([/-$/.test(head) ? head : `${head}-`, tail]);
  }
  return atSpaces.length > 0 ? atSpaces : inWords;
}

/** The two lines of the best split at `size` that both fit, the widest line as narrow as can be. */
function twoLines(text: string, size: number, maxWidth: number, measure: Measure): [string, string] | null {
  let best: [string, string] | null = null;
  let bestWidth = Infinity;
  for (const pair of splits(text)) {
    const width = Math.max(measure(pair[0], size), measure(pair[1], size));
    if (width <= maxWidth && width < bestWidth) {
      best = pair;
      bestWidth = width;
    }
  }
  return best;
}

/** The longest start of `line` that fits `maxWidth` at `size` with an ellipsis. */
function cutToFit(line: string, size: number, maxWidth: number, measure: Measure): string {
  const chars = Array.from(line);
  for (let length = chars.length; length > 1; length--) {
    const cut = `${chars.slice(0, length).join('').trimEnd()}…`;
    if (measure(cut, size) <= maxWidth) return cut;
  }
  return `${chars[0] ?? ''}…`;
}

/** The largest size from `largest` down to `least` (whole px) at which `text` fits one line, then two. */
export function fitLines(text: string, maxWidth: number, largest: number, least: number, measure: Measure): FittedLines {
  for (let size = largest; size >= least; size--) {
    if (measure(text, size) <= maxWidth) return { size, lines: [text], cut: false };
  }
  for (let size = largest; size >= least; size--) {
    const lines = twoLines(text, size, maxWidth, measure);
    if (lines) return { size, lines, cut: false };
  }
  // Still too long: split where the longer line is shortest, and cut what overflows.
  const width = (pair: [string, string]): number => Math.max(measure(pair[0], least), measure(pair[1], least));
  const best = splits(text).reduce<[string, string] | null>((kept, pair) => (kept === null || width(pair) < width(kept) ? pair : kept), null);
  const lines = best ? best.map((line) => (measure(line, least) <= maxWidth ? line : cutToFit(line, least, maxWidth, measure))) : [cutToFit(text, least, maxWidth, measure)];
  return { size: least, lines, cut: true };
}
