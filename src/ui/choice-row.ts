// A row of mutually exclusive choices (like radio buttons): the chosen one is highlighted.
import type Phaser from 'phaser';
import type { TParams } from '../platform/i18n';
import { Button, MIN_TOUCH, matchIcons } from './button';
import type { IconName } from './icons';

const ROW_GAP = 8;

export interface Choice<T> {
  readonly value: T;
  readonly label: string;
  readonly labelParams?: TParams;
  readonly icon?: IconName;
}

const GAP = 8;

export class ChoiceRow<T> {
  private readonly buttons: { readonly value: T; readonly button: Button; readonly icon: IconName | null }[];
  private current: T;
  private placedHeight = 0;

  constructor(scene: Phaser.Scene, choices: readonly Choice<T>[], initial: T, onChange: (value: T) => void) {
    this.current = initial;
    this.buttons = choices.map((choice) => ({
      value: choice.value,
      icon: choice.icon ?? null,
      button: new Button(scene, 0, 0, {
        label: choice.label,
        ...(choice.labelParams ? { labelParams: choice.labelParams } : {}),
        ...(choice.icon ? { icon: choice.icon } : {}),
        variant: 'plain',
        height: 48,
        toggle: true,
        onClick: () => {
          if (this.current === choice.value) return;
          this.setValue(choice.value);
          onChange(choice.value);
        },
      }),
    }));
    this.setValue(initial);
  }

  get value(): T {
    return this.current;
  }

  get objects(): readonly Button[] {
    return this.buttons.map((b) => b.button);
  }

  setValue(value: T): this {
    this.current = value;
    for (const { value: v, button } of this.buttons) button.setSelected(v === value);
    return this;
  }

  setEnabled(on: boolean): this {
    for (const { button } of this.buttons) button.setEnabled(on);
    return this;
  }

  setVisible(on: boolean): this {
    for (const { button } of this.buttons) button.setVisible(on);
    return this;
  }

  showIcons(on: boolean): this {
    for (const { button, icon } of this.buttons) button.setIcon(on ? icon : null);
    return this;
  }

  /**
   * In one row from (x, y), or, where the buttons would touch (eight choices on a phone), in as
   * few rows of equal length as keep them apart. A cell narrower than a finger gets a button a
   * finger wide: a row keeps at least half the gap between its buttons.
   */
  place(x: number, y: number, width: number, height = 48): this {
    const count = this.buttons.length;
    const fitting = Math.max(1, Math.floor((width + GAP) / (MIN_TOUCH + GAP / 2)));
    return this.placeGrid(x, y, width, Math.ceil(count / Math.ceil(count / fitting)), height);
  }

  placeGrid(x: number, y: number, width: number, columns: number, height = 48): this {
    this.buttons[0]?.button.setLabelVisible(true);
    layOut(this.objects, x, y, width, columns, height);
    this.placedHeight = Math.ceil(this.buttons.length / columns) * (height + ROW_GAP) - ROW_GAP;
    return this;
  }

  /** How tall the last `place` or `placeGrid` laid the choices out, from the first row's top. */
  get height(): number {
    return this.placedHeight;
  }

  /**
   * The first choice as a square of its icon alone at `first`, the others in one row from (x, y):
   * on a phone, the words of many choices get the whole width (a seat's "person" beside its name,
   * the computer's levels under it).
   */
  placeApart(first: { readonly x: number; readonly y: number; readonly size: number }, x: number, y: number, width: number, height = 48): this {
    const [head, ...rest] = this.buttons;
    if (!head) return this;
    head.button.setIcon(head.icon).setLabelVisible(false).setButtonSize(first.size, first.size).setPosition(first.x, first.y);
    for (const { button } of rest) button.setIcon(null);
    layOut(rest.map((b) => b.button), x, y, width, rest.length, height);
    return this;
  }

  destroy(): void {
    for (const { button } of this.buttons) button.destroy();
  }
}

/** Buttons in a grid of equal cells, their words at one size (the smallest any needs). */
function layOut(buttons: readonly Button[], x: number, y: number, width: number, columns: number, height: number): void {
  const each = (width - GAP * (columns - 1)) / columns;
  const base = Math.min(22, Math.round(height * 0.42));
  buttons.forEach((button, i) => {
    const row = Math.floor(i / columns);
    button.setButtonSize(each, height).setLabelSize(base);
    button.setPosition(x + each / 2 + (i % columns) * (each + GAP), y + row * (height + ROW_GAP));
  });
  matchIcons(buttons);
  const smallest = Math.min(...buttons.map((button) => button.labelFontSize || base));
  for (const button of buttons) button.setLabelSize(smallest);
}
