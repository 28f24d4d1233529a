// The little shows of Tucana's play screen, each a promise that resolves when it is over: points
// rising where they were scored, a bonus card leaving its pile for its taker, a stroke of ink
// flying to the seat of a player who drew. They decide nothing and hold nothing up (the screen
// already shows the result under them). With reduced motion nothing flies: the points and the
// card fade in and out where they are.
import type Phaser from 'phaser';
import type { Message } from '../../../platform/i18n';
import { animationDuration } from '../../../platform/settings';
import { DEPTHS } from '../../../ui/depths';
import { LocalizedText } from '../../../ui/localized-text';
import { reducedMotion } from '../../../ui/motion';
import { COLORS, css, textStyle } from '../../../ui/theme';
import type { Point } from './hex-geometry';

/** Tweens of one target one after another; resolves once the last has ended (and `done` ran). */
const chain = (scene: Phaser.Scene, targets: object, steps: readonly object[], done: () => void): Promise<void> =>
  new Promise((resolve) => {
    scene.tweens.chain({
      targets,
      tweens: steps.map((step) => ({ targets, ...step })),
      onComplete: () => {
        done();
        resolve();
      },
    });
  });

/** Points that pop where they were scored, after `delay` ms, then rise by `rise` and fade. */
export function risePoints(scene: Phaser.Scene, at: Point, text: Message, color: number, rise: number, delay = 0): Promise<void> {
  const label = new LocalizedText(scene, at.x, at.y, text.key, text.params, textStyle('subheading', { color: css(color), stroke: '#ffffff', strokeThickness: 5 }))
    .setOrigin(0.5)
    .setDepth(DEPTHS.flying)
    .setAlpha(0);
  scene.add.existing(label);
  // With reduced motion the points only fade in and out, at their size.
  const still = reducedMotion();
  label.setScale(still ? 1 : 0.6);
  return chain(
    scene,
    label,
    [
      { alpha: 1, scale: still ? 1 : 1.15, duration: animationDuration(160), delay: animationDuration(delay), ease: 'Back.easeOut' },
      { scale: 1, duration: animationDuration(120) },
      { y: at.y - (still ? 0 : rise), alpha: 0, delay: animationDuration(still ? 700 : 200), duration: animationDuration(900), ease: 'Sine.easeIn' },
    ],
    () => label.destroy(),
  );
}

/**
 * A bonus card (blue or red, with its points) leaves its place on the sheet for `to` (its taker's
 * seat or score) after `delay` ms; the sheet under it already shows the next card of the pile.
 */
export function flyCard(scene: Phaser.Scene, from: Point, to: Point, color: number, text: string, size: { width: number; height: number }, delay = 0): Promise<void> {
  const { width: w, height: h } = size;
  const card = scene.add.container(from.x, from.y).setDepth(DEPTHS.flying).setAlpha(0);
  const face = scene.add.graphics().fillStyle(COLORS.shadow, 0.3).fillRoundedRect(-w / 2 + 2, -h / 2 + 3, w, h, 5).fillStyle(color, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 5);
  face.lineStyle(2, COLORS.white, 0.9).strokeRoundedRect(-w / 2, -h / 2, w, h, 5);
  const label = scene.add.text(0, 0, text, textStyle('label', { color: '#ffffff', fontStyle: 'bold', fontSize: `${Math.max(11, Math.round(h * 0.6))}px` })).setOrigin(0.5);
  card.add([face, label]);
  if (reducedMotion()) {
    return chain(scene, card, [{ alpha: 1, duration: animationDuration(200), delay: animationDuration(delay) }, { alpha: 0, delay: animationDuration(600), duration: animationDuration(300) }], () => card.destroy());
  }
  return chain(
    scene,
    card,
    [
      { alpha: 1, scale: 1.5, duration: animationDuration(220), delay: animationDuration(delay), ease: 'Back.easeOut' },
      { x: to.x, y: to.y, scale: 0.8, duration: animationDuration(560), ease: 'Cubic.easeInOut' },
      { alpha: 0, scale: 1.3, duration: animationDuration(180) },
    ],
    () => card.destroy(),
  );
}

/** A stroke of a player's ink flies from the island to their seat after `delay` ms: they drew. */
export function flyStroke(scene: Phaser.Scene, from: Point, to: Point, color: number, length: number, delay = 0): Promise<void> {
  const g = scene.add.graphics({ x: from.x, y: from.y }).setDepth(DEPTHS.flying).setAlpha(0);
  const half = length / 2;
  g.lineStyle(9, 0x2a1d12, 0.7).lineBetween(-half, half * 0.4, half, -half * 0.4);
  g.lineStyle(5, color, 1).lineBetween(-half, half * 0.4, half, -half * 0.4);
  g.fillStyle(color, 1).fillCircle(-half, half * 0.4, 4).fillCircle(half, -half * 0.4, 4);
  if (reducedMotion()) {
    g.setPosition(to.x, to.y);
    return chain(scene, g, [{ alpha: 1, duration: animationDuration(200), delay: animationDuration(delay) }, { alpha: 0, delay: animationDuration(300), duration: animationDuration(300) }], () => g.destroy());
  }
  return chain(
    scene,
    g,
    [
      { alpha: 1, duration: animationDuration(120), delay: animationDuration(delay) },
      { x: to.x, y: to.y, scale: 0.6, duration: animationDuration(520), ease: 'Cubic.easeInOut' },
      { alpha: 0, duration: animationDuration(160) },
    ],
    () => g.destroy(),
  );
}
