// For end-to-end tests only: `window.__explorers`, a frozen read-only view of the running game.
// `view()` describes the top scene: its key, the layout, every visible text (with its i18n key
// and canvas font, so a test can compare languages and check glyphs), every visible button
// (label key, icon, page position), and whatever the scene adds through `testView(toPage)` (a
// summary of the engine state and the page positions of what a test may click).
// Installed by main.ts only when the build allows it (development, or VITE_TEST_BRIDGE=1) and the
// page's URL has `?test=1`; production builds never contain this module.
import Phaser from 'phaser';
import { currentLanguage, useGameTexts } from '../../platform/i18n';
import { drawingStats, requestFrame } from '../render-on-demand';
import { afterNextDrawing, againstFullDrawing } from './drawing-check';
import { Button } from '../../ui/button';
import { SeatDot } from '../../ui/seat-dot';
import type { SeatSymbol } from '../../ui/seat-symbols';
import { focusedControl } from '../../ui/focus';
import { currentLayout } from '../../ui/layout';
import { gameById } from '../../games/registry';
import { loadScreens } from './game-entry';
import { LocalizedText } from '../../ui/localized-text';
import { TableController } from '../table-controller';

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

export interface TextInfo {
  /** Stable for the life of the text object, so a test can follow one text across languages. */
  readonly id: number;
  readonly text: string;
  /** The i18n key of a LocalizedText; null for a plain Text (numbers, letters on the map). */
  readonly key: string | null;
  /** The canvas font the text is drawn with (CSS `font` shorthand). */
  readonly font: string;
  readonly x: number;
  readonly y: number;
  /** Where the text is drawn on the page (CSS pixels). */
  readonly box: PageRect;
  /** The width and height a localized text must fit (CSS pixels) and whether it gave up its end to fit. */
  readonly fit: { readonly width: number | null; readonly height: number | null; readonly truncated: boolean } | null;
  /** The width a wrapped text breaks its lines at (CSS pixels), or null. */
  readonly wrap: number | null;
  /** The lines as drawn: the text's own, each broken again where it wraps. */
  readonly lines: readonly string[];
  /** For a button's label, the button's face on the page (CSS pixels): the label's box. */
  readonly button: PageRect | null;
  /** The filled shape drawn just before it in its list under its centre (a badge, a band): its box. */
  readonly plate: PageRect | null;
  /** Its container and depth: what shares a layer is drawn together (an overlay is another layer). */
  readonly layer: string;
}

export interface PageRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface ButtonInfo {
  readonly key: string | null;
  readonly text: string | null;
  readonly icon: string | null;
  /** The icon is its picture, not the typographic stand-in drawn while the picture is missing. */
  readonly iconDrawn: boolean;
  readonly enabled: boolean;
  readonly selected: boolean;
  readonly focused: boolean;
  /** What a screen reader calls it (its DOM mirror's name). */
  readonly name: string;
  readonly x: number;
  readonly y: number;
  /** The button's face on the page (CSS pixels). */
  readonly box: PageRect;
  readonly layer: string;
}

/** A seat's dot or badge as drawn: its colour, its symbol (colour-blind mode) and its centre on the page. */
export interface SeatDotInfo {
  readonly color: number;
  readonly symbol: SeatSymbol | null;
  readonly x: number;
  readonly y: number;
}

const hasTestView = (scene: Phaser.Scene): scene is Phaser.Scene & BridgeScene =>
  typeof (scene as Partial<BridgeScene>).testView === 'function';

type Node = Phaser.GameObjects.GameObject & Partial<Phaser.GameObjects.Components.Visible & Phaser.GameObjects.Components.AlphaSingle>;

/** Ids handed to text objects as the bridge first meets them. */
const ids = new WeakMap<Phaser.GameObjects.GameObject, number>();
let nextId = 1;
const idOf = (object: Phaser.GameObjects.GameObject): number => {
  let id = ids.get(object);
  if (id === undefined) ids.set(object, (id = nextId++));
  return id;
};

const fontOf = (text: Phaser.GameObjects.Text): string => {
  const style = text.style;
  const size = typeof style.fontSize === 'number' ? `${style.fontSize}px` : style.fontSize;
  return `${style.fontStyle || 'normal'} ${size} ${style.fontFamily}`;
};

/** Every game object that is shown: visible and not transparent, with all its containers. */
function shownObjects(scene: Phaser.Scene): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const walk = (list: readonly Node[]): void => {
    for (const object of list) {
      if (object.visible === false || object.alpha === 0 || !object.active) continue;
      out.push(object);
      if (object instanceof Phaser.GameObjects.Container) walk(object.list as Node[]);
    }
  };
  walk(scene.children.list as Node[]);
  return out;
}

/** A play scene's table controller: every game's play scene keeps it as `controller` (read, as the bridge reads buttons' own fields). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's table
function tableOf(scene: Phaser.Scene | null): TableController<any, any> | null {
  const controller = (scene as unknown as { controller?: unknown } | null)?.controller;
  return controller instanceof TableController ? controller : null;
}

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
  const worldOf = (object: Phaser.GameObjects.GameObject): Point => {
    const m = (object as unknown as Phaser.GameObjects.Components.Transform).getWorldTransformMatrix();
    return { x: m.tx, y: m.ty };
  };
  const layerOf = (object: Phaser.GameObjects.GameObject): string => {
    const parent = object.parentContainer;
    return `${parent ? idOf(parent) : 0}/${(object as unknown as Phaser.GameObjects.Components.Depth).depth}`;
  };
  const plateOf = (text: Phaser.GameObjects.Text): PageRect | null => {
    const list = (text.parentContainer?.list ?? text.scene.children.list) as Node[];
    const centre = text.getCenter();
    for (let i = list.indexOf(text) - 1; i >= 0; i--) {
      const o = list[i];
      if (!(o instanceof Phaser.GameObjects.Shape) || !o.visible || !o.isFilled || o.fillAlpha === 0 || o.depth !== text.depth) continue;
      if (o.getBounds().contains(centre.x, centre.y)) return boxOf(o);
    }
    return null;
  };
  const boxOf = (object: Phaser.GameObjects.Text | Phaser.GameObjects.Shape): PageRect => {
    const bounds = object.getBounds();
    const topLeft = toPage({ x: bounds.left, y: bounds.top });
    const bottomRight = toPage({ x: bounds.right, y: bounds.bottom });
    return { left: topLeft.x, top: topLeft.y, right: bottomRight.x, bottom: bottomRight.y };
  };
  /** A button's face: its size around its centre (a container's bounds would include an overflowing label). */
  const faceOf = (button: Button): PageRect => {
    const m = button.getWorldTransformMatrix();
    const half = { x: (button.width * m.scaleX) / 2, y: (button.height * m.scaleY) / 2 };
    const topLeft = toPage({ x: m.tx - half.x, y: m.ty - half.y });
    const bottomRight = toPage({ x: m.tx + half.x, y: m.ty + half.y });
    return { left: topLeft.x, top: topLeft.y, right: bottomRight.x, bottom: bottomRight.y };
  };
  const buttonOf = (text: Phaser.GameObjects.Text): Button | null => {
    for (let parent = text.parentContainer; parent; parent = parent.parentContainer) if (parent instanceof Button) return parent.label === text ? parent : null;
    return null;
  };
  const describe = (scene: Phaser.Scene) => {
    const shown = shownObjects(scene);
    const layout = currentLayout();
    const css = (width: number | null | undefined): number | null => (width ? Math.round(width * layout.cssScale) : null);
    const texts: TextInfo[] = shown
      // Empty localized texts stay in the list: an empty translation is a missing one.
      .filter((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text && (o.text.trim() !== '' || o instanceof LocalizedText))
      .map((text) => ({
        id: idOf(text),
        text: text.text,
        key: text instanceof LocalizedText ? text.key : null,
        font: fontOf(text),
        ...toPage(worldOf(text)),
        box: boxOf(text),
        fit: text instanceof LocalizedText ? { width: css(text.fit.width), height: css(text.fit.height), truncated: text.fit.truncated } : null,
        wrap: css(text.style.wordWrapWidth),
        lines: text.style.wordWrapWidth ? text.getWrappedText() : text.text.split('\n'),
        button: ((button) => (button ? faceOf(button) : null))(buttonOf(text)),
        plate: plateOf(text),
        layer: layerOf(text),
      }));
    const buttons: ButtonInfo[] = shown
      .filter((o): o is Button => o instanceof Button)
      .map((button) => ({
        key: button.label?.key ?? null,
        text: button.label?.visible ? button.label.text : null,
        // The icon's name and the focus ring are the button's own (private) fields: read, never written.
        icon: (button as unknown as { iconName: string | null }).iconName ?? null,
        iconDrawn: (button as unknown as { icon: Phaser.GameObjects.GameObject | null }).icon instanceof Phaser.GameObjects.Image,
        enabled: button.enabled,
        selected: button.selected,
        focused: (button as unknown as { focused: boolean }).focused === true,
        name: button.describe().name,
        ...toPage(worldOf(button)),
        box: faceOf(button),
        layer: layerOf(button),
      }));
    const seatDots: SeatDotInfo[] = shown
      .filter((o): o is SeatDot => o instanceof SeatDot)
      .map((dot) => ({ color: dot.shown.color, symbol: dot.shown.symbol, ...toPage(worldOf(dot)) }));
    return {
      scene: scene.sys.settings.key,
      language: currentLanguage(),
      renderer: game.renderer.type === Phaser.WEBGL ? 'webgl' : 'canvas',
      layout: { width: layout.width, height: layout.height, portrait: layout.portrait, cssScale: layout.cssScale },
      canvas: { width: game.canvas.clientWidth, height: game.canvas.clientHeight },
      /** Game steps so far: input queued before a step (keys, for one) has been handled after it. */
      frame: game.loop.frame,
      /** Steps so far, and how many of them drew (see render-on-demand.ts). */
      drawing: drawingStats(),
      /** A camera fade runs while a scene comes in or goes out. */
      fading: scene.cameras.main.fadeEffect.isRunning,
      texts,
      buttons,
      seatDots,
      /** The screen-reader name of the control the keyboard focus is on ('field': a text field). */
      focus: ((control) => (control === 'field' || control === null ? control : control.name))(focusedControl(scene)),
      ...(hasTestView(scene) ? { view: scene.testView(toPage) } : {}),
    };
  };
  const bridge = Object.freeze({
    get scene(): string | null {
      return topScene()?.sys.settings.key ?? null;
    },
    view(): unknown {
      const scene = topScene();
      return scene ? structuredClone(describe(scene)) : null;
    },
    /** Draws the next step whatever changed: what is on screen then is what a full drawing gives. */
    redraw(): void {
      requestFrame();
    },
    /** The canvas now against a full drawing (Canvas renderer; see drawing-check.ts). */
    againstFullDrawing() {
      return againstFullDrawing(game);
    },
    /** The same, right after the next step that draws: for screens that keep moving. */
    afterNextDrawing() {
      return afterNextDrawing(game);
    },
    /** The table of the play screen on top (its scene keeps it as `controller`): its record and who acts at this screen, or null. */
    table(): { record: unknown; acting: number | null } | null {
      const table = tableOf(topScene());
      return table && structuredClone({ record: table.record, acting: table.actingPlayer });
    },
    /** Sends a whole action from the person at the play screen on top, as its inputs would (`TableController.submit`). */
    act(action: unknown): void {
      const table = tableOf(topScene());
      if (!table) throw new Error('the scene on top has no table');
      table.submit(action as { player: number });
    },
    /** Opens a game's play screen on one of its test tables (its screens' `testTables`): a turn no real game reaches easily. */
    async openTestTable(gameId: string, name: string): Promise<void> {
      const scene = topScene();
      const game = gameById(gameId);
      if (!scene || !game) throw new Error(`no scene is running, or no game ${gameId}`);
      const tables = await (await loadScreens(scene, game)).testTables?.();
      const table = tables?.[name];
      if (!table) throw new Error(`${gameId} has no test table ${name}`);
      useGameTexts(game.localeNamespace);
      scene.scene.start(game.scenes.play, table());
    },
    /** Which of these uses (see tests/e2e/phaser-uses.ts) the page's Phaser lacks. */
    missingPhaser(uses: { paths: string[]; factories: string[]; fileTypes: string[]; plugins: string[] }): string[] {
      const at = (root: unknown, path: string): unknown =>
        path.split('.').reduce<unknown>((node, name) => (node === null || node === undefined ? undefined : (node as Record<string, unknown>)[name]), root);
      const scene = topScene() as unknown as Record<string, unknown> | null;
      return [
        ...uses.paths.filter((path) => at(Phaser, path) === undefined).map((path) => `Phaser.${path}`),
        // File types install themselves on each scene's loader, factories on the factory class.
        ...uses.factories.filter((name) => typeof at(scene?.add, name) !== 'function').map((name) => `add.${name}`),
        ...uses.fileTypes.filter((name) => typeof at(scene?.load, name) !== 'function').map((name) => `load.${name}`),
        ...uses.plugins.filter((name) => scene?.[name] === undefined || scene[name] === null).map((name) => `scene.${name}`),
      ];
    },
  });
  Object.defineProperty(globalThis, '__explorers', { value: bridge, writable: false, configurable: false, enumerable: false });
}
