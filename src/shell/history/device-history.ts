// This device's history, opened once for the whole page; opening it also asks the browser (once per
// page, as a saved game does) to keep the site's storage. A browser without IndexedDB (some
// private windows) refuses the open: the next call tries again, and the screen says why.
import { askToKeepStorage } from '../../platform/storage';
import { HistoryStore } from './history-store';

let opening: Promise<HistoryStore> | null = null;

export function deviceHistory(): Promise<HistoryStore> {
  if (!opening) {
    opening = HistoryStore.open().then((store) => {
      askToKeepStorage();
      return store;
    });
    opening.catch(() => (opening = null));
  }
  return opening;
}
