// This device's history, opened once for the whole page; the first open also asks the browser to
// keep the site's storage. A browser without IndexedDB (some private windows) refuses the open:
// the next call tries again, and the screens say the history is unavailable.
import { askPersistentStorage, HistoryStore } from './history-store';

let opening: Promise<HistoryStore> | null = null;

export function deviceHistory(): Promise<HistoryStore> {
  if (!opening) {
    opening = HistoryStore.open().then((store) => {
      void askPersistentStorage();
      return store;
    });
    opening.catch(() => (opening = null));
  }
  return opening;
}
