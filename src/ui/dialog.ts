// A modal dialog: dims the scene, shows a titled message on a panel and a row of buttons. Clicks
// never reach what lies beneath; Escape picks the last choice (by convention the cautious one).
// A dialog may ask for a line of text: its field stands under the message, and each choice gets
// what was typed.
import Phaser from 'phaser';
import type { Message } from '../platform/i18n';
import { Button, type ButtonVariant } from './button';
import type { IconName } from './icons';
import { currentLayout, watchLayout, type Layout } from './layout';
import { LocalizedText } from './localized-text';
import { TextField } from './text-field';
import { Panel } from './panel';
import { COLORS, textStyle } from './theme';

export interface DialogChoice {
  readonly label: string;
  readonly variant?: ButtonVariant;
  readonly icon?: IconName;
  /** Given the field's text (empty without a field). */
  readonly onChoose: (typed: string) => void;
}

export interface DialogField {
  readonly value: string;
  readonly maxLength: number;
  /** Read by screen readers: the message above is the visible label. */
  readonly label: string;
}

export interface DialogOptions {
  readonly title: Message;
  readonly message: Message;
  readonly choices: readonly DialogChoice[];
  readonly field?: DialogField;
}

const DEPTH = 1000;
const FIELD_HEIGHT = 52;

export class Dialog {
  private readonly root: Phaser.GameObjects.Container;
  private readonly shade: Phaser.GameObjects.Rectangle;
  private readonly panel: Panel;
  private readonly title: LocalizedText;
  private readonly message: LocalizedText;
  private readonly buttons: Button[];
  private readonly field: TextField | null;
  private readonly onKey: (event: KeyboardEvent) => void;
  private readonly stopLayout: () => void;
  private closed = false;

  constructor(
    private readonly scene: Phaser.Scene,
    options: DialogOptions,
  ) {
    this.shade = scene.add.rectangle(0, 0, 10, 10, COLORS.overlay, 0.55).setOrigin(0).setInteractive();
    this.panel = new Panel(scene);
    this.title = new LocalizedText(scene, 0, 0, options.title.key, options.title.params, textStyle('heading', { fontSize: '30px', align: 'center' })).setOrigin(0.5, 0);
    this.message = new LocalizedText(scene, 0, 0, options.message.key, options.message.params, textStyle('body', { align: 'center' })).setOrigin(0.5, 0);
    // Enter in the field picks the first choice, as a form's submit button.
    this.field = options.field ? new TextField(scene, { ...options.field, onInput: () => undefined, onEnter: () => this.buttons[0]?.activate() }) : null;
    this.buttons = options.choices.map(
      (choice) =>
        new Button(scene, 0, 0, {
          label: choice.label,
          variant: choice.variant ?? 'primary',
          ...(choice.icon ? { icon: choice.icon } : {}),
          onClick: () => {
            const typed = this.field?.value ?? '';
            this.close();
            choice.onChoose(typed);
          },
        }),
    );
    this.root = scene.add.container(0, 0, [this.shade, this.panel, this.title, this.message, ...this.buttons]).setDepth(DEPTH);
    this.onKey = (event) => {
      if (event.key !== 'Escape') return;
      this.buttons[this.buttons.length - 1]?.activate();
    };
    scene.input.keyboard?.on('keydown', this.onKey);
    this.title.on('relocalized', () => this.layout(currentLayout()));
    this.message.on('relocalized', () => this.layout(currentLayout()));
    this.stopLayout = watchLayout(scene, (layout) => this.layout(layout));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.scene.input.keyboard?.off('keydown', this.onKey);
    this.stopLayout();
    this.field?.destroy();
    this.root.destroy();
  }

  private layout(layout: Layout): void {
    if (this.closed) return;
    this.shade.setSize(layout.width, layout.height);
    this.shade.input?.hitArea.setTo(0, 0, layout.width, layout.height);
    const width = Math.min(620, layout.width - 2 * layout.margin);
    const inner = width - 64;
    this.title.setWordWrapWidth(inner, true);
    this.message.setWordWrapWidth(inner, true);
    const stacked = layout.portrait || this.buttons.length > 2;
    const buttonWidth = stacked ? Math.min(inner, 320) : Math.min(260, (inner - 16) / 2);
    const buttonsHeight = stacked ? this.buttons.length * 70 : 70;
    const fieldHeight = this.field ? FIELD_HEIGHT + 20 : 0;
    const height = 48 + this.title.height + 16 + this.message.height + fieldHeight + 32 + buttonsHeight + 24;
    const x = (layout.width - width) / 2;
    const y = Math.max(layout.margin, (layout.height - height) / 2);
    this.panel.place({ x, y, width, height });
    this.title.setPosition(layout.centerX, y + 44);
    this.message.setPosition(layout.centerX, this.title.y + this.title.height + 16);
    const fieldTop = this.message.y + this.message.height + 20;
    this.field?.place({ x: layout.centerX - Math.min(inner, 360) / 2, y: fieldTop, width: Math.min(inner, 360), height: FIELD_HEIGHT });
    const top = this.message.y + this.message.height + fieldHeight + 32 + 28;
    this.buttons.forEach((button, i) => {
      button.setButtonSize(buttonWidth);
      if (stacked) button.setPosition(layout.centerX, top + i * 70);
      else button.setPosition(layout.centerX + (i - (this.buttons.length - 1) / 2) * (buttonWidth + 16), top);
    });
  }
}

export const showDialog = (scene: Phaser.Scene, options: DialogOptions): Dialog => new Dialog(scene, options);
