// Reduced motion (a setting, by default the system's `prefers-reduced-motion`): what moves only
// for show stands still or is left out (drifting clouds, bobbing islands, pulsing highlights,
// flights, shakes, slides, flips); what tells the player something still shows, at once or by a
// fade. Camera fades between scenes stay: they move nothing.
import type Phaser from 'phaser';
import { addAmbientMotion } from '../platform/ambient-motion';
import { getSettings } from '../platform/settings';

export const reducedMotion = (): boolean => getSettings().reducedMotion;

/**
 * A looping swing of some numeric properties of `targets` to the values given and back, each way
 * in `duration` ms, sine in and out, after `delay` ms: written as a tween's config (the looping
 * `yoyo`, `repeat: -1` and `ease: 'Sine.easeInOut'` it always has may be left out).
 */
export type OrnamentConfig = {
  readonly targets: object | readonly object[];
  readonly duration: number;
  readonly delay?: number;
  /** It moves a large part of the screen: it holds still on a slow device (platform/ambient-motion.ts). */
  readonly holdOnSlowDevice?: boolean;
  readonly yoyo?: true;
  readonly repeat?: -1;
  readonly ease?: 'Sine.easeInOut';
} & { readonly [property: string]: unknown };

const NOT_PROPERTIES = new Set(['targets', 'duration', 'delay', 'holdOnSlowDevice', 'yoyo', 'repeat', 'ease']);

/**
 * A looping ornament (bobbing, pulsing): an ambient motion (platform/ambient-motion.ts), so on a
 * slow device it moves a few times a second rather than making every frame a drawing. It rests
 * at its start while motion is reduced, and follows a change of the setting (the settings
 * screen's own backdrop).
 */
export function ornament(scene: Phaser.Scene, config: OrnamentConfig): void {
  const targets = ([] as object[]).concat(config.targets) as Record<string, number>[];
  const swings = Object.entries(config).filter((entry): entry is [string, number] => !NOT_PROPERTIES.has(entry[0]) && typeof entry[1] === 'number');
  const from = targets.map((target) => swings.map(([key]) => target[key] as number));
  const delay = config.delay ?? 0;
  let elapsed = 0;
  addAmbientMotion(scene, (ms) => {
    elapsed = reducedMotion() ? 0 : elapsed + ms;
    const share = elapsed <= delay ? 0 : 0.5 - 0.5 * Math.cos((Math.PI * (elapsed - delay)) / config.duration);
    targets.forEach((target, t) =>
      swings.forEach(([key, to], k) => {
        const start = from[t]?.[k] as number;
        target[key] = start + (to - start) * share;
      }),
    );
  }, { holdOnSlowDevice: config.holdOnSlowDevice === true });
}
