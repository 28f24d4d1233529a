// For the end-to-end tests only (through PlayScene.testView): the true game in numbers, so a test
// can check what the screen shows against the rules' own count. Screens never draw from this.
import { expectedActors, recount, scoreBoard, TERRAINS } from '../rules/index';
import type { GameController } from './controller';

export function testSummary(c: GameController): Record<string, unknown> {
  const state = c.state;
  const players = state.boards.map((_, p) => p);
  return {
    phase: state.phase.kind,
    round: state.turn.round,
    turn: state.turn.turn,
    turnNumber: state.turn.number,
    expected: expectedActors(state),
    prompt: c.prompt,
    acting: c.actingPlayer,
    viewer: c.viewer,
    handover: c.handoverPlayer,
    legalCells: [...c.legalCells],
    picks: [...c.picks],
    draft: c.draft ? { cells: [...c.draft.cells], xsLeft: c.draft.xsLeft, horseOwed: c.draft.horseOwed, done: c.draft.done } : null,
    scores: players.map((p) => scoreBoard(state, p)),
    recount: players.map((p) => recount(state, p).total),
    seats: c.seats.map((s) => ({ kind: s.kind, name: s.name })),
    actions: state.log.length,
    card: state.turn.card?.id ?? null,
    // Each cell's terrain ('village' for a village) and whether a thing is drawn on it.
    terrains: Array.from(state.map.terrain, (t) => TERRAINS[t] ?? 'village'),
    objects: Array.from(state.map.object, (o) => o > 0),
    marked: state.boards.map((board) => board.marks.reduce<number[]>((cells, mark, cell) => (mark ? [...cells, cell] : cells), [])),
  };
}
