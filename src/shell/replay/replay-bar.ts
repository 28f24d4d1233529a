// Where the replay's control bar stands: along the bottom of the screen, one row on a wide screen
// and two on a phone, with a third on top for the review's button when the replay can be
// reviewed (beside the play screen it would hide a sheet). The play screen under it is laid out
// above it, so that no sheet hides there.
import type { Layout, Rect } from '../../ui/layout';

/** The phone's row for the review's button. */
export const REVIEW_ROW = 52;

/** The bar's card; `reviewed`: the replay can be reviewed. */
export function replayBar(layout: Pick<Layout, 'width' | 'height' | 'portrait'>, reviewed: boolean): Rect {
  const pad = layout.portrait ? 6 : 12;
  const height = layout.portrait ? 108 + (reviewed ? REVIEW_ROW : 0) : 68;
  return { x: pad, y: layout.height - height - pad, width: layout.width - 2 * pad, height };
}

/** The screen above the bar, as a play screen lays itself out in a replay. */
export function aboveReplayBar(layout: Layout, reviewed: boolean): Layout {
  const height = replayBar(layout, reviewed).y;
  return { ...layout, height, centerY: height / 2, safe: { ...layout.safe, height: height - 2 * layout.margin } };
}
