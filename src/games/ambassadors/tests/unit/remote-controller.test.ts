// The online table's controller on this device, fed by a server that plays by the rules.
import { describe, expect, it } from 'vitest';
import { FakeTableServer } from '../../../../../tests/unit/fake-table-server';
import type { Seat } from '../../play/game-config';
import { AmbassadorsRemoteController } from '../../play/remote-controller';
import { createGame, eventsFor, expectedActors, play, randomAction, viewFor, type AmbassadorsAction, type AmbassadorsEvent, type AmbassadorsState, type AmbassadorsView } from '../../rules/index';

const seats: Seat[] = [
  { kind: 'human', name: 'Ada', color: 0xc0392b },
  { kind: 'human', name: 'Bo', color: 0x1f5fa8 },
];

describe('AmbassadorsRemoteController', () => {
  it('shows a spectator every seat but no hand, though its screen follows the first seat', () => {
    const created = createGame({ players: 2, seed: 5, starts: [1, 2] });
    if (!created.ok) throw new Error(created.error.detail);
    const server = new FakeTableServer<AmbassadorsState, AmbassadorsAction, AmbassadorsEvent, AmbassadorsView>(
      created.value,
      { play, viewFor, eventsFor, expectedActors, randomAction },
      null,
    );
    const c = server.open((first, send) => new AmbassadorsRemoteController(first, seats, send));
    expect(c.viewer).toBe(0);
    for (let step = 0; step < 200 && server.state.phase !== 'over'; step++) {
      expect(c.view).toEqual(viewFor(server.state, null));
      expect(c.view.boards.map((b) => b.hand)).toEqual([null, null]);
      expect(c.prompt).toBe('wait');
      server.other(expectedActors(server.state)[0] as number, step);
    }
    expect(server.sent).toEqual([]);
  });
});
