// Beside the card: the instruction for the player in front of the device, the terrain choices
// when there are some, and the two turn buttons (a secondary one: undo, use a scroll or back;
// and confirm). The scene says what is offered; this only draws it and reports clicks.
import Phaser from 'phaser';
import type { Terrain } from '../rules/index';
import { onLanguageChange, type Message } from '../../../platform/i18n';
import { Button, matchIcons } from '../../../ui/button';
import { DEPTHS } from '../../../ui/depths';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { TerrainPicker, type TerrainChoice } from './terrain-picker';
import { COLORS, css, textStyle } from '../../../ui/theme';

export type SecondaryAction = 'undo' | 'scroll' | 'back' | null;

export interface ActionsState {
  readonly prompt: Message;
  readonly choices: readonly TerrainChoice[];
  readonly secondary: SecondaryAction;
  readonly secondaryEnabled: boolean;
  readonly confirm: boolean;
  readonly confirmEnabled: boolean;
}

export interface ActionHandlers {
  readonly terrain: (terrain: Terrain) => void;
  readonly secondary: (action: Exclude<SecondaryAction, null>) => void;
  readonly confirm: () => void;
}

const SECONDARY_LABELS: Readonly<Record<Exclude<SecondaryAction, null>, string>> = {
  undo: 'play.buttons.undo',
  scroll: 'play.buttons.scroll',
  back: 'play.buttons.back',
};

export class ActionPanel {
  private readonly root: Phaser.GameObjects.Container;
  private readonly prompt: LocalizedText;
  private readonly picker: TerrainPicker;
  private readonly secondaryButton: Button;
  private readonly confirmButton: Button;
  private secondary: SecondaryAction = null;
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private compact = false;
  /** The terrain choices' top: they keep the buttons' row under them even when it is empty. */
  private pickerTop = 0;
  private hasChoices = false;
  /** What the buttons' icons were last matched for (see `matchButtons`). */
  private matched = '';

  constructor(scene: Phaser.Scene, handlers: ActionHandlers) {
    this.root = scene.add.container(0, 0).setDepth(DEPTHS.ui);
    this.prompt = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { fontSize: '20px', color: css(COLORS.ink) }));
    this.prompt.on('relocalized', () => this.placePrompt());
    this.root.add(this.prompt);
    this.picker = new TerrainPicker(scene, this.root, handlers.terrain);
    this.secondaryButton = new Button(scene, 0, 0, {
      label: SECONDARY_LABELS.undo,
      icon: 'undo',
      variant: 'plain',
      onClick: () => this.secondary && handlers.secondary(this.secondary),
    });
    this.confirmButton = new Button(scene, 0, 0, { label: 'play.buttons.confirm', icon: 'confirm', variant: 'primary', onClick: handlers.confirm });
    this.root.add([this.secondaryButton, this.confirmButton]);
    // The labels have re-rendered by then (they listen first): the pair agrees on icons again.
    this.root.once(Phaser.GameObjects.Events.DESTROY, onLanguageChange(() => this.matchButtons(true)));
  }

  /** Matching re-renders labels: only when the words, the room or the buttons shown change. */
  private matchButtons(force = false): void {
    const buttons = [this.secondaryButton, this.confirmButton];
    const key = JSON.stringify([this.secondary, this.rect.width, this.compact, buttons.map((b) => b.visible)]);
    if (!force && key === this.matched) return;
    this.matched = key;
    matchIcons(buttons);
  }

  layout(rect: Rect, compact: boolean): void {
    this.rect = rect;
    this.compact = compact;
    this.prompt.setBaseFontSize(compact ? 15 : 20);
    const buttonHeight = compact ? 44 : 52;
    const buttonWidth = (rect.width - (compact ? 8 : 12)) / 2;
    const y = rect.y + rect.height - buttonHeight / 2;
    this.secondaryButton.setButtonSize(buttonWidth, buttonHeight).setPosition(rect.x + buttonWidth / 2, y);
    this.confirmButton.setButtonSize(buttonWidth, buttonHeight).setPosition(rect.x + rect.width - buttonWidth / 2, y);
    const pickerHeight = compact ? 62 : 92;
    this.pickerTop = rect.y + rect.height - buttonHeight - pickerHeight - (compact ? 6 : 12);
    this.picker.layout({ x: rect.x, y: this.pickerTop, width: rect.width, height: pickerHeight }, compact);
    this.matchButtons();
    this.placePrompt();
  }

  update(state: ActionsState): void {
    this.prompt.setMessage(state.prompt);
    this.picker.setChoices(state.choices);
    this.hasChoices = state.choices.length > 0;
    this.secondary = state.secondary;
    this.secondaryButton.setVisible(state.secondary !== null);
    if (state.secondary) {
      this.secondaryButton.setLabel(SECONDARY_LABELS[state.secondary]);
      this.secondaryButton.setIcon(state.secondary === 'scroll' ? null : state.secondary === 'undo' ? 'undo' : 'back');
    }
    this.secondaryButton.setEnabled(state.secondaryEnabled);
    this.confirmButton.setVisible(state.confirm).setEnabled(state.confirmEnabled);
    this.matchButtons();
    this.placePrompt();
  }

  /** Centres of the terrain choices and the buttons, in logical units (for the test bridge). */
  targets(): { choices: { terrain: Terrain; x: number; y: number }[]; secondary: { x: number; y: number } | null; confirm: { x: number; y: number } | null } {
    const at = (b: Button) => (b.visible && b.enabled ? { x: b.x, y: b.y } : null);
    return { choices: this.picker.centers(), secondary: at(this.secondaryButton), confirm: at(this.confirmButton) };
  }

  /** The prompt uses the room the choices and buttons leave free. */
  private placePrompt(): void {
    const width = this.rect.width;
    this.prompt.setWordWrapWidth(width, true);
    this.prompt.setPosition(this.rect.x, this.rect.y + (this.compact ? 0 : 4));
    const buttons = this.secondaryButton.visible || this.confirmButton.visible;
    const bottom = this.hasChoices ? this.pickerTop - (this.compact ? 6 : 12) : this.rect.y + this.rect.height - (buttons ? (this.compact ? 50 : 64) : 0);
    const room = bottom - this.prompt.y;
    // Long sentences (German) shrink a little rather than run into the buttons.
    let size = parseFloat(String(this.prompt.style.fontSize)) || 20;
    while (this.prompt.height > room && size > 12) {
      size -= 1;
      this.prompt.setFontSize(size);
    }
  }
}
