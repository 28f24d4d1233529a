// The canvas's controls for assistive technology: each scene's focusable controls are mirrored, in
// focus order, by visually hidden DOM buttons with their names (in the current language) and
// states. Screen readers read and press the mirror; the keyboard focus and the DOM focus stay on
// the same control both ways (a Tab on the canvas focuses its mirror, a screen reader moving to a
// mirror button moves the canvas's focus ring there). Controls that are DOM elements already (text
// fields) are left out. The mirror follows the controls at every step, touching the DOM only
// where something changed.
import type Phaser from 'phaser';
import { hideVisually } from './visually-hidden';

/** What assistive technology is told about a control. */
export interface AccessibleControl {
  readonly name: string;
  /** A toggle or one of a row of choices: whether it is the one on. */
  readonly pressed?: boolean;
  readonly disabled: boolean;
  /** On screen now (a hidden control is left out of the mirror). */
  readonly shown: boolean;
}

export interface MirroredControl {
  /** null: the control is a DOM element itself. */
  describe(): AccessibleControl | null;
  activate(): void;
}

export interface ScreenMirror<T extends MirroredControl> {
  /** Gives the DOM focus to the control's mirror (nothing for a control outside the mirror). */
  focus(control: T): void;
  /** Takes the DOM focus off the mirror. */
  blur(): void;
}

/**
 * Mirrors `controls()` (read at every step, in focus order) of a scene; `onFocused` hears of a
 * mirror button focused from outside (a screen reader), not of those `focus` itself focuses.
 */
export function mirrorScene<T extends MirroredControl>(scene: Phaser.Scene, controls: () => readonly T[], onFocused: (control: T) => void): ScreenMirror<T> {
  const root = hideVisually(document.createElement('div'));
  root.dataset.mirror = scene.sys.settings.key;
  document.body.append(root);
  const elements = new Map<T, { element: HTMLButtonElement; shown: string }>();
  let focusing = false;

  const elementFor = (control: T): HTMLButtonElement => {
    const known = elements.get(control);
    if (known) return known.element;
    const element = document.createElement('button');
    element.type = 'button';
    element.addEventListener('click', () => control.activate());
    element.addEventListener('focus', () => (focusing ? undefined : onFocused(control)));
    elements.set(control, { element, shown: '' });
    return element;
  };

  const refresh = (): void => {
    const current = controls();
    const kept = new Set(current);
    for (const [control, { element }] of elements) {
      if (kept.has(control)) continue;
      element.remove();
      elements.delete(control);
    }
    let previous: HTMLButtonElement | null = null;
    for (const control of current) {
      const described = control.describe();
      if (!described) continue;
      const element = elementFor(control);
      const entry = elements.get(control);
      const shown = JSON.stringify(described);
      if (entry && entry.shown !== shown) {
        entry.shown = shown;
        element.textContent = described.name;
        element.hidden = !described.shown;
        element.disabled = described.disabled;
        if (described.pressed === undefined) element.removeAttribute('aria-pressed');
        else element.setAttribute('aria-pressed', String(described.pressed));
      }
      // Controls are registered in focus order; a new one joins the end, after the last kept.
      if (element.previousElementSibling !== previous || element.parentElement !== root) {
        if (previous) previous.after(element);
        else root.prepend(element);
      }
      previous = element;
    }
  };

  // A sleeping or paused scene's controls are out of reach.
  const hide = (): void => void (root.hidden = true);
  const reveal = (): void => void (root.hidden = false);
  const listeners = { postupdate: refresh, sleep: hide, pause: hide, wake: reveal, resume: reveal };
  for (const [event, listener] of Object.entries(listeners)) scene.events.on(event, listener);
  scene.events.once('shutdown', () => {
    for (const [event, listener] of Object.entries(listeners)) scene.events.off(event, listener);
    root.remove();
  });

  return {
    focus(control) {
      refresh();
      const element = elements.get(control)?.element;
      if (!element) return;
      focusing = true;
      element.focus({ preventScroll: true });
      focusing = false;
    },
    blur() {
      if (root.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    },
  };
}
