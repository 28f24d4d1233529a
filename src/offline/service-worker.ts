// The service worker: keeps every file of one build (the page, its scripts and workers, the
// pictures, sounds and translations they carry) in one cache, so that after a first visit the
// game loads and plays with the network off. It answers only for those files and for the page
// itself: anything else, above all the online server's POST /tables, matchmaking and WebSockets,
// goes to the network untouched. A new build waits until the player accepts it (a message from
// the page, src/offline/register.ts) or every tab of the old one is closed.
// scripts/vite-plugin-offline.ts compiles this file on its own and defines the two constants.
declare const PRECACHE: readonly string[];
declare const VERSION: string;

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
const CACHE = `${PREFIX}${VERSION}`;
const scope = worker.registration.scope;
const page = new URL('index.html', scope).href;
const cached = new Set(PRECACHE.map((path) => new URL(path, scope).href));

worker.addEventListener('install', (event) => {
  // 'no-cache': the page is revalidated, not taken from the HTTP cache of an older build.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...cached].map((url) => new Request(url, { cache: 'no-cache' })))));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)))));
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
  const key = request.mode === 'navigate' && url.href === scope ? page : url.href;
  if (!cached.has(key)) return;
  event.respondWith(caches.match(key, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
