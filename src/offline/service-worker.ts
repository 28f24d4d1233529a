// The service worker: keeps every file of the build (the page, its scripts and workers, the
// pictures, sounds and translations they carry), so that after a first visit the game loads and
// plays with the network off. Each file is kept under its own revision (a hash of its content):
// a new build fetches only the files whose revision changed, and a release that changes one
// script downloads that script, not the music again. It answers only for those files and for the
// page itself: anything else, above all the online server's POST /tables, matchmaking and
// WebSockets, goes to the network untouched. A new build waits until the player accepts it (a
// message from the page, src/offline/register.ts) or every tab of the old one is closed.
// scripts/vite-plugin-offline.ts compiles this file on its own and defines PRECACHE (which also
// makes every new build's worker differ from the last, so that browsers install it).
declare const PRECACHE: readonly { readonly url: string; readonly revision: string }[];

// The few service-worker types used here (the project's TypeScript library is the page's DOM).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PREFIX = 'explorers-';
// One cache for every build: the revision in each entry's key tells builds' copies apart.
const CACHE = `${PREFIX}files`;
const scope = worker.registration.scope;
const page = new URL('index.html', scope).href;
/** A kept file's address → its key in the cache (the address with its revision). */
const keys = new Map(PRECACHE.map(({ url, revision }) => {
  const address = new URL(url, scope);
  const key = new URL(address);
  key.searchParams.set('revision', revision);
  return [address.href, key.href];
}));

/** Fetches and keeps one file, unless this revision of it is already kept (from an earlier build). */
async function keep(cache: Cache, address: string, key: string): Promise<void> {
  if (await cache.match(key)) return;
  // 'no-cache': revalidated, never an older build's copy from the HTTP cache.
  const response = await fetch(new Request(address, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  await cache.put(key, response);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all([...keys].map(([address, key]) => keep(cache, address, key)))));
});

worker.addEventListener('activate', (event) => {
  const current = new Set(keys.values());
  const dropOthers = caches.open(CACHE).then(async (cache) => {
    for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
  });
  // Earlier builds kept one cache each (explorers-<version>).
  const dropOldCaches = caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))));
  event.waitUntil(Promise.all([dropOthers, dropOldCaches]));
});

worker.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  const key = keys.get(request.mode === 'navigate' && url.href === scope ? page : url.href);
  if (key === undefined) return;
  event.respondWith(caches.match(key, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
