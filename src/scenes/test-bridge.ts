// For end-to-end tests only: `window.__explorers`, a frozen read-only view of the running game
// (the active scene's key and what that scene reports: a summary of the engine state and the
// page positions of what a test may click). Loaded only when the build allows it (development,
// or VITE_TEST_BRIDGE=1) and the page's URL has `?test=1`; production builds never contain it.
import type Phaser from 'phaser';
import { currentLayout } from '../ui/layout';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Converts a point in a scene's logical units to CSS pixels in the page. */
export type ToPage = (point: Point) => Point;

/** A scene the bridge can describe. */
export interface BridgeScene {
  testView(toPage: ToPage): unknown;
}

const hasTestView = (scene: Phaser.Scene): scene is Phaser.Scene & BridgeScene =>
  typeof (scene as Partial<BridgeScene>).testView === 'function';

export function installTestBridge(game: Phaser.Game): void {
  if (new URLSearchParams(globalThis.location.search).get('test') !== '1') return;
  if ('__explorers' in globalThis) return;
  const topScene = (): Phaser.Scene | null => {
    const running = game.scene.getScenes(true);
    return running[running.length - 1] ?? null;
  };
  const toPage: ToPage = (point) => {
    const rect = game.canvas.getBoundingClientRect();
    const scale = currentLayout().cssScale;
    return { x: Math.round(rect.left + point.x * scale), y: Math.round(rect.top + point.y * scale) };
  };
  const bridge = Object.freeze({
    get scene(): string | null {
      return topScene()?.sys.settings.key ?? null;
    },
    view(): unknown {
      const scene = topScene();
      return scene && hasTestView(scene) ? structuredClone(scene.testView(toPage)) : null;
    },
  });
  Object.defineProperty(globalThis, '__explorers', { value: bridge, writable: false, configurable: false, enumerable: false });
}
