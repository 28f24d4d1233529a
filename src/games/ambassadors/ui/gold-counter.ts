// A seat's gold: a coin and a number that counts up or down to the new amount over about 0.6 s,
// while the difference floats up from it (+45 in green, −90 in red).
//
//   const gold = new GoldCounter(scene, 28);  // the coin 28 units wide
//   gold.container.setPosition(x, y);
//   gold.set(50);                            // at once
//   await gold.change(95);                   // counts 50 → 95, "+45" floats away
//
// With reduced motion the number changes at once and the difference fades in and out where it is.
import type Phaser from 'phaser';
import { animationDuration } from '../../../platform/settings';
import { reducedMotion } from '../../../ui/motion';
import { addFigure, COLORS } from '../../../ui/theme';
import { GOLD, INK } from './board-pieces';

const COUNT_MS = 600;

/** A gold coin `s` wide centred on (x, y): rim, face, and a stamped star. */
export function drawCoin(g: Phaser.GameObjects.Graphics, x: number, y: number, s: number): void {
  const r = s / 2;
  g.fillStyle(INK, 0.3).fillCircle(x + r * 0.08, y + r * 0.14, r);
  g.fillStyle(0xb7862a, 1).fillCircle(x, y, r);
  g.fillStyle(GOLD, 1).fillCircle(x, y - r * 0.05, r * 0.9);
  g.lineStyle(Math.max(1, r * 0.1), 0xf7dd8a, 1).strokeCircle(x, y - r * 0.05, r * 0.68);
  const star = Array.from({ length: 10 }, (_, k) => {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 === 0 ? r * 0.45 : r * 0.2;
    return { x: x + Math.cos(a) * rr, y: y - r * 0.05 + Math.sin(a) * rr };
  });
  g.fillStyle(0xf7dd8a, 1).fillPoints(star as unknown as Phaser.Math.Vector2[], true);
  g.lineStyle(Math.max(0.8, r * 0.08), INK, 1).strokeCircle(x, y, r);
}

export class GoldCounter {
  readonly container: Phaser.GameObjects.Container;
  private readonly scene: Phaser.Scene;
  private readonly size: number;
  private readonly figure: Phaser.GameObjects.Text;
  private shown = 0;
  private counting: Phaser.Tweens.Tween | null = null;

  constructor(scene: Phaser.Scene, size: number) {
    this.scene = scene;
    this.size = size;
    const coin = scene.add.graphics();
    drawCoin(coin, 0, 0, size);
    this.figure = addFigure(scene, size * 0.7, 0, '0', size * 0.75, COLORS.ink).setOrigin(0, 0.5);
    this.container = scene.add.container(0, 0, [coin, this.figure]);
  }

  get value(): number {
    return this.shown;
  }

  set(value: number): void {
    this.counting?.stop();
    this.counting = null;
    this.shown = value;
    this.figure.setText(String(value));
  }

  /** Counts to `value`, and floats the difference up from the coin. */
  change(value: number): Promise<void> {
    const from = this.shown;
    const diff = value - from;
    if (diff === 0) return Promise.resolve();
    this.float(diff);
    if (reducedMotion()) {
      this.set(value);
      return Promise.resolve();
    }
    this.counting?.stop();
    return new Promise((resolve) => {
      this.counting = this.scene.tweens.addCounter({
        from,
        to: value,
        duration: animationDuration(COUNT_MS),
        ease: 'Cubic.easeOut',
        onUpdate: (tween) => this.figure.setText(String(Math.round(tween.getValue() ?? value))),
        onComplete: () => {
          this.set(value);
          resolve();
        },
        onStop: () => resolve(),
      });
      this.shown = value;
    });
  }

  private float(diff: number): void {
    const label = addFigure(this.scene, 0, -this.size * 0.6, `${diff > 0 ? '+' : '−'}${Math.abs(diff)}`, this.size * 0.7, diff > 0 ? COLORS.success : COLORS.danger)
      .setStroke('#ffffff', Math.max(2, this.size * 0.12))
      .setAlpha(0);
    this.container.add(label);
    const still = reducedMotion();
    this.scene.tweens.chain({
      targets: label,
      tweens: [
        { alpha: 1, y: still ? label.y : label.y - this.size * 0.4, duration: animationDuration(180), ease: 'Back.easeOut' },
        { alpha: 0, y: still ? label.y : label.y - this.size * 1.2, duration: animationDuration(700), delay: animationDuration(350), ease: 'Sine.easeIn' },
      ],
      onComplete: () => label.destroy(),
    });
  }
}
