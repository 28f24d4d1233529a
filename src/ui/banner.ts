// Announcements over the map: a ribbon for game events (a round scored, a temple reached), shown
// one at a time and awaited by the animation queue, and a short toast for refused moves.
import Phaser from 'phaser';
import type { Message } from '../platform/i18n';
import { animationDuration } from '../platform/settings';
import { DEPTHS } from './depths';
import { makeOverFrames, type FrameClock } from './frame-pieces';
import type { Rect } from './layout';
import { LocalizedText } from './localized-text';
import { reducedMotion } from './motion';
import { SeatDot } from './seat-dot';
import type { SeatMark } from './seat-symbols';
import { COLORS, css, RADIUS, textStyle } from './theme';
import { tintImage } from './tint';

export interface BannerLine {
  readonly message: Message;
  /** A player's colour (and symbol, `shownSeat`): a dot before the line. */
  readonly seat?: SeatMark;
}

const HOLD = 1500;
const TOAST_HOLD = 2200;

/** A scene's steps as frames to work in, until it shuts down. */
function sceneFrames(scene: Phaser.Scene): FrameClock {
  const { UPDATE, SHUTDOWN } = Phaser.Scenes.Events;
  return {
    onFrame: (step) => {
      scene.events.on(UPDATE, step);
      return () => void scene.events.off(UPDATE, step);
    },
    onEnd: (stop) => {
      scene.events.once(SHUTDOWN, stop);
      return () => void scene.events.off(SHUTDOWN, stop);
    },
    now: () => performance.now(),
  };
}

/** A ribbon's texts, made for this width and size of layout. */
interface RibbonTexts {
  readonly width: number;
  readonly compact: boolean;
  readonly title: LocalizedText;
  readonly lines: readonly LocalizedText[];
}

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

  /**
   * A title and a few lines; resolves once it has gone again. Its texts are made from the next
   * frame on, as many a frame as fit in `PIECES_BUDGET_MS` (all at once on a fast device): not in
   * the task that brought the event (a round's end, with the sheets' and the cards' changes).
   */
  announce(title: Message, lines: readonly BannerLine[] = [], icon: string | null = null): Promise<void> {
    return this.makeOverFrames(title, lines).then((made) => {
      // A layout that came meanwhile (the window turned) wants texts sized for it.
      if (made.width === this.ribbonWidth() && made.compact === this.compact) return this.show(made, lines, icon);
      for (const text of [made.title, ...made.lines]) text.destroy();
      return this.show(this.makeNow(title, lines), lines, icon);
    });
  }

  private ribbonWidth(): number {
    return Math.min(this.area.width * 0.92, 520);
  }

  /** The ribbon's texts, made one at a time (each draws its own canvas). */
  private makers(title: Message, lines: readonly BannerLine[]): { readonly width: number; readonly compact: boolean; readonly make: (() => LocalizedText)[] } {
    const { scene, compact } = this;
    const width = this.ribbonWidth();
    // Wrapped by their style, so each draws its canvas once.
    const wrap = (inset: number) => ({ wordWrap: { width: width - inset, useAdvancedWrap: true } });
    const makeTitle = (): LocalizedText =>
      new LocalizedText(scene, 0, 0, title.key, title.params, textStyle('heading', { fontSize: compact ? '20px' : '30px', align: 'center', ...wrap(40) })).setOrigin(0.5, 0);
    const makeLine = (line: BannerLine) => (): LocalizedText =>
      // A long line (an explanation) breaks inside the ribbon, clear of a player's dot.
      new LocalizedText(scene, 0, 0, line.message.key, line.message.params, textStyle('body', { fontSize: compact ? '14px' : '19px', ...wrap(line.seat === undefined ? 40 : 64) })).setOrigin(0.5, 0);
    return { width, compact, make: [makeTitle, ...lines.map(makeLine)] };
  }

  private makeNow(title: Message, lines: readonly BannerLine[]): RibbonTexts {
    const { width, compact, make } = this.makers(title, lines);
    const [made, ...rest] = make.map((each) => each());
    return { width, compact, title: made as LocalizedText, lines: rest };
  }

  /** Resolves with the texts once all are made; never if the scene shuts down first (its queue goes with it). */
  private makeOverFrames(title: Message, lines: readonly BannerLine[]): Promise<RibbonTexts> {
    const { width, compact, make } = this.makers(title, lines);
    return makeOverFrames(make, sceneFrames(this.scene), (text) => text.destroy()).then(([first, ...rest]) => ({
      width,
      compact,
      title: first as LocalizedText,
      lines: rest,
    }));
  }

  /** Puts the made texts on a ribbon and plays it in and out. */
  private show({ width, title: titleText, lines: texts }: RibbonTexts, lines: readonly BannerLine[], icon: string | null): Promise<void> {
    const scene = this.scene;
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
      const seat = lines[i]?.seat;
      if (seat) root.add(new SeatDot(scene, seat.symbol ? 8 : 6, 1.5, seat).setPosition(-text.width / 2 - 12, text.y + text.height / 2));
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
