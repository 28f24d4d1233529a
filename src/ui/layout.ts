// Responsive layout. The canvas always covers the page at the device's pixel density (crisp on
// phones and retina screens); each scene's camera is zoomed so that scenes work in *logical
// units*: the visible area is at least 1280×800 in landscape and at least 390×844 in portrait,
// one dimension matching the design exactly and the other growing with the screen's shape.
// Never use `scene.scale.width` for positions: it counts device pixels, not logical units.
import type Phaser from 'phaser';
import { onLanguageChange } from '../platform/i18n';

// Event names as strings: this module stays importable without Phaser (unit tests run in Node).
const RESIZE_EVENT = 'resize'; // Phaser.Scale.Events.RESIZE
const SHUTDOWN_EVENT = 'shutdown'; // Phaser.Scenes.Events.SHUTDOWN

export const DESIGN = {
  landscape: { width: 1280, height: 800 },
  portrait: { width: 390, height: 844 },
} as const;

export type Orientation = keyof typeof DESIGN;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Layout {
  /** Visible area in logical units. */
  readonly width: number;
  readonly height: number;
  readonly orientation: Orientation;
  readonly portrait: boolean;
  readonly centerX: number;
  readonly centerY: number;
  /** Breathing space kept along the edges. */
  readonly margin: number;
  /** The visible area minus the margins. */
  readonly safe: Rect;
  /** CSS pixels per logical unit. */
  readonly cssScale: number;
  /** Device pixels per logical unit: the camera zoom. */
  readonly zoom: number;
}

/** Beyond 2, more pixels cost memory and frame time without a visible gain. */
const MAX_PIXEL_RATIO = 2;

export function computeLayout(cssWidth: number, cssHeight: number, pixelRatio = 1): Layout {
  const cssW = Math.max(1, cssWidth);
  const cssH = Math.max(1, cssHeight);
  const orientation: Orientation = cssW < cssH ? 'portrait' : 'landscape';
  const design = DESIGN[orientation];
  const cssScale = Math.min(cssW / design.width, cssH / design.height);
  const width = cssW / cssScale;
  const height = cssH / cssScale;
  const margin = orientation === 'portrait' ? 16 : 32;
  const ratio = Math.min(Math.max(pixelRatio, 1), MAX_PIXEL_RATIO);
  return {
    width,
    height,
    orientation,
    portrait: orientation === 'portrait',
    centerX: width / 2,
    centerY: height / 2,
    margin,
    safe: { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin },
    cssScale,
    zoom: cssScale * ratio,
  };
}

interface Viewport {
  readonly cssWidth: number;
  readonly cssHeight: number;
  readonly pixelRatio: number;
}

let viewport: Viewport = { cssWidth: DESIGN.landscape.width, cssHeight: DESIGN.landscape.height, pixelRatio: 1 };

export function currentLayout(): Layout {
  return computeLayout(viewport.cssWidth, viewport.cssHeight, viewport.pixelRatio);
}

/** Device pixels per CSS pixel, within the cap. */
export const pixelRatio = (): number =>
  Math.min(Math.max(globalThis.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);

/** The size the game should have for a parent element of this CSS size. */
export function canvasSize(cssWidth: number, cssHeight: number, ratio: number): { width: number; height: number } {
  return { width: Math.round(cssWidth * ratio), height: Math.round(cssHeight * ratio) };
}

function measure(parent: HTMLElement): Viewport {
  const rect = parent.getBoundingClientRect();
  return {
    cssWidth: Math.max(1, Math.round(rect.width)),
    cssHeight: Math.max(1, Math.round(rect.height)),
    pixelRatio: pixelRatio(),
  };
}

/** Measure the page before the game exists, so the game starts at the right size. */
export function measureViewport(parent: HTMLElement): Viewport {
  viewport = measure(parent);
  return viewport;
}

export function installViewport(game: Phaser.Game): () => void {
  const parent = game.scale.parent as HTMLElement;
  const update = (): void => {
    viewport = measure(parent);
    const { width, height } = canvasSize(viewport.cssWidth, viewport.cssHeight, viewport.pixelRatio);
    game.scale.setZoom(1 / viewport.pixelRatio);
    game.scale.resize(width, height);
    // Phaser skips the style when it thinks it is unchanged; the page must always match exactly.
    game.canvas.style.width = `${viewport.cssWidth}px`;
    game.canvas.style.height = `${viewport.cssHeight}px`;
  };
  const observer = new ResizeObserver(update);
  observer.observe(parent);
  globalThis.addEventListener('resize', update);
  update();
  return () => {
    observer.disconnect();
    globalThis.removeEventListener('resize', update);
  };
}

/**
 * Lays `scene` out now and at every resize; with `languages`, also after each language change,
 * for a screen whose words decide where the next thing goes (a headline that wraps to two lines).
 */
export function watchLayout(scene: Phaser.Scene, onLayout: (layout: Layout) => void, options: { readonly languages?: boolean } = {}): () => void {
  const apply = (): void => {
    const layout = currentLayout();
    scene.cameras.main.setOrigin(0, 0).setScroll(0, 0).setZoom(layout.zoom);
    onLayout(layout);
  };
  apply();
  // Registered after the scene's texts, so they have their new words when this runs.
  const stopLanguages = options.languages ? onLanguageChange(apply) : null;
  const stop = (): void => {
    scene.scale.off(RESIZE_EVENT, apply);
    stopLanguages?.();
  };
  scene.scale.on(RESIZE_EVENT, apply);
  scene.events.once(SHUTDOWN_EVENT, stop);
  return stop;
}

export const textResolution = (): number => Math.min(3, Math.max(1, Math.ceil(currentLayout().zoom)));

export const inset = (rect: Rect, by: number): Rect => ({
  x: rect.x + by,
  y: rect.y + by,
  width: Math.max(0, rect.width - 2 * by),
  height: Math.max(0, rect.height - 2 * by),
});
