// Announcements over the map: a ribbon for game events (a round scored, a temple reached), shown
// one at a time and awaited by the animation queue, and a short toast for refused moves.
import Phaser from 'phaser';
import type { Message } from '../shell/i18n';
import { animationDuration } from '../shell/settings';
import { DEPTHS } from './depths';
import type { Rect } from './layout';
import { LocalizedText } from './localized-text';
import { reducedMotion } from './motion';
import { COLORS, css, RADIUS, textStyle } from './theme';
import { tintImage } from './tint';

export interface BannerLine {
  readonly message: Message;
  /** A player's colour: a dot before the line. */
  readonly color?: number;
}

const HOLD = 1500;
const TOAST_HOLD = 2200;

export class Banner {
  private readonly scene: Phaser.Scene;
  private area: Rect = { x: 0, y: 0, width: 400, height: 400 };
  private compact = false;
  private toastRoot: Phaser.GameObjects.Container | null = null;
  /** The ribbons showing, each in a holder placed over the area, with the size it was made at. */
  private readonly ribbons = new Map<Phaser.GameObjects.Container, { readonly width: number; readonly height: number }>();

  constructor(scene: Phaser.Scene) {
    this.scene = scene;
  }

  /** The ribbon is centred over this area (the map). */
  layout(area: Rect, compact: boolean): void {
    this.area = area;
    this.compact = compact;
    // A note placed for the old layout (next to a cell that has moved) would point at nothing.
    this.toastRoot?.destroy();
    this.toastRoot = null;
    // A ribbon still showing (the window turned) moves over the new area, shrunk if it is narrower.
    for (const [holder, size] of this.ribbons) this.place(holder, size);
  }

  private place(holder: Phaser.GameObjects.Container, { width, height }: { readonly width: number; readonly height: number }): void {
    const { x, y, width: areaWidth, height: areaHeight } = this.area;
    holder.setPosition(x + areaWidth / 2, y + areaHeight * 0.3 - height / 2).setScale(Math.min(1, (areaWidth * 0.92) / width));
  }

  /** A title and a few lines; resolves once it has gone again. */
  announce(title: Message, lines: readonly BannerLine[] = [], icon: string | null = null): Promise<void> {
    const scene = this.scene;
    const width = Math.min(this.area.width * 0.92, 520);
    const titleText = new LocalizedText(scene, 0, 0, title.key, title.params, textStyle('heading', { fontSize: this.compact ? '20px' : '30px', align: 'center' })).setOrigin(0.5, 0);
    titleText.setWordWrapWidth(width - 40, true);
    const texts = lines.map((line) => {
      const text = new LocalizedText(scene, 0, 0, line.message.key, line.message.params, textStyle('body', { fontSize: this.compact ? '14px' : '19px' })).setOrigin(0.5, 0);
      // A long line (an explanation) breaks inside the ribbon, clear of a player's dot.
      return text.setWordWrapWidth(width - (line.color === undefined ? 40 : 64), true);
    });
    const lineHeight = this.compact ? 22 : 30;
    // A line takes its step, and each line it wraps to one line's height more.
    const heights = texts.map((text) => {
      const count = text.getWrappedText().length;
      return lineHeight + ((count - 1) * text.height) / count;
    });
    const iconSize = this.compact ? 34 : 52;
    const top = icon ? iconSize + 14 : 16;
    const height = top + titleText.height + 10 + heights.reduce((sum, h) => sum + h, 0) + 16;
    const bg = scene.add
      .graphics()
      .fillStyle(COLORS.shadow, 0.3)
      .fillRoundedRect(-width / 2 + 3, 5, width, height, RADIUS.large)
      .fillStyle(COLORS.paper, 0.97)
      .fillRoundedRect(-width / 2, 0, width, height, RADIUS.large)
      .lineStyle(3, COLORS.primary, 1)
      .strokeRoundedRect(-width / 2, 0, width, height, RADIUS.large);
    const root = scene.add.container(0, 0, [bg, titleText]);
    if (icon && scene.textures.exists(icon)) {
      const image = scene.add.image(0, 10 + iconSize / 2, icon).setDisplaySize(iconSize, iconSize);
      // The interface icons are white silhouettes (made for buttons): gold on the paper.
      root.add(icon.startsWith('icon-') ? tintImage(image, COLORS.primary) : image);
    }
    titleText.setY(top);
    let y = top + titleText.height + 10;
    texts.forEach((text, i) => {
      text.setY(y);
      y += heights[i] as number;
      root.add(text);
      const color = lines[i]?.color;
      if (color !== undefined) root.add(scene.add.circle(-text.width / 2 - 12, text.y + text.height / 2, 6, color).setStrokeStyle(1.5, COLORS.white));
    });
    // With reduced motion the ribbon only fades in and out: no growing, no sliding away.
    const still = reducedMotion();
    root.setAlpha(0).setScale(still ? 1 : 0.85);
    const holder = scene.add.container(0, 0, [root]).setDepth(DEPTHS.banner);
    const size = { width, height };
    this.ribbons.set(holder, size);
    this.place(holder, size);
    return new Promise((resolve) => {
      scene.tweens.chain({
        targets: root,
        tweens: [
          { alpha: 1, scale: 1, duration: animationDuration(220), ease: still ? 'Linear' : 'Back.easeOut' },
          { alpha: 0, y: still ? 0 : -20, duration: animationDuration(260), delay: animationDuration(HOLD + lines.length * 250), ease: 'Sine.easeIn' },
        ],
        onComplete: () => {
          this.ribbons.delete(holder);
          holder.destroy();
          resolve();
        },
      });
    });
  }

  /**
   * A short red note (a refused move); a newer one replaces it. With `at`, it stands just above
   * that point (the cell the player tried), kept inside the area; otherwise at the area's foot.
   */
  toast(message: Message, at: { readonly x: number; readonly y: number } | null = null): void {
    this.toastRoot?.destroy();
    const scene = this.scene;
    const text = new LocalizedText(scene, 0, 0, message.key, message.params, textStyle('body', { fontSize: this.compact ? '14px' : '18px', color: css(COLORS.white), align: 'center' })).setOrigin(0.5);
    text.setWordWrapWidth(Math.min(this.area.width * 0.9, 480), true);
    const w = text.width + 36;
    const h = text.height + 20;
    const bg = scene.add.graphics().fillStyle(COLORS.dangerDark, 0.95).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2 > 24 ? RADIUS.medium : h / 2);
    const { x, y, width, height } = this.area;
    const place = at
      ? { x: Phaser.Math.Clamp(at.x, x + w / 2, x + width - w / 2), y: Phaser.Math.Clamp(at.y - h, y + h / 2, y + height - h / 2) }
      : { x: x + width / 2, y: y + height - h };
    const root = scene.add.container(place.x, place.y, [bg, text]).setDepth(DEPTHS.banner);
    this.toastRoot = root;
    scene.tweens.add({
      targets: root,
      alpha: 0,
      delay: animationDuration(TOAST_HOLD),
      duration: animationDuration(300),
      onComplete: () => {
        root.destroy();
        if (this.toastRoot === root) this.toastRoot = null;
      },
    });
  }
}
