// The picture shared with a deal's result: the game, the deal's day or week, the score and the
// rank on a card of the app's sky and paper, in the page's language, and nothing of the game
// itself (no spoiler). Its layout is pure (the text measure is passed in); drawing it takes a
// canvas of the page.
import { COLORS, FONTS, css } from '../../ui/theme';

export const CARD_SIZE = { width: 800, height: 420 } as const;
const MARGIN = 48;
/** The paper's inset from the card's edge. */
const INSET = 20;

/** The card's words, already in the page's language. */
export interface ShareCardText {
  readonly game: string;
  /** The deal and its day or week: "Daily deal · Sunday 29 November 2026". */
  readonly deal: string;
  readonly score: string;
  readonly rank: string;
  /** Where the game is played: the page's host. */
  readonly site: string;
}

export interface CardLine {
  readonly text: string;
  /** The line's centre, across. */
  readonly x: number;
  /** Its baseline. */
  readonly y: number;
  readonly px: number;
  readonly font: string;
  readonly bold: boolean;
  readonly color: string;
}

/** A text's width at a font size, in the card's pixels. */
export type Measure = (text: string, px: number, font: string, bold: boolean) => number;

type LineStyle = Omit<CardLine, 'text' | 'x' | 'y' | 'px'> & { readonly px: number; readonly gap: number };

const STYLES: Readonly<Record<keyof ShareCardText, LineStyle>> = {
  game: { px: 52, gap: 0, font: FONTS.display, bold: true, color: css(COLORS.secondaryDark) },
  deal: { px: 28, gap: 18, font: FONTS.body, bold: false, color: css(COLORS.inkSoft) },
  score: { px: 88, gap: 30, font: FONTS.body, bold: true, color: css(COLORS.ink) },
  rank: { px: 34, gap: 18, font: FONTS.body, bold: true, color: css(COLORS.ink) },
  site: { px: 22, gap: 30, font: FONTS.body, bold: false, color: css(COLORS.inkSoft) },
};

/** The card's lines, top to bottom, each shrunk to fit the paper's width (never under 60 % of its size), the whole centred on the card. */
export function shareCardLayout(text: ShareCardText, measure: Measure): CardLine[] {
  const room = CARD_SIZE.width - 2 * MARGIN;
  const sized = (Object.keys(STYLES) as (keyof ShareCardText)[]).map((part) => {
    const style = STYLES[part];
    const wide = measure(text[part], style.px, style.font, style.bold);
    const px = Math.max(Math.floor(style.px * 0.6), Math.min(style.px, Math.floor((style.px * room) / Math.max(wide, 1))));
    return { ...style, text: text[part], px };
  });
  const height = sized.reduce((sum, line) => sum + line.gap + line.px, 0);
  let y = (CARD_SIZE.height - height) / 2;
  return sized.map(({ gap, ...line }) => {
    y += gap + line.px;
    // A baseline sits about a fifth of the size above the line's bottom.
    return { ...line, x: CARD_SIZE.width / 2, y: Math.round(y - line.px * 0.2) };
  });
}

const fontOf = (line: Pick<CardLine, 'px' | 'font' | 'bold'>): string => `${line.bold ? 'bold ' : ''}${line.px}px ${line.font}`;

/** The card as a PNG file, drawn on a canvas of the page; null where the browser cannot make one. */
export async function drawShareCard(text: ShareCardText, name: string): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_SIZE.width;
  canvas.height = CARD_SIZE.height;
  const g = canvas.getContext('2d');
  if (!g) return null;
  const sky = g.createLinearGradient(0, 0, 0, CARD_SIZE.height);
  sky.addColorStop(0, css(COLORS.skyTop));
  sky.addColorStop(1, css(COLORS.skyBottom));
  g.fillStyle = sky;
  g.fillRect(0, 0, CARD_SIZE.width, CARD_SIZE.height);
  g.fillStyle = css(COLORS.paper);
  g.strokeStyle = css(COLORS.paperEdge);
  g.lineWidth = 6;
  g.beginPath();
  g.roundRect(INSET, INSET, CARD_SIZE.width - 2 * INSET, CARD_SIZE.height - 2 * INSET, 22);
  g.fill();
  g.stroke();
  g.textAlign = 'center';
  const measure: Measure = (words, px, font, bold) => {
    g.font = fontOf({ px, font, bold });
    return g.measureText(words).width;
  };
  for (const line of shareCardLayout(text, measure)) {
    g.font = fontOf(line);
    g.fillStyle = line.color;
    g.fillText(line.text, line.x, line.y);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob && new File([blob], name, { type: 'image/png' });
}
