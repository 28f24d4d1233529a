// A text field: a real DOM <input> laid over the canvas, so phones get their own keyboard, text
// selection and accessibility for free. Placed in logical units like everything else; removed
// with its scene. It takes its turn in the scene's focus ring (Tab reaches it and leaves it).
import Phaser from 'phaser';
import { onLanguageChange, t, translate, type Message } from '../platform/i18n';
import { textScale } from '../platform/settings';
import { registerFocusable, type Focusable } from './focus';
import { currentLayout, type Rect } from './layout';
import { COLORS, css, FONTS } from './theme';

export interface TextFieldOptions {
  readonly value: string;
  readonly maxLength: number;
  readonly numeric?: boolean;
  readonly placeholder?: Message;
  /** Read by screen readers (the visible label is drawn on the canvas). */
  readonly label: string;
  readonly onInput: (value: string) => void;
  /** Enter in the field (after it lets go of the focus): a dialog's field confirms with it. */
  readonly onEnter?: () => void;
}

export class TextField implements Focusable {
  private readonly input: HTMLInputElement;
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private shown = true;
  private placeholder: Message | null;

  constructor(scene: Phaser.Scene, private readonly options: TextFieldOptions) {
    const input = document.createElement('input');
    input.type = 'text';
    input.value = options.value;
    input.maxLength = options.maxLength;
    input.autocomplete = 'off';
    input.spellcheck = false;
    if (options.numeric) input.inputMode = 'numeric';
    Object.assign(input.style, {
      position: 'absolute',
      boxSizing: 'border-box',
      margin: '0',
      padding: '0 12px',
      border: `2.5px solid ${css(0x3b2a20)}`,
      borderRadius: '10px',
      background: css(COLORS.white),
      color: css(COLORS.ink),
      fontFamily: FONTS.body,
      fontWeight: 'bold',
      outline: 'none',
      userSelect: 'text',
      webkitUserSelect: 'text',
    } satisfies Partial<CSSStyleDeclaration>);
    input.addEventListener('input', () => options.onInput(input.value));
    input.addEventListener('focus', () => (input.style.boxShadow = `0 0 0 4px ${css(COLORS.focus)}`));
    input.addEventListener('blur', () => (input.style.boxShadow = 'none'));
    // Enter leaves the field, as on a phone keyboard's "done".
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      input.blur();
      options.onEnter?.();
    });
    this.input = input;
    this.placeholder = options.placeholder ?? null;
    this.localize();
    (scene.game.canvas.parentElement ?? document.body).appendChild(input);
    const unsubscribe = onLanguageChange(() => this.localize());
    const reposition = (): void => void this.apply();
    scene.scale.on(Phaser.Scale.Events.RESIZE, reposition);
    const unregister = registerFocusable(scene, this);
    const destroy = (): void => {
      unregister();
      unsubscribe();
      scene.scale.off(Phaser.Scale.Events.RESIZE, reposition);
      scene.events.off(Phaser.Scenes.Events.SHUTDOWN, destroy);
      input.remove();
    };
    this.destroy = destroy;
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, destroy);
  }

  /** Removes the field before its scene ends (a dialog's field when the dialog closes). */
  readonly destroy: () => void;

  get value(): string {
    return this.input.value;
  }

  setValue(text: string): this {
    if (this.input.value !== text) this.input.value = text;
    return this;
  }

  setPlaceholder(message: Message): this {
    this.placeholder = message;
    this.localize();
    return this;
  }

  canFocus(): boolean {
    return this.shown;
  }

  /** The field is a DOM input itself: no mirror. */
  describe(): null {
    return null;
  }

  /** The ring on a field is the browser's own focus (and its outline, set above). */
  setFocused(on: boolean): void {
    if (on) this.input.focus();
    else this.input.blur();
  }

  activate(): void {
    this.input.focus();
  }

  setInvalid(on: boolean): this {
    this.input.style.borderColor = css(on ? COLORS.danger : 0x3b2a20);
    this.input.setAttribute('aria-invalid', String(on));
    return this;
  }

  setVisible(on: boolean): this {
    this.shown = on;
    return this.apply();
  }

  place(rect: Rect): this {
    this.rect = rect;
    return this.apply();
  }

  private localize(): void {
    this.input.placeholder = this.placeholder ? translate(this.placeholder) : '';
    this.input.setAttribute('aria-label', t(this.options.label));
  }

  /** Logical units to CSS pixels: the canvas fills its parent from the top-left corner. */
  private apply(): this {
    const k = currentLayout().cssScale;
    Object.assign(this.input.style, {
      display: this.shown ? 'block' : 'none',
      left: `${this.rect.x * k}px`,
      top: `${this.rect.y * k}px`,
      width: `${this.rect.width * k}px`,
      height: `${this.rect.height * k}px`,
      fontSize: `${Math.max(16, textScale(20) * k)}px`,
    });
    return this;
  }
}
