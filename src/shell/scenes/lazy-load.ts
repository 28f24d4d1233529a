// Screens that load with a chunk of their own (a game's, the lobby, the how-to pages) may fail to
// arrive: the connection dropped, or a new release replaced the files the page knows. The player
// is told so and offered to try again; a second failure reloads the page, which fetches the
// current release (a failed module stays failed in this page).
import type Phaser from 'phaser';
import { showDialog } from '../../ui/dialog';

/** Runs `then` with what `load` brings, unless the scene was left meanwhile; a failure asks to try again. */
export function whenLoaded<T>(scene: Phaser.Scene, load: () => Promise<T>, then: (loaded: T) => void, tries = 1): void {
  load().then(
    (loaded) => {
      if (scene.scene.isActive()) then(loaded);
    },
    () => {
      if (!scene.scene.isActive()) return;
      showDialog(scene, {
        title: { key: 'loadFailed.title' },
        message: { key: 'loadFailed.message' },
        choices: [
          { label: 'loadFailed.retry', onChoose: () => (tries > 1 ? globalThis.location.reload() : whenLoaded(scene, load, then, tries + 1)) },
          { label: 'common.cancel', variant: 'plain', onChoose: () => undefined },
        ],
      });
    },
  );
}

/** A loader that keeps its promise once it succeeds, and forgets a failed one so that it can be tried again. */
export function cachedLoader<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const cache = new Map<K, Promise<T>>();
  return (key) => {
    let loading = cache.get(key);
    if (!loading) {
      loading = load(key);
      cache.set(key, loading);
      loading.catch(() => cache.delete(key));
    }
    return loading;
  };
}
