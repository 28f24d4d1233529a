// Ambassadors' last setup, remembered in storage like Tucana's, so a later visit, even after a
// reload, starts from it; a stored value that is no valid draft is ignored.
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../../../platform/storage';
import { restoreAmbassadorsDraft, type AmbassadorsSetupDraft } from './setup-draft';

const STORAGE_KEY = 'ambassadors.lastSetup';

export function rememberAmbassadorsDraft(draft: AmbassadorsSetupDraft, storage: StorageLike = browserStorage()): void {
  safeSetItem(storage, STORAGE_KEY, JSON.stringify(draft));
}

/** The last setup, if one is stored and still valid. */
export function rememberedAmbassadorsDraft(storage: StorageLike = browserStorage()): AmbassadorsSetupDraft | null {
  const text = safeGetItem(storage, STORAGE_KEY);
  if (!text) return null;
  try {
    return restoreAmbassadorsDraft(JSON.parse(text));
  } catch {
    return null;
  }
}
