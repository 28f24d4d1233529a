// Tucana's last setup, remembered in storage like Explorers' (scenes/setup/setup-store.ts), so a
// later visit, even after a reload, starts from it; a stored value that is no valid draft is ignored.
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../../../platform/storage';
import { restoreTucanaDraft, type TucanaSetupDraft } from './setup-draft';

const STORAGE_KEY = 'tucana.lastSetup';

export function rememberTucanaDraft(draft: TucanaSetupDraft, storage: StorageLike = browserStorage()): void {
  safeSetItem(storage, STORAGE_KEY, JSON.stringify(draft));
}

/** The last setup, if one is stored and still valid. */
export function rememberedTucanaDraft(storage: StorageLike = browserStorage()): TucanaSetupDraft | null {
  const text = safeGetItem(storage, STORAGE_KEY);
  if (!text) return null;
  try {
    return restoreTucanaDraft(JSON.parse(text));
  } catch {
    return null;
  }
}
