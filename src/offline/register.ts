// Registers the service worker (src/offline/service-worker.ts) in builds, and offers a
// new version to the player once it is ready: the page reloads only when the player says so,
// never by itself in the middle of a game. A new version the player puts off starts the next
// time the game is opened.
import { showUpdatePrompt } from './update-prompt';

let registered = false;

/** Called once the menu is in, so that the download of every file does not slow the first load. */
export function keepForOffline(): void {
  // Set by scripts/vite-plugin-offline.ts: true in builds (the tests' too), false in development.
  if (registered || import.meta.env.SERVICE_WORKER !== true || !('serviceWorker' in navigator)) return;
  registered = true;
  const workers = navigator.serviceWorker;
  let accepted = false;
  // Another tab may let the new version in: this one reloads only if its player asked.
  workers.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
  });
  const offer = (waiting: ServiceWorker): void =>
    showUpdatePrompt(() => {
      accepted = true;
      waiting.postMessage('skip-waiting');
    });
  workers.register('./sw.js').then(
    (registration) => {
      // No controller: the first visit, where the new worker takes over quietly.
      if (registration.waiting && workers.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && workers.controller) offer(installing);
        });
      });
    },
    // Without a service worker (private windows of some browsers) the game still plays online.
    () => undefined,
  );
}
