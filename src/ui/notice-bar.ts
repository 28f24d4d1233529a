// A standing note over the play area with one thing to do about it (an online table's "Bruno lost
// the connection: let an AI play"): a paper card edged in the accent colour, its words, and a
// button beside them (under them on a phone). It stays until the scene hides it.
import Phaser from 'phaser';
import type { Message, TParams } from '../platform/i18n';
import { Button, BUTTON_HEIGHT, MIN_TOUCH } from './button';
import { DEPTHS } from './depths';
import { LocalizedText } from './localized-text';
import { drawPaperCard } from './paper-card';
import { COLORS, css, textStyle } from './theme';

export interface NoticeAction {
  readonly label: string;
  readonly labelParams?: TParams;
  readonly onClick: () => void;
}

const PAD = 12;

/** Centred on `centerX`, its top at `top`, at most `maxWidth` wide. */
export interface NoticePlace {
  readonly centerX: number;
  readonly top: number;
  readonly maxWidth: number;
  readonly compact: boolean;
}

export class NoticeBar {
  private readonly root: Phaser.GameObjects.Container;
  private readonly back: Phaser.GameObjects.Graphics;
  private readonly text: LocalizedText;
  private readonly button: Button;
  private action: NoticeAction | null = null;
  private anchor: NoticePlace = { centerX: 0, top: 0, maxWidth: 0, compact: false };

  constructor(scene: Phaser.Scene) {
    this.back = scene.add.graphics();
    this.text = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { color: css(COLORS.ink), fontStyle: 'bold' }));
    scene.add.existing(this.text);
    this.button = new Button(scene, 0, 0, { label: 'common.verbatim', labelParams: { text: '' }, variant: 'secondary', onClick: () => this.action?.onClick() });
    this.root = scene.add.container(0, 0, [this.back, this.text, this.button]).setDepth(DEPTHS.ui + 1).setVisible(false);
  }

  get shown(): boolean {
    return this.root.visible;
  }

  /** Shows `message` with its action (the same ones again change nothing). */
  show(message: Message, action: NoticeAction): void {
    this.action = action;
    this.text.setMessage(message);
    this.button.setLabel(action.label, action.labelParams);
    this.root.setVisible(true);
    this.draw();
  }

  hide(): void {
    this.action = null;
    this.root.setVisible(false);
  }

  place(place: NoticePlace): void {
    this.anchor = place;
    this.draw();
  }

  /** The button's centre, for the test bridge (null while hidden). */
  get buttonCenter(): { x: number; y: number } | null {
    return this.shown ? { x: this.root.x + this.button.x, y: this.root.y + this.button.y } : null;
  }

  private draw(): void {
    if (!this.shown || this.anchor.maxWidth <= 0) return;
    const { centerX, top, maxWidth, compact } = this.anchor;
    const buttonHeight = compact ? MIN_TOUCH : BUTTON_HEIGHT - 8;
    const buttonWidth = compact ? Math.min(maxWidth - 2 * PAD, 300) : 280;
    this.text.setBaseFontSize(compact ? 14 : 17);
    // A phone stacks the words over the button; a wide screen puts them side by side.
    const textWidth = compact ? maxWidth - 2 * PAD : Math.min(420, maxWidth - buttonWidth - 3 * PAD);
    this.text.setWordWrapWidth(textWidth, true);
    const width = compact ? maxWidth : Math.min(maxWidth, this.text.width + buttonWidth + 3 * PAD);
    const height = compact ? PAD + this.text.height + 8 + buttonHeight + PAD : Math.max(this.text.height, buttonHeight) + 2 * PAD;
    this.root.setPosition(centerX - width / 2, top);
    drawPaperCard(this.back, { x: 0, y: 0, width, height }, { radius: 14, border: COLORS.primary, borderWidth: 3 });
    if (compact) {
      this.text.setOrigin(0.5, 0).setPosition(width / 2, PAD);
      this.button.setButtonSize(buttonWidth, buttonHeight).setPosition(width / 2, height - PAD - buttonHeight / 2);
    } else {
      this.text.setOrigin(0, 0.5).setPosition(PAD, height / 2);
      this.button.setButtonSize(buttonWidth, buttonHeight).setPosition(width - PAD - buttonWidth / 2, height / 2);
    }
  }
}
