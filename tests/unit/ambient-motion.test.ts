// Ambient motions (src/platform/ambient-motion.ts): each advanced by the real time since its last
// advance; a motion that moves a large part of the screen holds still on a slow device and
// resumes where it was, without a jump.
import type Phaser from 'phaser';
import { describe, expect, test, vi } from 'vitest';
import { addAmbientMotion, advanceAmbientMotions } from '../../src/platform/ambient-motion';

// Phaser itself needs a browser: the motions use only its scene events' names.
vi.mock('phaser', () => ({ default: { Scenes: { Events: { SHUTDOWN: 'shutdown' } } } }));

/** A scene as the motions see it: running and shown, and shut down on demand. */
function scene(): { scene: Phaser.Scene; shutDown: () => void } {
  const onShutdown: (() => void)[] = [];
  const fake = {
    sys: { isActive: () => true, isVisible: () => true },
    events: { once: (_event: string, listener: () => void) => onShutdown.push(listener) },
  };
  return { scene: fake as unknown as Phaser.Scene, shutDown: () => onShutdown.forEach((listener) => listener()) };
}

describe('ambient motions', () => {
  test('a held motion stands still on a slow device and resumes without a jump; the others keep moving', () => {
    const { scene: shown, shutDown } = scene();
    const light: number[] = [];
    const held: number[] = [];
    addAmbientMotion(shown, (ms) => light.push(ms));
    addAmbientMotion(shown, (ms) => held.push(ms), { holdOnSlowDevice: true });
    advanceAmbientMotions(1000, false);
    advanceAmbientMotions(1016, false);
    advanceAmbientMotions(1266, true);
    advanceAmbientMotions(1516, true);
    advanceAmbientMotions(1532, false);
    advanceAmbientMotions(1548, false);
    expect(light).toEqual([0, 16, 250, 250, 16, 16]);
    expect(held).toEqual([0, 16, 0, 16]);
    shutDown();
    advanceAmbientMotions(2000, false);
    expect(light).toHaveLength(6);
  });
});
