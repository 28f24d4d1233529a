// Keyboard navigation inside a scene: Tab / Shift+Tab (and, in menus, the arrow keys) move the focus through
// the scene's controls in the order they were registered, Enter or Space activates the focused one.
// The focus ring only shows once the keyboard is used, so mouse and touch players never see it.
// Every focusable is mirrored in the DOM for screen readers (screen-mirror.ts), focus shared.
import type Phaser from 'phaser';
import { mirrorScene, type AccessibleControl, type MirroredControl, type ScreenMirror } from './screen-mirror';

export interface Focusable extends MirroredControl {
  canFocus(): boolean;
  setFocused(on: boolean): void;
}

interface SceneFocus {
  items: Focusable[];
  index: number;
  keyboardUsed: boolean;
  arrows: boolean;
  mirror: ScreenMirror<Focusable> | null;
}

const scenes = new WeakMap<Phaser.Scene, SceneFocus>();

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/** Typing in a text field must not steer the game. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
}

function stepFor(event: KeyboardEvent, arrows: boolean): number {
  if (event.key === 'Tab') return event.shiftKey ? -1 : 1;
  if (!arrows) return 0;
  return NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
}

function move(focus: SceneFocus, step: number): void {
  const count = focus.items.length;
  if (count === 0) return;
  focus.items[focus.index]?.setFocused(false);
  // With nothing focused, Tab starts at the first item and Shift+Tab at the last.
  let index = focus.index >= 0 ? focus.index : step > 0 ? -1 : count;
  for (let tries = 0; tries < count; tries++) {
    index = (index + step + count) % count;
    const item = focus.items[index];
    if (item?.canFocus()) {
      focusOn(focus, item);
      return;
    }
  }
}

function focusOn(focus: SceneFocus, item: Focusable): void {
  focus.index = focus.items.indexOf(item);
  item.setFocused(true);
  focus.mirror?.focus(item);
}

function attach(scene: Phaser.Scene): SceneFocus {
  const existing = scenes.get(scene);
  if (existing) return existing;
  const focus: SceneFocus = { items: [], index: -1, keyboardUsed: false, arrows: false, mirror: null };
  scenes.set(scene, focus);
  // A screen reader moved to a control: the ring follows, as if Tab had brought it there.
  focus.mirror = mirrorScene(scene, () => focus.items, (item) => {
    if (focus.items[focus.index] === item || !item.canFocus()) return;
    focus.items[focus.index]?.setFocused(false);
    focus.keyboardUsed = true;
    focusOn(focus, item);
  });
  const onKey = (event: KeyboardEvent): void => {
    // Typing in a field steers nothing, but Tab still moves on along the ring.
    if ((isTyping(event) && event.key !== 'Tab') || !scene.scene.isActive()) return;
    const step = stepFor(event, focus.arrows);
    if (step !== 0) {
      event.preventDefault();
      focus.keyboardUsed = true;
      move(focus, step);
    } else if ((event.key === 'Enter' || event.key === ' ') && focus.keyboardUsed) {
      const item = focus.items[focus.index];
      if (item?.canFocus()) {
        event.preventDefault();
        item.activate();
      }
    }
  };
  scene.input.keyboard?.on('keydown', onKey);
  scene.events.once('shutdown', () => {
    scene.input.keyboard?.off('keydown', onKey);
    scenes.delete(scene);
  });
  return focus;
}

export function registerFocusable(scene: Phaser.Scene, item: Focusable): () => void {
  const focus = attach(scene);
  focus.items.push(item);
  return () => {
    const at = focus.items.indexOf(item);
    if (at < 0) return;
    focus.items.splice(at, 1);
    if (at < focus.index) focus.index--;
    else if (at === focus.index) focus.index = -1;
  };
}

export function useArrowKeys(scene: Phaser.Scene): void {
  attach(scene).arrows = true;
}

/** What a screen reader is told of the control the keyboard focus is on (null: none; for the test bridge). */
export function focusedControl(scene: Phaser.Scene): AccessibleControl | 'field' | null {
  const focus = scenes.get(scene);
  const item = focus?.items[focus.index];
  return item ? (item.describe() ?? 'field') : null;
}

export function clearFocus(scene: Phaser.Scene): void {
  const focus = scenes.get(scene);
  if (!focus) return;
  focus.items[focus.index]?.setFocused(false);
  focus.index = -1;
  focus.mirror?.blur();
}
