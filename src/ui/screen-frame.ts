// The frame shared by the menu's sub-screens (setup, how to play, settings, credits): the sky, a
// title, a back button, the language switcher, and a paper panel for the content.
import type Phaser from 'phaser';
import type { TParams } from '../platform/i18n';
import { Button } from './button';
import { LanguageSwitcher } from './language-switcher';
import { inset, type Layout, type Rect } from './layout';
import { addText, type LocalizedText } from './localized-text';
import { Panel } from './panel';
import { SkyBackdrop } from './sky-backdrop';
import { textStyle } from './theme';

export interface FrameOptions {
  readonly title: string;
  readonly onBack: () => void;
  /** Draw the paper panel behind the content (default true). */
  readonly panel?: boolean;
}

const HEADER = { landscape: 84, portrait: 64 } as const;
const BACK_WIDTH = 150;
const ICON_ONLY = 52;

export class ScreenFrame {
  private readonly backdrop: SkyBackdrop;
  private readonly title: LocalizedText;
  private readonly back: Button;
  private readonly languages: LanguageSwitcher;
  private readonly panel: Panel | null;

  constructor(scene: Phaser.Scene, options: FrameOptions) {
    this.backdrop = new SkyBackdrop(scene);
    this.panel = options.panel === false ? null : new Panel(scene);
    this.title = addText(scene, 0, 0, options.title, undefined, textStyle('heading', { color: '#ffffff', stroke: '#23598a', strokeThickness: 7, fontSize: '40px' })).setOrigin(0.5);
    this.back = new Button(scene, 0, 0, { label: 'common.back', icon: 'back', variant: 'secondary', width: 150, height: 48, onClick: options.onBack });
    this.languages = new LanguageSwitcher(scene);
    scene.input.keyboard?.on('keydown-ESC', options.onBack);
  }

  setTitle(key: string, params?: TParams): void {
    this.title.setKey(key, params);
  }

  layout(layout: Layout): Rect {
    this.backdrop.layout(layout);
    const { safe } = layout;
    const header = layout.portrait ? HEADER.portrait : HEADER.landscape;
    // Narrow screens: icon-only corner buttons leave the title room on the same line.
    const backWidth = layout.portrait ? ICON_ONLY : BACK_WIDTH;
    this.back.setLabelVisible(!layout.portrait).setButtonSize(backWidth, 48).setPosition(safe.x + backWidth / 2, safe.y + 24);
    this.languages.setCompact(layout.portrait);
    this.languages.setPosition(safe.x + safe.width - this.languages.buttonWidth / 2, safe.y + 24);
    this.title.setBaseFontSize(layout.portrait ? 30 : 40);
    this.title.fitWidth(safe.width - 2 * (Math.max(backWidth, this.languages.buttonWidth) + 16));
    this.title.setPosition(layout.centerX, safe.y + 24);
    const area: Rect = { x: safe.x, y: safe.y + header, width: safe.width, height: safe.height - header };
    this.panel?.place(area);
    return this.panel ? inset(area, layout.portrait ? 26 : 30) : area;
  }
}
