// For the end-to-end tests only (through the play scene's testView): the true game in numbers, so
// a test can check what the screen shows against the rules' own count. Screens never draw from this.
import { expectedActors, recount, scoreBoard } from '../rules/index';
import type { TucanaController } from './controller';

export function tucanaSummary(c: TucanaController): Record<string, unknown> {
  const state = c.state;
  const players = state.boards.map((_, p) => p);
  const island = c.island;
  const draft = c.draft;
  return {
    phase: state.phase,
    round: state.turn.round,
    turn: state.turn.turn,
    turnNumber: state.turn.number,
    expected: expectedActors(state),
    passed: state.turn.passed.slice(),
    prompt: c.prompt,
    acting: c.actingPlayer,
    viewer: c.viewer,
    handover: c.handoverPlayer,
    /** The pairs of hexes the acting human may join now, as hexes. */
    legal: c.legalEdges.map((e) => [island.edgeHexes[2 * e] as number, island.edgeHexes[2 * e + 1] as number]),
    draft: draft ? { edges: draft.drawn.map((s) => s.edge), owed: draft.owed, done: draft.done } : null,
    scores: players.map((p) => scoreBoard(state, p)),
    recount: players.map((p) => recount(state, p).total),
    seats: c.seats.map((s) => ({ kind: s.kind, name: s.name })),
    actions: state.log.length,
    cards: [...state.turn.cards],
    segments: state.boards.map((b) => b.segments.reduce((n, s) => n + (s > 0 ? 1 : 0), 0)),
  };
}
