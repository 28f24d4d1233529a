// The look of the game in one place: colours, fonts and text styles.
import type Phaser from 'phaser';
import { textResolution } from './layout';

export const COLORS = {
  skyTop: 0x7cc6ee,
  skyBottom: 0xdff3fb,
  ink: 0x2b3442,
  inkSoft: 0x5a6472,
  paper: 0xfbf4e2,
  paperEdge: 0xd9bf8c,
  paperShade: 0xefe2c2,
  primary: 0xf0a53a,
  primaryDark: 0xb86f12,
  secondary: 0x3f88c5,
  secondaryDark: 0x23598a,
  danger: 0xc8503f,
  dangerDark: 0x8c2f22,
  success: 0x3c9a5f,
  disabled: 0xb9b4a8,
  disabledDark: 0x8a857a,
  white: 0xffffff,
  focus: 0xffd23f,
  shadow: 0x1b2430,
  overlay: 0x0f1a26,
} as const;

export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

export const FONTS = {
  body: '"Trebuchet MS", "Segoe UI", "Noto Sans", "DejaVu Sans", Verdana, sans-serif',
  display: 'Georgia, "Palatino Linotype", "Book Antiqua", "Noto Serif", "DejaVu Serif", serif',
} as const;

export const RADIUS = { small: 8, medium: 14, large: 22 } as const;
export const SHADOW = { offset: 4, alpha: 0.25 } as const;

export const TEXT_KINDS = ['title', 'heading', 'subheading', 'body', 'button', 'label', 'small'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

type TextStyle = Phaser.Types.GameObjects.Text.TextStyle;

const BASE: Readonly<Record<TextKind, TextStyle>> = {
  title: {
    fontFamily: FONTS.display,
    fontSize: '64px',
    fontStyle: 'bold',
    color: css(COLORS.white),
    stroke: css(COLORS.secondaryDark),
    strokeThickness: 8,
  },
  heading: { fontFamily: FONTS.display, fontSize: '36px', fontStyle: 'bold', color: css(COLORS.ink) },
  subheading: { fontFamily: FONTS.body, fontSize: '24px', fontStyle: 'bold', color: css(COLORS.ink) },
  body: { fontFamily: FONTS.body, fontSize: '20px', color: css(COLORS.ink), lineSpacing: 6 },
  button: { fontFamily: FONTS.body, fontSize: '22px', fontStyle: 'bold', color: css(COLORS.white) },
  label: { fontFamily: FONTS.body, fontSize: '18px', fontStyle: 'bold', color: css(COLORS.inkSoft) },
  small: { fontFamily: FONTS.body, fontSize: '15px', color: css(COLORS.inkSoft) },
};

export function textStyle(kind: TextKind, overrides: TextStyle = {}): TextStyle {
  return { ...BASE[kind], resolution: textResolution(), ...overrides };
}

/** The smallest type (px) a player is asked to read, on a phone as on a desktop. */
export const MIN_TEXT_PX = 10;

/** A bold figure (a track value, a quadrant letter) centred on (x, y); never below MIN_TEXT_PX. */
export function addFigure(scene: Phaser.Scene, x: number, y: number, text: string, size: number, color: number): Phaser.GameObjects.Text {
  return scene.add
    .text(x, y, text, { fontFamily: FONTS.body, fontStyle: 'bold', fontSize: `${Math.max(MIN_TEXT_PX, Math.round(size))}px`, color: css(color), resolution: textResolution() })
    .setOrigin(0.5);
}
