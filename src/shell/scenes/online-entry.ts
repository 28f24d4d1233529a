// The way into online play. The lobby and the client SDK load only when a player asks for them
// (or opens a table's link), so the menu's first load stays small.
import type Phaser from 'phaser';
import { goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';
import type { NewTable } from '../online/session';

/** What the online lobby opens on: its start (create or join), a table's code (to play, or to watch), or a table to create. */
export type OnlineData = { readonly code?: string; readonly watch?: boolean } | { readonly create: NewTable };

/** Adds the lobby scene to the game the first time it is needed. */
export async function loadOnlineScene(scene: Phaser.Scene): Promise<void> {
  const { OnlineScene } = await import('./OnlineScene');
  if (!scene.scene.get(SceneKeys.Online)) scene.scene.add(SceneKeys.Online, OnlineScene, false);
}

export function openOnline(scene: Phaser.Scene, data: OnlineData = {}): void {
  void loadOnlineScene(scene).then(() => goTo(scene, SceneKeys.Online, data));
}
