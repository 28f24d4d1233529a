// The strip along the top of Tucana's play screen: the island, round and turn, and what the
// table waits for, beside the shared sound, language and menu buttons (ui/hud-strip.ts).
import type Phaser from 'phaser';
import type { Message } from '../../../platform/i18n';
import { HudStrip } from '../../../ui/hud-strip';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { textStyle } from '../../../ui/theme';

export class TucanaHud {
  private readonly strip: HudStrip;
  private readonly progress: LocalizedText;
  private readonly status: LocalizedText;

  constructor(scene: Phaser.Scene, onMenu: () => void) {
    this.progress = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading')).setOrigin(0, 0.5);
    this.status = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('label')).setOrigin(0, 0.5);
    this.strip = new HudStrip(scene, onMenu, [this.progress, this.status]);
  }

  layout(rect: Rect, compact: boolean): void {
    const cy = this.strip.layout(rect, compact);
    const left = rect.x + (compact ? 14 : 22);
    const right = this.strip.buttonsLeft - 12;
    // Phones: the status goes under the progress.
    this.progress.setBaseFontSize(compact ? 14 : 20).setPosition(left, compact ? cy - 9 : cy).fitWidth(compact ? right - left : 330);
    this.status.setBaseFontSize(compact ? 12 : 16);
    if (compact) this.status.setPosition(left, cy + 10).fitWidth(right - left);
    else this.status.setPosition(left + 350, cy).fitWidth(right - left - 350);
  }

  update(progress: Message, status: Message): void {
    this.progress.setMessage(progress);
    this.status.setMessage(status);
  }

  buttonCenters(): Record<'menu' | 'sound' | 'language', { x: number; y: number }> {
    return this.strip.buttonCenters();
  }
}
