// What Ambassadors' screens draw that the rules decide, from the seat's view: which paths are open
// (an orange shortcut opens while either of its wonders holds an ambassador). The scenes draw these
// as given and keep no rule of their own.
import { board, pathOpen, type AmbassadorsView } from '../rules/index';

/** Whether each path of the map is open now, in the map's order. */
export function openPaths(view: Pick<AmbassadorsView, 'embassies'>): boolean[] {
  const b = board();
  return b.paths.map((_, p) => pathOpen(b, view.embassies, p));
}

/** The orange paths from `wonder` that are open now. */
export function openShortcutsFrom(view: Pick<AmbassadorsView, 'embassies'>, wonder: number): number[] {
  const open = openPaths(view);
  return board().paths.flatMap((p, i) => (p.orange && (p.a === wonder || p.b === wonder) && open[i] ? [i] : []));
}
