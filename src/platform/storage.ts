// The slice of the Web Storage API the app uses, so tests can pass a plain object and a browser
// that refuses storage (private mode, disabled cookies) still runs the game, just without memory.

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that forgets everything when the page closes. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** `localStorage` (or `sessionStorage`) when the browser lets us use it, otherwise a memory storage. */
export function browserStorage(kind: 'local' | 'session' = 'local'): StorageLike {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    const probe = '__explorers_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** Write without throwing: a full or locked storage must never break the game. */
export function safeSetItem(storage: StorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Remove without throwing. */
export function safeRemoveItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // A storage that refuses keeps the item: nothing more can be done.
  }
}

/** Read without throwing. */
export function safeGetItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

let keepAsked = false;

/**
 * Asks the browser, once per page, to keep this site's storage (saved games, the offline cache)
 * when the device runs short of room; without it, a browser may evict them. Only the answer's
 * absence matters: a refusal changes nothing.
 */
export function askToKeepStorage(): void {
  if (keepAsked) return;
  keepAsked = true;
  globalThis.navigator?.storage?.persist?.().catch(() => false);
}
