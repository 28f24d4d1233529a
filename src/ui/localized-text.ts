// A Phaser Text that holds a translation key and its parameters, never a finished string, and
// re-renders itself when the language changes. It unsubscribes when destroyed (with its scene).
import Phaser from 'phaser';
import { onLanguageChange, t, type Message, type TParams } from '../platform/i18n';
import { textScale } from '../platform/settings';
import { MIN_TEXT_PX, textStyle } from './theme';

type TextStyle = Phaser.Types.GameObjects.Text.TextStyle;

const MIN_FIT_RATIO = 0.6;

export class LocalizedText extends Phaser.GameObjects.Text {
  private textKey: string;
  private textParams: TParams | undefined;
  private maxWidth: number | null = null;
  /** The height a wrapped text must fit (null: none): its font gives way before it grows out of its box. */
  private maxHeight: number | null = null;
  private baseFontSize: number;
  /** What the last `refresh` drew (see there). */
  private rendered = '';
  private renderedFontSize: string | number = '';
  /** The last render ended the text early with "…" (see `truncate`). */
  private cut = false;
  private readonly unsubscribe: () => void;

  constructor(scene: Phaser.Scene, x: number, y: number, key: string, params?: TParams, style?: TextStyle) {
    const fullStyle = style ?? textStyle('body');
    super(scene, x, y, '', fullStyle);
    this.textKey = key;
    this.textParams = params;
    this.baseFontSize = parseFloat(String(fullStyle.fontSize ?? 20)) || 20;
    this.unsubscribe = onLanguageChange(() => this.refresh(true));
    this.once(Phaser.GameObjects.Events.DESTROY, this.unsubscribe);
    this.refresh();
  }

  get key(): string {
    return this.textKey;
  }

  get params(): TParams | undefined {
    return this.textParams;
  }

  setKey(key: string, params?: TParams): this {
    this.textKey = key;
    this.textParams = params;
    return this.refresh();
  }

  setParams(params: TParams | undefined): this {
    this.textParams = params;
    return this.refresh();
  }

  setMessage(message: Message): this {
    return this.setKey(message.key, message.params);
  }

  /** Phaser redraws a text's canvas on every colour change, even to the colour it has. */
  override setColor(color: string | CanvasGradient | CanvasPattern): this {
    return this.style.color === color ? this : super.setColor(color);
  }

  fitWidth(maxWidth: number | null): this {
    this.maxWidth = maxWidth;
    return this.refresh();
  }

  /** For a wrapped text in a box of fixed height (a prompt on its card): its lines shrink to stay inside. */
  fitHeight(maxHeight: number | null): this {
    this.maxHeight = maxHeight;
    return this.refresh();
  }

  /** The width and height the text must fit (null: none), and whether it had to give up its end to fit. */
  get fit(): { readonly width: number | null; readonly height: number | null; readonly truncated: boolean } {
    return { width: this.maxWidth, height: this.maxHeight, truncated: this.cut };
  }

  /** The size the text starts from before fitting (with the player's text size). */
  get baseSize(): number {
    return textScale(this.baseFontSize);
  }

  setBaseFontSize(px: number): this {
    this.baseFontSize = px;
    return this.refresh();
  }

  /**
   * Render the current key in the current language. Rendering a text redraws its canvas, so
   * nothing is redrawn when the string, sizes and font size are what the last call left, unless
   * `always` (a language change: everything that follows texts lays itself out again).
   */
  refresh(always = false): this {
    if (!this.scene) return this; // destroyed
    const text = t(this.textKey, this.textParams);
    const base = this.baseSize;
    // The wrap width too: a text fitted wrapped may not fit unwrapped, and the other way.
    const signature = `${base}|${this.maxWidth}|${this.maxHeight}|${this.style.wordWrapWidth}|${text}`;
    if (!always && signature === this.rendered && this.style.fontSize === this.renderedFontSize) return this;
    this.setFontSize(base);
    this.setText(text);
    this.cut = false;
    if (this.maxWidth !== null && this.width > this.maxWidth) {
      // Past the least size, the end of the text gives way.
      const least = this.leastSize(base);
      let size = Math.max(least, Math.floor(base * (this.maxWidth / this.width)));
      this.setFontSize(size);
      // A text's width is not quite proportional to its size (padding, hinting): a step at a time.
      while (this.width > this.maxWidth && size > least) this.setFontSize(--size);
      if (this.width > this.maxWidth) this.truncate(text, this.maxWidth);
    }
    if (this.maxHeight !== null && this.height > this.maxHeight) {
      // Smaller type wraps into fewer, lower lines.
      const least = this.leastSize(base);
      let size = Math.floor(parseFloat(String(this.style.fontSize)));
      while (this.height > this.maxHeight && size > least) this.setFontSize(--size);
    }
    this.rendered = signature;
    this.renderedFontSize = this.style.fontSize;
    this.emit('relocalized', this);
    return this;
  }

  /**
   * The smallest size fitting may go to: never below the readable minimum, nor below what the
   * standard text size would allow (large text gives its growth back first).
   */
  private leastSize(base: number): number {
    return Math.max(Math.min(MIN_TEXT_PX, base), Math.floor(this.baseFontSize * MIN_FIT_RATIO));
  }

  /** The longest start of `text` that fits `maxWidth` with an ellipsis (a long name on a phone). */
  private truncate(text: string, maxWidth: number): void {
    const chars = Array.from(text);
    let fits = 0;
    let tooLong = chars.length;
    while (tooLong - fits > 1) {
      const middle = (fits + tooLong) >> 1;
      this.setText(`${chars.slice(0, middle).join('').trimEnd()}…`);
      if (this.width <= maxWidth) fits = middle;
      else tooLong = middle;
    }
    this.setText(`${chars.slice(0, fits).join('').trimEnd()}…`);
    this.cut = true;
  }
}

export function addText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  key: string,
  params?: TParams,
  style?: TextStyle,
): LocalizedText {
  return scene.add.existing(new LocalizedText(scene, x, y, key, params, style));
}
