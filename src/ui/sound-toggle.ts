// A round button that mutes or unmutes all sound, showing the current state.
import Phaser from 'phaser';
import { getSettings, onSettingsChange, updateSettings } from '../platform/settings';
import { Button } from './button';

export class SoundToggle extends Button {
  constructor(scene: Phaser.Scene, x: number, y: number) {
    super(scene, x, y, {
      icon: getSettings().muted ? 'mute' : 'sound',
      variant: 'secondary',
      width: 52,
      height: 52,
      onClick: () => updateSettings({ muted: !getSettings().muted }),
    });
    const unsubscribe = onSettingsChange((settings) => this.setIcon(settings.muted ? 'mute' : 'sound'));
    this.once(Phaser.GameObjects.Events.DESTROY, unsubscribe);
  }
}
