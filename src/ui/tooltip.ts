// One tooltip per scene: a small paper label with a title and an optional line of explanation.
// Mouse: shown after a short hover. Touch: a tap on an icon shows it for a few seconds.
//
//   const tips = new Tooltip(scene);
//   tips.attach(icon, () => ({ title: { key: 'objects.key' }, body: { key: 'objects.tips.key' } }));
import Phaser from 'phaser';
import type { Message } from '../platform/i18n';
import { currentLayout, type Rect } from './layout';
import { tipBelow, tipClearOf, type Point } from './tip-placement';
import { LocalizedText } from './localized-text';
import { COLORS, RADIUS, textStyle } from './theme';

export interface TipContent {
  readonly title: Message;
  readonly body?: Message;
}

/** Where a tip goes: below a point, or beside an area it must leave uncovered. */
type Placement =
  | { readonly kind: 'below'; readonly at: Point }
  | { readonly kind: 'clear'; readonly keep: Rect; readonly avoid: readonly Point[]; readonly pad: number };

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
  private placement: Placement = { kind: 'below', at: { x: 0, y: 0 } };
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };

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
    this.open({ kind: 'below', at: { x, y } }, content);
  }

  /**
   * Show now beside `keep` (logical units), never over it: below, above, right or left, where it
   * covers the fewest of the `avoid` points (each counted `pad` around). A map cell's tip keeps
   * the cell's neighbours and the cells the player may click next in sight.
   */
  showClearOf(keep: Rect, content: TipContent, avoid: readonly Point[] = [], pad = 0): void {
    this.open({ kind: 'clear', keep, avoid, pad }, content);
  }

  private open(placement: Placement, content: TipContent): void {
    this.cancelTimer();
    this.placement = placement;
    this.title.setMessage(content.title);
    this.body.setMessage(content.body ?? { key: 'common.verbatim', params: { text: '' } });
    this.root.setVisible(true);
    this.arrange();
  }

  /** The title's key of the tip on screen, or null (for the test bridge). */
  get shown(): string | null {
    return this.root.visible ? this.title.key : null;
  }

  /** Where the tip on screen is, in logical units, or null (for the test bridge). */
  get shownArea(): Rect | null {
    return this.root.visible ? this.area : null;
  }

  hide(): void {
    this.cancelTimer();
    this.root.setVisible(false);
  }

  /**
   * Show `content` (null: nothing to say) after a hover, or for a while after a tap (unless
   * `touch` is false: a tap on the target does something else that says it all).
   */
  attach(target: Phaser.GameObjects.GameObject & { x: number; y: number }, content: () => TipContent | null, { touch = true } = {}): void {
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
      if (!pointer.wasTouch || !touch) return;
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
    const size = { width, height };
    const placement = this.placement;
    const spot = placement.kind === 'below' ? tipBelow(placement.at, size, currentLayout()) : tipClearOf(placement.keep, placement.avoid, placement.pad, size, currentLayout());
    this.root.setPosition(spot.x, spot.y);
    this.area = { x: spot.x, y: spot.y, width, height };
  }
}
