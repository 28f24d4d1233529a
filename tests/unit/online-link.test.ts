import { describe, expect, it } from 'vitest';
import { linkReplayViewer, tableFromUrl, tableLink, withTable, withoutTable } from '../../src/shell/online/table-link';
import { SeatMemory } from '../../src/shell/online/seat-memory';
import { memoryStorage, type StorageLike } from '../../src/platform/storage';
import { explorers } from '../../src/games/explorers/index';
import { seatsFromTable, tableFromSetup } from '../../src/shell/online/table-seats';
import { seatLine, tableNotice } from '../../src/shell/online/seat-status';
import { tucanaSeatDoing } from '../../src/games/tucana/play/seat-status';
import type { SeatInfo, SeatStatus, TableMessage } from '../../src/protocol/protocol';
import { SEAT_COLORS, type NewGame } from '../../src/games/explorers/play/game-config';
import { clockText } from '../../src/platform/clock';
import { qrModules } from '../../src/shell/online/qr';

describe('table links', () => {
  it('reads a code from ?table= (to play) or ?watch= (to watch), as a person may have typed it', () => {
    expect(tableFromUrl('https://play.example.org/?table=ABCD2345')).toEqual({ code: 'ABCD2345', role: 'play' });
    expect(tableFromUrl('http://127.0.0.1:5173/?lang=fr&table=abcd-2345')).toEqual({ code: 'ABCD2345', role: 'play' });
    expect(tableFromUrl('http://127.0.0.1:5173/?watch=abcd 2345')).toEqual({ code: 'ABCD2345', role: 'watch' });
    expect(tableFromUrl('https://play.example.org/')).toBeNull();
    // No look-alikes (0, O, 1, I) and exactly eight symbols.
    expect(tableFromUrl('https://play.example.org/?table=ABCD0345')).toBeNull();
    expect(tableFromUrl('https://play.example.org/?watch=ABCD23456')).toBeNull();
    expect(tableFromUrl('not a url')).toBeNull();
  });

  it('asks for a finished table’s replay by either link: the seat’s by the table link, a spectator’s by the watch link', () => {
    expect(linkReplayViewer('play', 'seat-token', false)).toEqual({ token: 'seat-token' });
    expect(linkReplayViewer('play', null, false)).toEqual({ token: null });
    // This tab still at the table as its seat goes back to it (its scores, a rematch).
    expect(linkReplayViewer('play', 'seat-token', true)).toBeNull();
    // The watch link is a spectator's, whatever seat this device holds, and never reconnects a seat.
    expect(linkReplayViewer('watch', 'seat-token', false)).toEqual({ token: null });
    expect(linkReplayViewer('watch', 'seat-token', true)).toEqual({ token: null });
  });

  it('makes the links of a table on the page’s own address, and takes them off again', () => {
    const link = tableLink('https://play.example.org/games/?table=OLDCODE2#x', 'ABCD2345');
    expect(link).toBe('https://play.example.org/games/?table=ABCD2345');
    expect(tableFromUrl(link)).toEqual({ code: 'ABCD2345', role: 'play' });
    expect(withoutTable(link)).toBe('https://play.example.org/games/');
    const watch = tableLink(link, 'ABCD2345', 'watch');
    expect(watch).toBe('https://play.example.org/games/?watch=ABCD2345');
    expect(tableFromUrl(watch)).toEqual({ code: 'ABCD2345', role: 'watch' });
    // The address bar keeps its other settings, and names one table one way.
    expect(withTable('http://127.0.0.1:5173/?lang=fr#x', 'ABCD2345')).toBe('http://127.0.0.1:5173/?lang=fr&table=ABCD2345');
    expect(withTable('http://127.0.0.1:5173/?lang=fr&table=ABCD2345', 'ABCD2345', 'watch')).toBe('http://127.0.0.1:5173/?lang=fr&watch=ABCD2345');
    expect(withoutTable('http://127.0.0.1:5173/?lang=fr&table=ABCD2345')).toBe('http://127.0.0.1:5173/?lang=fr');
    expect(withoutTable('http://127.0.0.1:5173/?watch=ABCD2345&lang=fr')).toBe('http://127.0.0.1:5173/?lang=fr');
  });
});

describe('seat memory', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz012345';

  it('keeps a seat token per table and the reconnection token per tab', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const memory = new SeatMemory(local, session);
    expect(memory.seatToken('ABCD2345')).toBeNull();
    memory.rememberSeat('ABCD2345', token);
    expect(memory.seatToken('ABCD2345')).toBe(token);
    expect(memory.seatToken('WXYZ2345')).toBeNull();
    // A reload (a new memory on the same storages) finds both again.
    memory.rememberReconnection('ABCD2345', 'r1');
    memory.rememberReconnection('ABCD2345', 'r2');
    const reloaded = new SeatMemory(local, session);
    expect(reloaded.seatToken('ABCD2345')).toBe(token);
    expect(reloaded.reconnectionToken('ABCD2345')).toBe('r2');
    expect(reloaded.reconnectionToken('WXYZ2345')).toBeNull();
    reloaded.forgetSeat('ABCD2345');
    reloaded.forgetReconnection();
    expect(memory.seatToken('ABCD2345')).toBeNull();
    expect(memory.reconnectionToken('ABCD2345')).toBeNull();
  });

  it('keeps the connection’s last act id with its reconnection token: a reload goes on from it', () => {
    const session = memoryStorage();
    const memory = new SeatMemory(memoryStorage(), session);
    memory.rememberReconnection('ABCD2345', 'r1');
    expect(memory.lastActId('ABCD2345')).toBe(0);
    memory.rememberActId('ABCD2345', 3);
    // A reconnection renews the token, not the connection: its ids go on.
    memory.rememberReconnection('ABCD2345', 'r2');
    const reloaded = new SeatMemory(memoryStorage(), session);
    expect(reloaded.lastActId('ABCD2345')).toBe(3);
    expect(reloaded.lastActId('WXYZ2345')).toBe(0);
    // Another table's connection starts its own count.
    reloaded.rememberReconnection('WXYZ2345', 'w1');
    expect(reloaded.lastActId('WXYZ2345')).toBe(0);
    reloaded.rememberActId('ABCD2345', 9);
    expect(reloaded.lastActId('ABCD2345')).toBe(0);
    session.setItem('explorers.online.reconnect', JSON.stringify({ code: 'WXYZ2345', token: 'w1', actId: -4 }));
    expect(reloaded.lastActId('WXYZ2345')).toBe(0);
  });

  it('refuses malformed entries and survives a storage that throws', () => {
    const local = memoryStorage();
    local.setItem('explorers.online.seat.ABCD2345', 'short');
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const memory = new SeatMemory(local, broken);
    expect(memory.seatToken('ABCD2345')).toBeNull();
    memory.rememberSeat('bad code', token);
    expect(local.getItem('explorers.online.seat.bad code')).toBeNull();
    memory.rememberReconnection('ABCD2345', 'r1');
    expect(memory.reconnectionToken('ABCD2345')).toBeNull();
    expect(() => memory.forgetReconnection()).not.toThrow();
  });
});

describe('online seats', () => {
  it('keeps chosen names and colours, and gives the others free pen colours and default names', () => {
    const hex = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;
    const seat = (n: number, kind: 'human' | 'ai', name: string | null, colour: string | null, level: string | null = null) =>
      ({ seat: n, kind, level, name, colour, status: 'present' as const, deadline: null });
    const seats = seatsFromTable({
      seats: [seat(0, 'human', 'Ada', hex(SEAT_COLORS[0])), seat(1, 'ai', null, null, 'hard'), seat(2, 'human', 'Bo', hex(SEAT_COLORS[1])), seat(3, 'ai', null, null, 'unknown')],
    }, explorers);
    expect(seats.map((s) => s.color)).toEqual([SEAT_COLORS[0], SEAT_COLORS[2], SEAT_COLORS[1], SEAT_COLORS[3]]);
    expect(seats.map((s) => s.defaultName)).toEqual([false, true, false, true]);
    expect(seats[0]).toMatchObject({ kind: 'human', name: 'Ada' });
    expect(seats[1]).toMatchObject({ kind: 'ai', level: 'hard' });
    expect(seats[3]).toMatchObject({ kind: 'ai', level: 'normal' });
  });
});

describe('seats during an online game', () => {
  const seat = (n: number, status: SeatStatus, deadline: number | null = null): SeatInfo => ({ seat: n, kind: 'human', level: null, name: `P${n}`, colour: null, status, deadline });
  const playing = { key: 'play.status.playing' };

  it('says who is away or played by the AI standing in, else what the rules say, with the time left', () => {
    expect(seatLine(seat(1, 'away', 5_000), playing, 0)).toEqual({ message: { key: 'online.status.away' }, alert: true });
    expect(seatLine(seat(1, 'standIn'), playing, 0)).toEqual({ message: { key: 'online.status.standIn' }, alert: false });
    expect(seatLine(seat(1, 'present'), playing, 0)).toEqual({ message: playing, alert: false });
    expect(seatLine(seat(1, 'present', 61_500), playing, 0)).toEqual({ message: { key: 'online.timedStatus', params: { status: playing, time: '1:02' } }, alert: false });
    // A seat with nothing to do shows no clock; an unknown seat only what the rules say.
    expect(seatLine(seat(1, 'present', 61_500), null, 0)).toEqual({ message: null, alert: false });
    expect(seatLine(undefined, playing, 0)).toEqual({ message: playing, alert: false });
  });

  it('says what a Tucana seat is doing: drawing or thinking while its turn is awaited, nothing once drawn', () => {
    const seats = [{ kind: 'human', name: 'Ada', color: 0, defaultName: false }, { kind: 'ai', level: 'hard', name: '', color: 1, defaultName: true }] as const;
    expect(tucanaSeatDoing(seats, [0, 1], 0)).toEqual({ key: 'tucana:play.status.drawing' });
    expect(tucanaSeatDoing(seats, [0, 1], 1)).toEqual({ key: 'tucana:play.status.thinking' });
    expect(tucanaSeatDoing(seats, [1], 0)).toBeNull();
    // With its time left at a timed table.
    expect(seatLine(seat(0, 'present', 90_000), tucanaSeatDoing(seats, [0], 0), 0).message).toEqual({ key: 'online.timedStatus', params: { status: { key: 'tucana:play.status.drawing' }, time: '1:30' } });
  });

  it('offers the host an away seat to hand to the AI, and the player their seat back from it', () => {
    const table = (you: number | null, host: number | null, statuses: SeatStatus[], phase: TableMessage['phase'] = 'playing') => ({ phase, you, host, seats: statuses.map((status, n) => seat(n, status)) });
    expect(tableNotice(table(0, 0, ['present', 'away', 'away']))).toEqual({ kind: 'takeover', seat: 1 });
    expect(tableNotice(table(0, 0, ['present', 'standIn', 'away']))).toEqual({ kind: 'takeover', seat: 2 });
    // Only the host; not in the lobby nor once the game is over; never for a spectator.
    expect(tableNotice(table(2, 0, ['present', 'away', 'present']))).toBeNull();
    expect(tableNotice(table(0, 0, ['present', 'away'], 'over'))).toBeNull();
    expect(tableNotice(table(null, 0, ['present', 'away']))).toBeNull();
    // The player the AI stands in for takes their seat back, host or not.
    expect(tableNotice(table(1, 0, ['present', 'standIn']))).toEqual({ kind: 'resume' });
    expect(tableNotice(table(0, 0, ['standIn', 'away']))).toEqual({ kind: 'resume' });
    // A connection lost for good comes first, in any phase, for players and spectators.
    expect(tableNotice(table(0, 0, ['standIn', 'away']), true)).toEqual({ kind: 'rejoin' });
    expect(tableNotice(table(null, 0, ['present', 'present'], 'over'), true)).toEqual({ kind: 'rejoin' });
  });
});

describe('a table from the setup screen', () => {
  const game = (hostKind: 'human' | 'ai'): NewGame => ({
    options: { players: 3, seed: 42, sides: { temples: 'expert', provisions: 'basic', villages: 'basic', gemstones: 'expert' }, map: 'random', achievements: { random: 2 } },
    seats: [
      hostKind === 'human' ? { kind: 'human', name: 'Ada', color: SEAT_COLORS[2] } : { kind: 'ai', level: 'easy', name: 'Amelia', color: SEAT_COLORS[2] },
      { kind: 'human', name: 'Player 2', color: SEAT_COLORS[1], defaultName: true },
      { kind: 'ai', level: 'hard', name: 'Isabella', color: SEAT_COLORS[0] },
    ],
  });

  it('leaves the players and the seed to the server and seats the host first; an AI takes its name along', () => {
    const table = tableFromSetup('explorers', game('human'), 60);
    expect(table).toEqual({
      game: 'explorers',
      options: { sides: { temples: 'expert', provisions: 'basic', villages: 'basic', gemstones: 'expert' }, map: 'random', achievements: { random: 2 } },
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'ai', level: 'hard', name: 'Isabella' }],
      timer: 60,
      name: 'Ada',
      colour: `#${SEAT_COLORS[2].toString(16).padStart(6, '0')}`,
    });
    expect(tableFromSetup('explorers', game('ai'), 'off')).toBeNull();
  });
});

describe('the turn timer on the connection badge', () => {
  it('shows whole seconds left, rounded up, as m:ss', () => {
    expect(clockText(120_000)).toBe('2:00');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(59_000)).toBe('0:59');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(-500)).toBe('0:00');
  });
});

describe('the QR code of a table link', () => {
  it('is a square of a QR version’s size, with its three finder patterns', () => {
    const modules = qrModules('https://play.example.org/?table=ABCD2345');
    const size = modules.length;
    expect((size - 17) % 4).toBe(0);
    expect(modules.every((row) => row.length === size)).toBe(true);
    // A finder: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre.
    const finder = (top: number, left: number): boolean =>
      [0, 1, 2, 3, 4, 5, 6].every((i) =>
        [0, 1, 2, 3, 4, 5, 6].every((j) => {
          const ring = Math.max(Math.abs(i - 3), Math.abs(j - 3));
          return modules[top + i]?.[left + j] === (ring !== 2);
        }),
      );
    expect(finder(0, 0) && finder(0, size - 7) && finder(size - 7, 0)).toBe(true);
    expect(finder(size - 7, size - 7)).toBe(false);
    // A longer link needs more modules.
    expect(qrModules(`https://play.example.org/${'x'.repeat(200)}?table=ABCD2345`).length).toBeGreaterThan(size);
  });
});
