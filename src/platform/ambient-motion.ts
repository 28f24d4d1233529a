// Motions that run as long as their scene does, only for show: islands bobbing, clouds drifting,
// highlights breathing. They are advanced by the step that draws on demand (render-on-demand.ts),
// after the scenes' own update: at every step on a device that draws fast, a few times a second
// on a slow one, each by the real time since its last advance, so it keeps its speed either way.
// A motion that moves a large part of the screen (the map's islands bobbing) holds still on a slow
// device: each of its steps would repaint that part, which a slow device cannot do in a frame.
// Reduced motion is each motion's own affair (see ui/motion.ts).
import Phaser from 'phaser';

/** Moves what it animates on by `elapsedMs` (the real time since its last call). */
export type Advance = (elapsedMs: number) => void;

export interface AmbientOptions {
  /** Holds still on a slow device (see render-on-demand.ts): it moves a large part of the screen. */
  readonly holdOnSlowDevice?: boolean;
}

interface Motion {
  readonly scene: Phaser.Scene;
  readonly advance: Advance;
  readonly hold: boolean;
  last: number | null;
}

const motions = new Set<Motion>();

/** Runs `advance` while `scene` runs and is shown, until the scene shuts down. */
export function addAmbientMotion(scene: Phaser.Scene, advance: Advance, options: AmbientOptions = {}): void {
  const motion: Motion = { scene, advance, hold: options.holdOnSlowDevice === true, last: null };
  motions.add(motion);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => motions.delete(motion));
}

/** Advances every running scene's motions to `time` (the game loop's clock, ms); `slow`: a slow device. */
export function advanceAmbientMotions(time: number, slow: boolean): void {
  for (const motion of motions) {
    const sys = motion.scene.sys;
    if (!sys.isActive() || !sys.isVisible() || (slow && motion.hold)) {
      // A paused, hidden or held motion resumes where it was, without a jump.
      motion.last = null;
      continue;
    }
    motion.advance(motion.last === null ? 0 : time - motion.last);
    motion.last = time;
  }
}
