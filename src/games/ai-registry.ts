// Each game's AI, loaded on demand where bots run: the AI worker, tools and tests. Kept apart
// from registry.ts so that the page's own bundle never holds a copy of any AI.
import type { GameAi } from './contract';

const LOADERS: Readonly<Record<string, () => Promise<GameAi<unknown, unknown>>>> = {
  explorers: () => import('./explorers/ai/entry').then((m) => m.explorersAi as GameAi<unknown, unknown>),
  tucana: () => import('./tucana/ai/entry').then((m) => m.tucanaAi as GameAi<unknown, unknown>),
};

/** The AI of the game with this id, or null for an unknown id. */
export const loadAi = (game: string): Promise<GameAi<unknown, unknown>> | null => LOADERS[game]?.() ?? null;
