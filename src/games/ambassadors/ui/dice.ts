// Two dice that tumble across their tray and land on the faces the rules rolled. A double is
// marked by a gold ring round both. The faces come from the rules; nothing here is random.
//
//   const dice = new Dice(scene, 44);   // each die 44 units wide
//   dice.container.setPosition(x, y);  // the centre between the two dice
//   await dice.roll(3, 3);             // tumbles, then shows 3 and 3 with the double's ring
//   dice.show(2, 5);                   // at once (a reload, a spectator joining)
//   dice.clear();                      // no dice shown
//
// With reduced motion a roll shows its faces at once.
import type Phaser from 'phaser';
import { animationDuration } from '../../../platform/settings';
import { reducedMotion } from '../../../ui/motion';
import { GOLD, INK } from './board-pieces';

const IVORY = 0xfbf3df;
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};
const TUMBLE_MS = 620;
const FACE_MS = 70;

/** One die's face, `s` wide, centred on (0, 0). */
export function drawDie(g: Phaser.GameObjects.Graphics, face: number, s: number): void {
  const r = s * 0.18;
  g.clear();
  g.fillStyle(INK, 0.3).fillRoundedRect(-s / 2 + s * 0.04, -s / 2 + s * 0.08, s, s, r);
  g.fillStyle(IVORY, 1).fillRoundedRect(-s / 2, -s / 2, s, s, r);
  g.fillStyle(0xe8dcc0, 1).fillRoundedRect(-s / 2 + s * 0.06, -s / 2 + s * 0.62, s * 0.88, s * 0.32, r * 0.7);
  g.fillStyle(IVORY, 1).fillRoundedRect(-s / 2 + s * 0.04, -s / 2 + s * 0.04, s * 0.92, s * 0.86, r * 0.8);
  g.lineStyle(Math.max(1, s * 0.045), INK, 1).strokeRoundedRect(-s / 2, -s / 2, s, s, r);
  g.fillStyle(face === 1 ? 0xb5523b : INK, 1);
  for (const [dx, dy] of PIPS[face] ?? []) g.fillCircle(dx * s * 0.25, dy * s * 0.25, s * (face === 1 ? 0.12 : 0.085));
}

export class Dice {
  readonly container: Phaser.GameObjects.Container;
  private readonly scene: Phaser.Scene;
  private readonly size: number;
  private readonly dice: Phaser.GameObjects.Graphics[];
  private readonly ring: Phaser.GameObjects.Graphics;

  constructor(scene: Phaser.Scene, size: number) {
    this.scene = scene;
    this.size = size;
    this.ring = scene.add.graphics();
    this.dice = [scene.add.graphics(), scene.add.graphics()];
    this.container = scene.add.container(0, 0, [this.ring, ...this.dice]).setVisible(false);
  }

  /** Tumbles both dice, then lands them on `a` and `b`. */
  async roll(a: number, b: number): Promise<void> {
    if (reducedMotion()) return this.show(a, b);
    this.container.setVisible(true);
    this.ring.clear();
    const duration = animationDuration(TUMBLE_MS);
    await Promise.all(
      this.dice.map((die, i) => {
        const home = this.home(i);
        const final = i === 0 ? a : b;
        die.setPosition(home - this.size * (1.6 - i * 0.4), -this.size * 0.9).setAngle(-200 - i * 90);
        let face = ((final + 2 + i) % 6) + 1;
        drawDie(die, face, this.size);
        const turns = this.scene.time.addEvent({
          delay: animationDuration(FACE_MS),
          repeat: Math.max(0, Math.floor(duration / Math.max(1, animationDuration(FACE_MS))) - 2),
          callback: () => drawDie(die, (face = (face % 6) + 1), this.size),
        });
        return new Promise<void>((resolve) => {
          this.scene.tweens.add({ targets: die, x: home, angle: 0, duration, ease: 'Cubic.easeOut' });
          this.scene.tweens.add({
            targets: die,
            y: 0,
            duration,
            ease: 'Bounce.easeOut',
            onComplete: () => {
              turns.remove(false);
              drawDie(die, final, this.size);
              die.setPosition(home, 0).setAngle(0);
              resolve();
            },
          });
        });
      }),
    );
    this.markDouble(a, b);
    if (a === b) {
      this.ring.setScale(0.6).setAlpha(0);
      await new Promise<void>((resolve) => this.scene.tweens.add({ targets: this.ring, scale: 1, alpha: 1, duration: animationDuration(260), ease: 'Back.easeOut', onComplete: () => resolve() }));
    }
  }

  /** Both dice on their faces, at once. */
  show(a: number, b: number): void {
    this.container.setVisible(true);
    this.dice.forEach((die, i) => {
      this.scene.tweens.killTweensOf(die);
      drawDie(die, i === 0 ? a : b, this.size);
      die.setPosition(this.home(i), 0).setAngle(0);
    });
    this.ring.setScale(1).setAlpha(1);
    this.markDouble(a, b);
  }

  clear(): void {
    this.container.setVisible(false);
  }

  private home(i: number): number {
    return (i === 0 ? -1 : 1) * this.size * 0.62;
  }

  private markDouble(a: number, b: number): void {
    const g = this.ring.clear();
    if (a !== b) return;
    const w = this.size * 2.6, h = this.size * 1.45;
    g.fillStyle(GOLD, 0.28).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2);
    g.lineStyle(Math.max(2, this.size * 0.07), GOLD, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2);
  }
}
