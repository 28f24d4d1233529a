// The games a server offers: the app's registry by default; tests give theirs (which adds games
// that exist only for them). The AI workers are threads of their own and import the registry
// again: `module` tells them where from (null: the app's, bundled with them).
import { REGISTRY, type GameRegistry } from '../src/games/registry';

export interface ServedGames {
  readonly registry: GameRegistry;
  /** The URL of a module exporting this registry as `REGISTRY`, for the AI workers; null for the app's. */
  readonly module: string | null;
}

export const APP_SERVED: ServedGames = { registry: REGISTRY, module: null };
