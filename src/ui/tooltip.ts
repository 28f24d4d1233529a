// One tooltip per scene: a small paper label with a title and an optional line of explanation.
// Mouse: shown after a short hover. Touch: a tap on an icon shows it for a few seconds.
//
//   const tips = new Tooltip(scene);
//   tips.attach(icon, () => ({ title: { key: 'objects.key' }, body: { key: 'objects.tips.key' } }));
import Phaser from 'phaser';
import type { Message } from '../shell/i18n';
import { currentLayout } from './layout';
import { LocalizedText } from './localized-text';
import { COLORS, RADIUS, textStyle } from './theme';

export interface TipContent {
  readonly title: Message;
  readonly body?: Message;
}

const HOVER_DELAY = 350;
const TOUCH_TIME = 2800;
const MAX_WIDTH = 280;
const PAD = 10;
const DEPTH = 950;

export class Tooltip {
  private readonly scene: Phaser.Scene;
  private readonly root: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly title: LocalizedText;
  private readonly body: LocalizedText;
  private timer: Phaser.Time.TimerEvent | null = null;
  private anchor = { x: 0, y: 0 };

  constructor(scene: Phaser.Scene) {
    this.scene = scene;
    this.bg = scene.add.graphics();
    this.title = new LocalizedText(scene, PAD, PAD, 'common.verbatim', { text: '' }, textStyle('label', { color: '#2b3442', fontSize: '16px' }));
    this.body = new LocalizedText(scene, PAD, 0, 'common.verbatim', { text: '' }, textStyle('small', { fontSize: '14px' }));
    this.root = scene.add.container(0, 0, [this.bg, this.title, this.body]).setDepth(DEPTH).setVisible(false);
    for (const text of [this.title, this.body]) text.on('relocalized', () => this.root.visible && this.arrange());
  }

  /** Show now at (x, y) (logical units): below the point, kept on screen. */
  show(x: number, y: number, content: TipContent): void {
    this.cancelTimer();
    this.anchor = { x, y };
    this.title.setMessage(content.title);
    this.body.setMessage(content.body ?? { key: 'common.verbatim', params: { text: '' } });
    this.root.setVisible(true);
    this.arrange();
  }

  /** The title's key of the tip on screen, or null (for the test bridge). */
  get shown(): string | null {
    return this.root.visible ? this.title.key : null;
  }

  hide(): void {
    this.cancelTimer();
    this.root.setVisible(false);
  }

  /** Show `content` (null: nothing to say) after a hover, or for a while after a tap. */
  attach(target: Phaser.GameObjects.GameObject & { x: number; y: number }, content: () => TipContent | null): void {
    if (!target.input) target.setInteractive();
    const at = (pointer: Phaser.Input.Pointer) => ({ x: pointer.worldX, y: pointer.worldY + 18 });
    target.on(Phaser.Input.Events.POINTER_OVER, (pointer: Phaser.Input.Pointer) => {
      if (pointer.wasTouch) return;
      this.later(HOVER_DELAY, () => {
        const tip = content();
        const spot = at(pointer);
        if (tip) this.show(spot.x, spot.y, tip);
      });
    });
    // A finger lifted counts as leaving the target: a tapped tip stays for its time instead.
    target.on(Phaser.Input.Events.POINTER_OUT, (pointer: Phaser.Input.Pointer) => {
      if (!pointer.wasTouch) this.hide();
    });
    target.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => {
      if (!pointer.wasTouch) return;
      const tip = content();
      const spot = at(pointer);
      if (!tip) return;
      this.show(spot.x, spot.y, tip);
      this.later(TOUCH_TIME, () => this.hide());
    });
  }

  private later(ms: number, run: () => void): void {
    this.cancelTimer();
    this.timer = this.scene.time.delayedCall(ms, run);
  }

  private cancelTimer(): void {
    this.timer?.remove(false);
    this.timer = null;
  }

  private arrange(): void {
    this.title.setWordWrapWidth(MAX_WIDTH, true);
    this.body.setWordWrapWidth(MAX_WIDTH, true);
    const hasBody = this.body.text.length > 0;
    this.body.setVisible(hasBody).setY(PAD + this.title.height + 4);
    const width = Math.max(this.title.width, hasBody ? this.body.width : 0) + 2 * PAD;
    const height = PAD + this.title.height + (hasBody ? 4 + this.body.height : 0) + PAD;
    this.bg
      .clear()
      .fillStyle(COLORS.shadow, 0.25)
      .fillRoundedRect(2, 3, width, height, RADIUS.small)
      .fillStyle(COLORS.paper, 0.98)
      .fillRoundedRect(0, 0, width, height, RADIUS.small)
      .lineStyle(1.5, COLORS.paperEdge, 1)
      .strokeRoundedRect(0, 0, width, height, RADIUS.small);
    const layout = currentLayout();
    const x = Phaser.Math.Clamp(this.anchor.x - width / 2, 6, layout.width - width - 6);
    const below = this.anchor.y + height + 6 < layout.height;
    const y = below ? this.anchor.y : this.anchor.y - height - 40;
    this.root.setPosition(x, Math.max(6, y));
  }
}
