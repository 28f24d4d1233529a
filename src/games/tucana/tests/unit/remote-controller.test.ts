import { describe, expect, it } from 'vitest';
import { TucanaRemoteController } from '../../play/remote-controller';
import type { Seat } from '../../play/game-config';
import { createGame, eventsFor, expectedActors, play, randomMove, viewFor, type TucanaAction, type TucanaEvent, type TucanaState, type TucanaView } from '../../rules/index';
import { FakeTableServer } from '../../../../../tests/unit/fake-table-server';
import { SeatMemory } from '../../../../shell/online/seat-memory';
import type { DraftMemory } from '../../../../shell/table-controller';
import { memoryStorage } from '../../../../platform/storage';

const seats: Seat[] = [
  { kind: 'human', name: 'Ada', color: 0xc0392b },
  { kind: 'human', name: 'Bo', color: 0x1f5fa8 },
];

const OPTIONS = { island: 'petit', specialBonus: true, randomStart: false, counterClockwise: false, symmetric: false } as const;

/** Seat 0 (or a spectator) is the remote controller; other seats play random legal turns. */
function table(seed = 11, seat: number | null = 0, draftMemory?: DraftMemory) {
  const created = createGame({ players: 2, seed, ...OPTIONS });
  if (!created.ok) throw new Error(created.error.detail);
  const server = new FakeTableServer<TucanaState, TucanaAction, TucanaEvent, TucanaView>(created.value, { play, viewFor, eventsFor, expectedActors, randomAction: randomMove }, seat);
  return { server, c: server.open((first, send) => new TucanaRemoteController(first, seats, send, draftMemory)) };
}

/** Seat 0's first offered input. */
function act(c: TucanaRemoteController): void {
  if (c.prompt === 'draw' || c.prompt === 'bonus') c.draw(c.legalEdges[0] as number);
  else if (c.prompt === 'confirm') c.confirm();
}

/** Draws until the turn can be confirmed. */
function draftTurn(c: TucanaRemoteController): void {
  for (let guard = 0; guard < 20 && c.prompt !== 'confirm'; guard++) act(c);
}

describe('TucanaRemoteController', () => {
  it('keeps the open turn for its seat across a reload, and forgets it once sent', () => {
    const memory = new SeatMemory(memoryStorage(), memoryStorage());
    const { server, c } = table(11, 0, memory.drafts('K7M2QX9P', 0, 1));
    c.draw(c.legalEdges[0] as number);
    const drawn = (c.draft?.drawn ?? []).map((s) => s.edge);
    expect(drawn).toHaveLength(1);
    c.dispose();
    // The page again: a new controller from the server's view finds the segment drawn, undoable.
    const again = server.open((first, send) => new TucanaRemoteController(first, seats, send, memory.drafts('K7M2QX9P', 0, 1)));
    expect((again.draft?.drawn ?? []).map((s) => s.edge)).toEqual(drawn);
    expect(again.canUndo).toBe(true);
    expect(memory.drafts('K7M2QX9P', 1, 1).kept()).toBeNull();
    expect(memory.drafts('K7M2QX9P', 0, 2).kept()).toBeNull();
    draftTurn(again);
    again.confirm();
    // On its way, the turn is kept still; stored by the server, it is gone.
    expect(memory.drafts('K7M2QX9P', 0, 1).kept()).not.toBeNull();
    server.answer();
    expect(memory.drafts('K7M2QX9P', 0, 1).kept()).toBeNull();
  });

  it('makes nothing of a kept draft the rules refuse', () => {
    const memory = new SeatMemory(memoryStorage(), memoryStorage());
    memory.drafts('K7M2QX9P', 0, 1).keep({ edges: [-1, 'x'] });
    const { c } = table(11, 0, memory.drafts('K7M2QX9P', 0, 1));
    expect(c.draft?.drawn).toEqual([]);
    expect(c.prompt).toBe('draw');
  });

  it('keeps the draft on the device and sends the whole turn once', () => {
    const { server, c } = table();
    expect(c.prompt).toBe('draw');
    c.draw(c.legalEdges[0] as number);
    expect(c.canUndo).toBe(true);
    c.undo();
    expect(c.draft?.drawn).toEqual([]);
    draftTurn(c);
    expect(server.sent).toEqual([]);
    const drawn = (c.draft?.drawn ?? []).map((s) => s.edge);
    c.confirm();
    expect(server.sent).toHaveLength(1);
    // On its way: the seat waits, its segments still on its island, and nothing more is sent.
    expect(c.prompt).toBe('wait');
    expect(c.canUndo).toBe(false);
    c.confirm();
    expect(server.sent).toHaveLength(1);
    server.answer();
    expect(c.prompt).toBe('wait');
    for (const edge of drawn) expect(c.view.boards[0]?.segments[edge]).toBeTruthy();
    expect(c.waitingFor).toEqual([1]);
    server.other(1, 3);
    expect(c.prompt).toBe('draw');
  });

  it('gives the draft back when the server refuses the turn, with the rules reason', () => {
    const { server, c } = table();
    const errors: string[] = [];
    c.events.on('error', ({ code }) => errors.push(code));
    draftTurn(c);
    const draft = c.draft;
    c.confirm();
    const sent = server.sent[0]!;
    c.refused({ id: sent.id + 1, code: 'alreadyDone', rules: true });
    expect(c.prompt).toBe('wait');
    c.refused({ id: sent.id, code: 'alreadyDone', rules: true });
    expect(errors).toEqual(['alreadyDone']);
    expect(c.prompt).toBe('confirm');
    expect(c.draft).toBe(draft);
    c.confirm();
    expect(server.sent).toHaveLength(2);
  });

  it("keeps a draft while another seat's turn arrives, and ignores stale views", () => {
    const { server, c } = table();
    c.draw(c.legalEdges[0] as number);
    const stale = server.message([], null);
    expect(server.other(1, 3)).toBe(true);
    expect(c.draft?.drawn).toHaveLength(1);
    expect(c.waitingFor).toEqual([0]);
    c.receive(stale);
    expect(c.view.turn.done[1]).toBe(true);
    expect(c.draft?.drawn).toHaveLength(1);
  });

  it('plays a whole game from the server’s messages, showing what the server shows', () => {
    const { server, c } = table(5);
    const shown: string[] = [];
    c.events.on('played', (event) => shown.push(event.type));
    server.playOn(
      () => server.state.phase !== 'over',
      1,
      () => act(c),
      () => {
        if (c.draft === null || c.draft.drawn.length === 0) expect(c.view).toEqual(viewFor(server.state, 0));
      },
    );
    expect(c.view.phase).toBe('over');
    expect(c.prompt).toBe('over');
    expect(c.finalView.ranking).toEqual(viewFor(server.state, null).ranking);
    expect(shown).toContain('turnClosed');
    expect(shown).toContain('gameOver');
    // Its own segments were shown as drafted; the server's copy of them is not shown again.
    expect(shown).not.toContain('segmentDrawn');
  });

  it('lets a spectator watch a whole game without ever acting', () => {
    const { server, c } = table(7, null);
    expect(c.seat).toBeNull();
    for (let guard = 0; guard < 5000 && server.state.phase !== 'over'; guard++) {
      expect(c.prompt).toBe('wait');
      expect(c.actingPlayer).toBeNull();
      c.confirm();
      const player = expectedActors(server.state)[0] as number;
      server.other(player, guard);
      expect(c.view.boards).toEqual(viewFor(server.state, null).boards);
    }
    expect(server.sent).toEqual([]);
    expect(c.prompt).toBe('over');
  });
});
