// The decisions open to a seat, read from its view alone: a start village, a card option, or how
// to start placing (a card option or a scroll in a turn; a terrain for the setup or bonus Xs).
// Each X after that is offered by a draft (`beginDraft`, `draftPlace`), which lists legal cells.
import { legalPicks, type DraftStart } from './placement';
import { TERRAINS, type Cell, type OptionIndex } from './types';
import { stateFromView, type PlayerView } from './view';

export type Move =
  | { readonly kind: 'village'; readonly village: Cell }
  | { readonly kind: 'option'; readonly option: OptionIndex }
  | { readonly kind: 'start'; readonly start: DraftStart };

export function legalMoves(view: PlayerView, seat: number): Move[] {
  if (!view.expected.includes(seat)) return [];
  switch (view.phase) {
    case 'startVillage':
      return view.tiedVillages.map((village) => ({ kind: 'village', village }));
    case 'choose':
      return [0, 1].map((option) => ({ kind: 'option', option: option as OptionIndex }));
    case 'place':
      return legalPicks(stateFromView(view), seat).map((pick) => ({ kind: 'start', start: { type: 'turn', pick } }));
    case 'setup':
    case 'bonus': {
      const type = view.phase;
      return TERRAINS.map((terrain) => ({ kind: 'start', start: { type, terrain } }));
    }
    default:
      return [];
  }
}
