// Whether an acknowledged Explorers action shows in its seat's view of the version it made: its
// Xs on the seat's own board, the option chosen, the start village. The online benchmark counts
// an acknowledged action that does not as lost.
import type { Action, PlayerView } from '../../src/games/explorers/rules/index';

export function actionShown(view: PlayerView, seat: number, action: Action): boolean {
  switch (action.type) {
    case 'startVillage':
      return view.startVillage === action.village;
    case 'choose':
      return view.turn.activeChoice === action.option;
    case 'setup':
    case 'turn':
    case 'bonus': {
      const marks = view.boards[seat]?.marks;
      return marks !== undefined && action.cells.every((cell) => (marks[cell] ?? 0) > 0);
    }
  }
}
