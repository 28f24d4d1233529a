import { describe, expect, it } from 'vitest';
import { RemoteController } from '../../play/remote-controller';
import type { Seat } from '../../play/game-config';
import { createGame, eventsFor, expectedActors, play, randomMove, viewFor, type Action, type GameEvent, type GameOptions, type GameState, type PlayerView } from '../../rules/index';
import { FakeTableServer } from '../../../../../tests/unit/fake-table-server';
import { SeatMemory } from '../../../../shell/online/seat-memory';
import type { DraftMemory } from '../../../../shell/table-controller';
import { memoryStorage } from '../../../../platform/storage';

const seats: Seat[] = [
  { kind: 'human', name: 'Ada', color: 0xc0392b },
  { kind: 'human', name: 'Bo', color: 0x1f5fa8 },
];

const EXPERT_TEMPLES: GameOptions['sides'] = { temples: 'expert', provisions: 'basic', villages: 'basic', gemstones: 'expert' };

/** Seat 0 (or a spectator) is the remote controller; other seats play random legal moves. */
function table(seed = 11, seat: number | null = 0, sides = EXPERT_TEMPLES, draftMemory?: DraftMemory) {
  const created = createGame({ players: 2, seed, sides, map: 'random', achievements: { random: 2 } });
  if (!created.ok) throw new Error(created.error.detail);
  const server = new FakeTableServer<GameState, Action, GameEvent, PlayerView>(created.value, { play, viewFor, eventsFor, expectedActors, randomAction: randomMove }, seat);
  return { server, c: server.open((first, send) => new RemoteController(first, seats, { send, draftMemory })) };
}

/** Seat 0's first offered input. */
function act(c: RemoteController): void {
  switch (c.prompt) {
    case 'village':
      return c.chooseVillage(c.legalCells[0] as number);
    case 'option':
      return c.chooseOption(0);
    case 'pick':
      return c.begin({ type: 'turn', pick: c.picks[0]! });
    case 'terrain':
      return c.begin({ type: c.view.phase === 'bonus' ? 'bonus' : 'setup', terrain: 'prairie' });
    case 'place':
      return c.place(c.legalCells[0] as number);
    case 'confirm':
      return c.confirm();
    default:
      return;
  }
}

describe('RemoteController', () => {
  it('keeps the open turn for its seat across a reload, and forgets it once sent', () => {
    const memory = new SeatMemory(memoryStorage(), memoryStorage());
    const { server, c } = table(11, 0, EXPERT_TEMPLES, memory.drafts('K7M2QX9P', 0, 1));
    // Past the start village (if it is this seat's to choose), the terrain and two Xs.
    for (let guard = 0; guard < 20 && (c.draft?.cells.length ?? 0) < 2 && c.prompt !== 'confirm'; guard++) act(c);
    const cells = c.draft?.cells ?? [];
    expect(cells).toHaveLength(2);
    c.dispose();
    const again = server.open((first, send) => new RemoteController(first, seats, { send, draftMemory: memory.drafts('K7M2QX9P', 0, 1) }));
    expect(again.draft?.cells).toEqual(cells);
    expect(again.draft?.start).toEqual(c.draft?.start);
    expect(again.canUndo).toBe(true);
    expect(memory.drafts('K7M2QX9P', 1, 1).kept()).toBeNull();
    for (let guard = 0; guard < 20 && again.prompt !== 'confirm'; guard++) act(again);
    again.confirm();
    // On its way, the turn is kept still; stored by the server, it is gone.
    expect(memory.drafts('K7M2QX9P', 0, 1).kept()).not.toBeNull();
    server.answer();
    expect(memory.drafts('K7M2QX9P', 0, 1).kept()).toBeNull();
  });

  it('makes nothing of a kept draft the rules refuse', () => {
    const memory = new SeatMemory(memoryStorage(), memoryStorage());
    memory.drafts('K7M2QX9P', 0, 1).keep({ start: { type: 'setup', terrain: 'lava' }, cells: [-5] });
    const { c } = table(11, 0, EXPERT_TEMPLES, memory.drafts('K7M2QX9P', 0, 1));
    expect(c.draft?.cells ?? []).toEqual([]);
  });

  it('keeps the draft on the device and sends the whole turn once', () => {
    const { server, c } = table();
    expect(c.view.phase).toBe('setup');
    expect(c.prompt).toBe('terrain');
    c.begin({ type: 'setup', terrain: 'prairie' });
    c.place(c.legalCells[0] as number);
    c.undo();
    expect(c.draft?.cells).toEqual([]);
    while (c.prompt === 'place') c.place(c.legalCells[0] as number);
    expect(c.prompt).toBe('confirm');
    expect(server.sent).toEqual([]);
    const cells = [...(c.draft?.cells ?? [])];
    c.confirm();
    expect(server.sent).toHaveLength(1);
    // On its way: the seat waits, its Xs still on its board, and nothing more is sent.
    expect(c.prompt).toBe('wait');
    expect(c.canUndo).toBe(false);
    for (const cell of cells) expect(c.view.boards[0]?.marks[cell]).toBeTruthy();
    c.confirm();
    expect(server.sent).toHaveLength(1);
    server.answer();
    expect(c.prompt).toBe('wait');
    expect(c.view.boards[0]?.marks.filter(Boolean).length).toBe(cells.length + 1);
    expect(c.waitingFor).toEqual([1]);
  });

  it('gives the draft back when the server refuses the turn, with the rules reason', () => {
    const { server, c } = table();
    const errors: string[] = [];
    c.events.on('error', ({ code }) => errors.push(code));
    c.begin({ type: 'setup', terrain: 'prairie' });
    while (c.prompt === 'place') c.place(c.legalCells[0] as number);
    const cells = [...(c.draft?.cells ?? [])];
    c.confirm();
    const sent = server.sent[0]!;
    c.refused({ id: sent.id + 1, code: 'occupied', rules: true });
    expect(c.prompt).toBe('wait');
    c.refused({ id: sent.id, code: 'occupied', rules: true });
    expect(errors).toEqual(['occupied']);
    expect(c.prompt).toBe('confirm');
    expect(c.draft?.cells).toEqual(cells);
    c.confirm();
    expect(server.sent).toHaveLength(2);
  });

  it("keeps a draft while other seats' actions arrive, and ignores stale views", () => {
    const { server, c } = table();
    c.begin({ type: 'setup', terrain: 'prairie' });
    c.place(c.legalCells[0] as number);
    const stale = server.message([], null);
    expect(server.other(1, 3)).toBe(true);
    expect(c.draft?.cells).toHaveLength(1);
    expect(c.prompt).toBe('place');
    expect(c.waitingFor).toEqual([0]);
    c.receive(stale);
    expect(c.view.turn.done[1]).toBe(true);
  });

  it('plays a whole game from the server’s messages', () => {
    const { server, c } = table(5);
    const shown: string[] = [];
    c.events.on('played', (event) => shown.push(event.type));
    server.playOn(
      () => c.view.phase !== 'over',
      1,
      () => act(c),
      // The deck's count is public: the screen shows the server's, though the order stays there.
      () => expect(c.view.cardsLeft).toBe(viewFor(server.state, 0).cardsLeft),
    );
    expect(c.view.phase).toBe('over');
    expect(c.prompt).toBe('over');
    expect(shown).toContain('stepClosed');
    expect(shown).toContain('gameOver');
    expect(shown).not.toContain('marked');
  });

  it('lets a spectator watch a whole game without ever acting: every board as of the last closed turn', () => {
    const { server, c } = table(7, null, { temples: 'basic', provisions: 'expert', villages: 'expert', gemstones: 'basic' });
    const shown: string[] = [];
    c.events.on('played', (event) => shown.push(event.type));
    expect(c.seat).toBeNull();
    expect(c.sharesScreen).toBe(true);
    for (let guard = 0; guard < 5000 && server.state.phase.kind !== 'over'; guard++) {
      // Nothing a spectator does reaches the server.
      expect(c.prompt).toBe('wait');
      expect(c.actingPlayer).toBeNull();
      c.begin({ type: 'setup', terrain: 'prairie' });
      c.confirm();
      server.other(expectedActors(server.state)[0] as number, guard);
      expect(c.view.boards.map((board) => board.marks)).toEqual(viewFor(server.state, null).boards.map((board) => board.marks));
    }
    expect(server.sent).toEqual([]);
    expect(c.prompt).toBe('over');
    expect(shown).toContain('stepClosed');
    expect(shown).toContain('gameOver');
  });
});
