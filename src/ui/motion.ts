// Reduced motion (a setting, by default the system's `prefers-reduced-motion`): what moves only
// for show stands still or is left out (drifting clouds, bobbing islands, pulsing highlights,
// flights, shakes, slides, flips); what tells the player something still shows, at once or by a
// fade. Camera fades between scenes stay: they move nothing.
import Phaser from 'phaser';
import { getSettings, onSettingsChange } from '../shell/settings';

export const reducedMotion = (): boolean => getSettings().reducedMotion;

/**
 * A looping ornament (bobbing, pulsing): it rests at its start while motion is reduced, and
 * follows a change of the setting at once (the settings screen's own backdrop).
 */
export function ornament(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig): void {
  const tween = scene.tweens.add(config);
  let still = false;
  const follow = (reduced: boolean): void => {
    if (reduced === still || tween.isDestroyed()) return;
    still = reduced;
    if (reduced) tween.seek(0).pause();
    else tween.resume();
  };
  follow(reducedMotion());
  const off = onSettingsChange((settings) => follow(settings.reducedMotion));
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
}
