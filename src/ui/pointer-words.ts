// Texts that name the gesture say "tap" on a device with a touch screen and "click" on one
// without: such a text has both, `<key>` (tap) and `<key>_click`, and its parameters carry this
// (i18next picks the `_click` form by the `context` option, and falls back to `<key>`).
import type { TParams } from '../platform/i18n';

/** The `context` parameter for a text that names the gesture, on this device. */
export function pointerWords(): TParams {
  return (globalThis.navigator?.maxTouchPoints ?? 0) > 0 ? {} : { context: 'click' };
}
