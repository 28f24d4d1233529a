// Where the replay's control bar stands: along the bottom of the screen, one row on a wide screen
// and two on a phone. The play screen under it is laid out above it, so that no sheet hides there.
import type { Layout, Rect } from '../../ui/layout';

/** The bar's card. */
export function replayBar(layout: Pick<Layout, 'width' | 'height' | 'portrait'>): Rect {
  const pad = layout.portrait ? 6 : 12;
  const height = layout.portrait ? 108 : 68;
  return { x: pad, y: layout.height - height - pad, width: layout.width - 2 * pad, height };
}

/** The screen above the bar, as a play screen lays itself out in a replay. */
export function aboveReplayBar(layout: Layout): Layout {
  const height = replayBar(layout).y;
  return { ...layout, height, centerY: height / 2, safe: { ...layout.safe, height: height - 2 * layout.margin } };
}
