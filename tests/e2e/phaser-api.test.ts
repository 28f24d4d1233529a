// The game runs on a trimmed Phaser (src/phaser-lite.js) in development, in tests and in
// builds alike. Every Phaser API the code uses must be in it: the page is asked for each one the
// TypeScript parser finds in src/, so a missing class, factory, file type or plugin fails here
// rather than as `undefined` on some screen.
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver } from './driver';
import { phaserUses, type PhaserUses } from './phaser-uses';

test('the trimmed Phaser has every API the game uses', async () => {
  const uses = phaserUses('src');
  // The scan itself sees what it must (a few uses known to be there).
  expect(uses.paths).toEqual(expect.arrayContaining(['GameObjects.Text', 'Math.Clamp', 'Scene']));
  expect(uses.factories).toEqual(expect.arrayContaining(['text', 'container', 'graphics']));
  expect(uses.plugins).toEqual(expect.arrayContaining(['tweens', 'time', 'input']));
  const session = await openPage(inject('baseUrl'), 'phaser-api');
  try {
    await new Driver(session).scene('Menu');
    const missing = (check: PhaserUses): Promise<string[]> =>
      session.page.evaluate((u) => (globalThis as unknown as { __explorers: { missingPhaser(uses: PhaserUses): string[] } }).__explorers.missingPhaser(u), check);
    expect(await missing(uses)).toEqual([]);
    // And the check can fail: uses the trimmed module leaves out are reported.
    const absent: PhaserUses = { paths: ['Physics.Arcade', 'GameObjects.BitmapText'], factories: ['particles'], fileTypes: ['audio'], plugins: ['physics'] };
    expect(await missing(absent)).toEqual(['Phaser.Physics.Arcade', 'Phaser.GameObjects.BitmapText', 'add.particles', 'load.audio', 'scene.physics']);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
