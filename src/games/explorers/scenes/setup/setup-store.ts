// The setup screen's state: the draft being edited, edits as pure functions, and a change signal
// the tabs listen to. Remembered between visits, so a second game starts from the last setup.
import { defaultDraft, randomSeed, restoreDraft, withSeed, type SetupDraft } from '../../play/setup-draft';
import { browserStorage, safeGetItem, safeSetItem } from '../../../../platform/storage';
import type { Layout, Rect } from '../../../../ui/layout';

export interface SetupTab {
  setVisible(on: boolean): void;
  place(area: Rect, layout: Layout): void;
  refresh(draft: SetupDraft): void;
}

const STORAGE_KEY = 'explorers.lastSetup';

export class SetupStore {
  private current: SetupDraft;
  private readonly listeners: ((draft: SetupDraft) => void)[] = [];

  /** A remembered setup keeps its choices but gets a fresh seed: a new game, not a replay. */
  constructor() {
    this.current = withSeed(remembered() ?? defaultDraft(0), String(randomSeed()));
  }

  get draft(): SetupDraft {
    return this.current;
  }

  update(edit: (draft: SetupDraft) => SetupDraft): void {
    const next = edit(this.current);
    if (next === this.current) return;
    this.current = next;
    safeSetItem(browserStorage(), STORAGE_KEY, JSON.stringify(next));
    for (const listener of this.listeners) listener(next);
  }

  onChange(listener: (draft: SetupDraft) => void): void {
    this.listeners.push(listener);
  }
}

/** The last setup, if it is still a valid one. */
function remembered(): SetupDraft | null {
  const text = safeGetItem(browserStorage(), STORAGE_KEY);
  if (!text) return null;
  try {
    return restoreDraft(JSON.parse(text));
  } catch {
    return null;
  }
}
