// Motions that run as long as their scene does, only for show: islands bobbing, clouds drifting,
// highlights breathing. They are advanced by the step that draws on demand (render-on-demand.ts),
// after the scenes' own update: at every step on a device that draws fast, a few times a second
// on a slow one, each by the real time since its last advance, so it keeps its speed either way.
// Reduced motion is each motion's own affair (see ui/motion.ts).
import Phaser from 'phaser';

/** Moves what it animates on by `elapsedMs` (the real time since its last call). */
export type Advance = (elapsedMs: number) => void;

interface Motion {
  readonly scene: Phaser.Scene;
  readonly advance: Advance;
  last: number | null;
}

const motions = new Set<Motion>();

/** Runs `advance` while `scene` runs and is shown, until the scene shuts down. */
export function addAmbientMotion(scene: Phaser.Scene, advance: Advance): void {
  const motion: Motion = { scene, advance, last: null };
  motions.add(motion);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => motions.delete(motion));
}

/** Advances every running scene's motions to `time` (the game loop's clock, ms). */
export function advanceAmbientMotions(time: number): void {
  for (const motion of motions) {
    const sys = motion.scene.sys;
    if (!sys.isActive() || !sys.isVisible()) {
      // A paused or hidden scene's motions resume where they were, without a jump.
      motion.last = null;
      continue;
    }
    motion.advance(motion.last === null ? 0 : time - motion.last);
    motion.last = time;
  }
}
