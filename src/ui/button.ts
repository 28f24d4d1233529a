// A button: primary buttons use the 9-slice art (assets/sprites/button.svg, texture 'button')
// when loaded; other variants, and every button until the art exists, are drawn in the same
// style (dark outline, darker lip, light top band). Optional icon; a localized label; hover,
// press, disabled and selected states; keyboard focus ring; at least 44×44 logical units.
import Phaser from 'phaser';
import { registerFocusable, type Focusable } from './focus';
import { addIcon, type IconName } from './icons';
import { tintImage } from './tint';
import { LocalizedText } from './localized-text';
import { SPRITE_SCALE } from './sprite-scale';
import { COLORS, css, RADIUS, SHADOW, textStyle } from './theme';
import { t, type TParams } from '../platform/i18n';
import type { AccessibleControl } from './screen-mirror';

export const BUTTON_HEIGHT = 56;
export const MIN_TOUCH = 44;

export const BUTTON_VARIANTS = ['primary', 'secondary', 'plain', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonOptions {
  readonly label?: string;
  readonly labelParams?: TParams;
  readonly icon?: IconName;
  readonly width?: number;
  readonly height?: number;
  readonly variant?: ButtonVariant;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly selected?: boolean;
  /** Room the label leaves free on each side, for marks drawn over the button's corners. */
  readonly labelInset?: number;
  /**
   * What a screen reader calls the button (an i18n key), where the label is a sign ("›", "+")
   * or missing and the icon's own name would not say what it does. Default: the label, else the
   * icon's name (`a11y.icons.*`).
   */
  readonly name?: string;
  /** One of a row of choices: screen readers hear whether it is the chosen one (`aria-pressed`). */
  readonly toggle?: boolean;
}

type UiSound = 'hover' | 'click';
let soundHook: (sound: UiSound) => void = () => undefined;

export function setUiSoundHook(hook: (sound: UiSound) => void): void {
  soundHook = hook;
}

interface Palette {
  readonly face: number;
  readonly edge: number;
  readonly text: number;
}

const PALETTES: Readonly<Record<ButtonVariant | 'disabled' | 'selected', Palette>> = {
  primary: { face: COLORS.primary, edge: COLORS.primaryDark, text: COLORS.white },
  secondary: { face: COLORS.secondary, edge: COLORS.secondaryDark, text: COLORS.white },
  plain: { face: COLORS.paper, edge: COLORS.paperEdge, text: COLORS.ink },
  danger: { face: COLORS.danger, edge: COLORS.dangerDark, text: COLORS.white },
  disabled: { face: COLORS.disabled, edge: COLORS.disabledDark, text: COLORS.paper },
  selected: { face: COLORS.secondary, edge: COLORS.secondaryDark, text: COLORS.white },
};

const ICON_GAP = 10;
/** A label that would shrink below this size (px) beside its icon takes the icon's room. */
const READABLE = 15;
const PADDING = 18;
const LIP = 4; // the darker edge under the face: the button looks pressable
const NINE_SLICE = 'button';
/** Slice sizes in the art's own units (the texture is rasterised SPRITE_SCALE times larger). */
const SLICE = { side: 20, top: 18, bottom: 23 } as const;
const OUTLINE = 0x3b2a20;

export class Button extends Phaser.GameObjects.Container implements Focusable {
  private readonly options: ButtonOptions;
  private readonly shape: Phaser.GameObjects.Graphics;
  private readonly art: Phaser.GameObjects.NineSlice | null;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly content: Phaser.GameObjects.Container;
  private icon: Phaser.GameObjects.Image | Phaser.GameObjects.Text | null = null;
  private iconName: IconName | null = null;
  readonly label: LocalizedText | null;
  private variant: ButtonVariant;
  private isEnabled: boolean;
  private isSelected: boolean;
  private hovered = false;
  private pressed = false;
  private focused = false;
  private buttonWidth: number;
  private buttonHeight: number;
  private labelShown = true;
  /** Inside `fitLabel`, whose re-renders of the label must not start it again. */
  private fitting = false;
  /** The icon gave way to the label (see `fitLabel`). */
  private squeezed = false;
  /** The icon is left out whatever the room (see `matchIcons`). */
  private iconLeftOut = false;
  private readonly defaultLabelSize = parseFloat(String(textStyle('button').fontSize));

  constructor(scene: Phaser.Scene, x: number, y: number, options: ButtonOptions) {
    super(scene, x, y);
    this.options = options;
    this.variant = options.variant ?? 'primary';
    this.isEnabled = !options.disabled;
    this.isSelected = !!options.selected;
    this.buttonHeight = Math.max(MIN_TOUCH, options.height ?? BUTTON_HEIGHT);
    this.buttonWidth = Math.max(MIN_TOUCH, options.width ?? (options.label ? 240 : this.buttonHeight));

    this.shape = scene.add.graphics();
    const k = SPRITE_SCALE;
    // Phaser draws 9-slices with WebGL only: the Canvas renderer (no WebGL) gets the drawn face.
    this.art = scene.textures.exists(NINE_SLICE) && scene.sys.renderer.type === Phaser.WEBGL
      ? scene.add
          .nineslice(0, 0, NINE_SLICE, undefined, this.buttonWidth * k, this.buttonHeight * k, SLICE.side * k, SLICE.side * k, SLICE.top * k, SLICE.bottom * k)
          .setScale(1 / k)
      : null;
    this.ring = scene.add.graphics();
    this.content = scene.add.container(0, 0);
    this.label = options.label
      ? new LocalizedText(scene, 0, 0, options.label, options.labelParams, textStyle('button')).setOrigin(0.5)
      : null;
    if (this.label) {
      this.content.add(this.label);
      // A new text may fit beside the icon, or no longer: fitting decides again.
      this.label.on('relocalized', () => (this.fitting ? undefined : this.fitLabel()));
    }
    this.add([this.shape, ...(this.art ? [this.art] : []), this.content, this.ring]);

    this.setSize(this.buttonWidth, this.buttonHeight);
    this.setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.POINTER_OVER, () => this.setHover(true));
    this.on(Phaser.Input.Events.POINTER_OUT, () => {
      this.pressed = false;
      this.setHover(false);
    });
    this.on(Phaser.Input.Events.POINTER_DOWN, () => {
      if (!this.isEnabled) return;
      this.pressed = true;
      this.redraw();
    });
    this.on(Phaser.Input.Events.POINTER_UP, () => {
      if (!this.pressed) return;
      this.pressed = false;
      this.redraw();
      this.activate();
    });
    this.once(Phaser.GameObjects.Events.DESTROY, registerFocusable(scene, this));

    this.setIcon(options.icon ?? null);
    scene.add.existing(this);
  }

  get enabled(): boolean {
    return this.isEnabled;
  }

  get selected(): boolean {
    return this.isSelected;
  }

  setEnabled(on: boolean): this {
    this.isEnabled = on;
    if (this.input) this.input.cursor = on ? 'pointer' : 'default';
    if (!on) this.pressed = false;
    return this.redraw();
  }

  setSelected(on: boolean): this {
    this.isSelected = on;
    return this.redraw();
  }

  setVariant(variant: ButtonVariant): this {
    this.variant = variant;
    return this.redraw();
  }

  setLabel(key: string, params?: TParams): this {
    this.label?.setKey(key, params);
    return this;
  }

  setLabelVisible(on: boolean): this {
    this.labelShown = on;
    this.label?.setVisible(on);
    return this.arrange();
  }

  setLabelSize(px: number | null): this {
    this.label?.setBaseFontSize(px ?? this.defaultLabelSize);
    return this.fitLabel();
  }

  /** The label's font size after fitting (0 without a label). */
  get labelFontSize(): number {
    return this.label ? parseFloat(String(this.label.style.fontSize)) : 0;
  }

  setIcon(name: IconName | null): this {
    this.icon?.destroy();
    this.iconName = name;
    this.icon = name ? addIcon(this.scene, 0, 0, name, this.iconSize()) : null;
    if (this.icon) this.content.add(this.icon);
    return this.fitLabel();
  }

  setButtonSize(width: number, height: number = this.buttonHeight): this {
    this.buttonWidth = Math.max(MIN_TOUCH, width);
    this.buttonHeight = Math.max(MIN_TOUCH, height);
    this.setSize(this.buttonWidth, this.buttonHeight);
    this.input?.hitArea.setTo(0, 0, this.buttonWidth, this.buttonHeight);
    this.art?.setSize(this.buttonWidth * SPRITE_SCALE, this.buttonHeight * SPRITE_SCALE);
    return this.setIcon(this.iconName);
  }

  // ---- Focusable ----

  canFocus(): boolean {
    return this.isEnabled && this.visible && this.active && this.parentVisible();
  }

  setFocused(on: boolean): void {
    this.focused = on;
    this.redraw();
  }

  describe(): AccessibleControl {
    const { name } = this.options;
    return {
      name: name ? t(name) : this.label && this.label.text.trim() !== '' ? this.label.text : this.iconName ? t(`a11y.icons.${this.iconName}`) : '',
      ...(this.options.toggle || this.isSelected ? { pressed: this.isSelected } : {}),
      disabled: !this.isEnabled,
      shown: this.visible && this.active && this.parentVisible(),
    };
  }

  activate(): void {
    if (!this.isEnabled) return;
    soundHook('click');
    this.options.onClick();
  }

  // ---- drawing ----

  private parentVisible(): boolean {
    for (let parent = this.parentContainer; parent; parent = parent.parentContainer) if (!parent.visible) return false;
    return true;
  }

  private setHover(on: boolean): void {
    if (on && !this.hovered && this.isEnabled) soundHook('hover');
    this.hovered = on;
    this.redraw();
  }

  private iconSize(): number {
    return Math.round(Math.min(this.buttonHeight * 0.55, 36));
  }

  private palette(): Palette {
    if (!this.isEnabled) return PALETTES.disabled;
    return this.isSelected ? PALETTES.selected : PALETTES[this.variant];
  }

  /** Leaves the icon out (or lets it back in): see `matchIcons`. */
  leaveIconOut(on: boolean): this {
    if (this.iconLeftOut === on) return this;
    this.iconLeftOut = on;
    return this.fitLabel();
  }

  /** Whether the icon had to give way to the label. */
  get iconSqueezed(): boolean {
    return this.squeezed;
  }

  /**
   * The label shrinks rather than overflow. On a narrow button (a long German word on a phone)
   * the icon gives way before the words shrink past reading.
   */
  private fitLabel(): this {
    this.squeezed = false;
    if (this.label) {
      this.fitting = true;
      // Narrow buttons keep a thinner margin, so their words stay readable.
      const padding = Math.max(Math.min(PADDING, Math.max(6, this.buttonWidth * 0.08)), this.options.labelInset ?? 0);
      const room = this.buttonWidth - 2 * padding;
      const iconRoom = this.icon && this.labelShown && !this.iconLeftOut ? this.iconSize() + ICON_GAP : 0;
      this.label.fitWidth(room - iconRoom);
      this.squeezed = iconRoom > 0 && this.labelFontSize < Math.min(this.label.baseSize, READABLE);
      if (this.squeezed) this.label.fitWidth(room);
      this.fitting = false;
    }
    this.icon?.setVisible(!this.squeezed && !(this.iconLeftOut && this.labelShown));
    return this.arrange();
  }

  /** Icon and label side by side, centred. */
  private arrange(): this {
    const gap = ICON_GAP;
    const iconWidth = this.icon?.visible ? this.iconSize() : 0;
    if (this.label && this.labelShown) {
      const total = iconWidth + (iconWidth ? gap : 0) + this.label.width;
      const left = -total / 2;
      this.icon?.setPosition(left + iconWidth / 2, 0);
      this.label.setX(left + (iconWidth ? iconWidth + gap : 0) + this.label.width / 2);
    } else {
      this.icon?.setPosition(0, 0);
    }
    return this.redraw();
  }

  private redraw(): this {
    const w = this.buttonWidth;
    const h = this.buttonHeight;
    const { face, edge, text } = this.palette();
    const sink = this.pressed ? LIP - 1 : 0;
    const radius = Math.min(RADIUS.medium + 4, h / 2);
    const useArt = !!this.art && this.variant === 'primary' && this.isEnabled && !this.isSelected;
    const g = this.shape.clear();
    this.art?.setVisible(useArt).setY(sink / 2);
    if (!useArt) {
      g.fillStyle(COLORS.shadow, SHADOW.alpha).fillRoundedRect(-w / 2, -h / 2 + SHADOW.offset, w, h, radius);
      g.fillStyle(edge, 1).fillRoundedRect(-w / 2, -h / 2 + sink, w, h - sink, radius);
      g.fillStyle(face, 1).fillRoundedRect(-w / 2, -h / 2 + sink, w, h - LIP - 2, radius);
      g.fillStyle(COLORS.white, 0.3).fillRoundedRect(-w / 2 + 6, -h / 2 + sink + 4, w - 12, Math.min(13, h / 4), 6);
      g.lineStyle(2.5, OUTLINE, 1).strokeRoundedRect(-w / 2, -h / 2 + sink, w, h - sink, radius);
    }
    if (this.hovered && this.isEnabled && !this.pressed) {
      this.ring.clear().fillStyle(COLORS.white, 0.16).fillRoundedRect(-w / 2 + 2, -h / 2 + 2, w - 4, h - LIP - 4, radius - 2);
    } else {
      this.ring.clear();
    }
    if (this.focused) {
      this.ring.lineStyle(4, COLORS.focus, 1).strokeRoundedRect(-w / 2 - 5, -h / 2 - 5, w + 10, h + 10, radius + 5);
    }
    this.content.setY(sink - LIP / 2);
    this.label?.setColor(css(useArt ? COLORS.ink : text));
    if (this.icon instanceof Phaser.GameObjects.Text) this.icon.setColor(css(useArt ? COLORS.ink : text));
    else if (this.icon) tintImage(this.icon, useArt ? COLORS.ink : text);
    this.content.setAlpha(this.isEnabled ? 1 : 0.85);
    return this;
  }

}

/**
 * Buttons side by side show their icons all or none: when one had to give its icon up for its
 * label, the others leave theirs out too.
 */
export function matchIcons(buttons: readonly Button[]): void {
  for (const button of buttons) button.leaveIconOut(false);
  const shown = buttons.filter((b) => b.visible);
  if (shown.some((b) => b.iconSqueezed)) for (const button of shown) button.leaveIconOut(true);
}
