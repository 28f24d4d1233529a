// Pass-and-play: a curtain over the whole screen while the device goes to the next person, so
// nobody sees another player's sheet. The next player lifts it with the button. Their dot heads it
// (with their symbol in colour-blind mode).
import Phaser from 'phaser';
import type { Message } from '../platform/i18n';
import { Button } from './button';
import { DEPTHS } from './depths';
import type { Layout } from './layout';
import { LocalizedText } from './localized-text';
import { Panel } from './panel';
import { SeatDot } from './seat-dot';
import type { SeatMark } from './seat-symbols';
import { COLORS, css, textStyle } from './theme';

export class HandoverCurtain {
  private readonly root: Phaser.GameObjects.Container;
  private readonly sky: Phaser.GameObjects.Graphics;
  private readonly shade: Phaser.GameObjects.Zone;
  private readonly panel: Panel;
  private readonly chip: SeatDot;
  private readonly title: LocalizedText;
  private readonly body: LocalizedText;
  private readonly ready: Button;
  private layoutNow: Layout | null = null;

  constructor(scene: Phaser.Scene, onReady: () => void) {
    // Opaque: the previous player's board must not show through. The zone swallows every click.
    this.sky = scene.add.graphics();
    this.shade = scene.add.zone(0, 0, 10, 10).setOrigin(0).setInteractive();
    this.panel = new Panel(scene);
    this.chip = new SeatDot(scene, 26, 4, { color: COLORS.white, symbol: null });
    this.title = new LocalizedText(scene, 0, 0, 'handover.title', { name: '' }, textStyle('heading', { align: 'center' })).setOrigin(0.5, 0);
    this.body = new LocalizedText(scene, 0, 0, 'handover.body', { name: '' }, textStyle('body', { align: 'center', color: css(COLORS.inkSoft) })).setOrigin(0.5, 0);
    this.ready = new Button(scene, 0, 0, { label: 'handover.ready', labelParams: { name: '' }, icon: 'play', onClick: onReady });
    this.root = scene.add.container(0, 0, [this.sky, this.shade, this.panel, this.chip, this.title, this.body, this.ready]).setDepth(DEPTHS.curtain).setVisible(false);
    for (const text of [this.title, this.body]) text.on('relocalized', () => this.layoutNow && this.layout(this.layoutNow));
  }

  get visible(): boolean {
    return this.root.visible;
  }

  show(name: Message, seat: SeatMark): void {
    this.title.setParams({ name });
    this.body.setParams({ name });
    this.ready.setLabel('handover.ready', { name });
    this.chip.show(seat);
    this.root.setVisible(true);
  }

  hide(): void {
    this.root.setVisible(false);
  }

  /** Centre of the ready button, for the test bridge. */
  buttonCenter(): { x: number; y: number } {
    return { x: this.ready.x, y: this.ready.y };
  }

  layout(layout: Layout): void {
    this.layoutNow = layout;
    this.sky.clear().fillGradientStyle(COLORS.secondaryDark, COLORS.secondaryDark, COLORS.secondary, COLORS.secondary, 1).fillRect(0, 0, layout.width, layout.height);
    this.shade.setSize(layout.width, layout.height);
    this.shade.input?.hitArea.setTo(0, 0, layout.width, layout.height);
    const width = Math.min(560, layout.width - 2 * layout.margin);
    this.title.setWordWrapWidth(width - 48, true);
    this.body.setWordWrapWidth(width - 48, true);
    const height = 40 + 52 + 16 + this.title.height + 12 + this.body.height + 36 + 56 + 32;
    const top = (layout.height - height) / 2;
    this.panel.place({ x: layout.centerX - width / 2, y: top, width, height });
    this.chip.setPosition(layout.centerX, top + 40 + 26);
    this.title.setPosition(layout.centerX, top + 40 + 52 + 16);
    this.body.setPosition(layout.centerX, this.title.y + this.title.height + 12);
    this.ready.setButtonSize(Math.min(360, width - 48)).setPosition(layout.centerX, this.body.y + this.body.height + 36 + 28);
  }
}
