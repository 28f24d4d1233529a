// A replay on screen, on a game of Tucana: a step forward is news of the same game for the play
// screen (the seat's view and what it saw happen), every other move a new game number on which the
// screen starts again; the seats come from the history entry in the game's own colours.
import { describe, expect, it } from 'vitest';
import type { GameMessage } from '../../src/protocol/protocol';
import { replayGame } from '../../src/games/replay';
import { SceneKeys } from '../../src/platform/scene-keys';
import { ReplaySession, seatsOfEntry } from '../../src/shell/replay/replay-session';
import { REPLAY_PROBLEMS } from '../../src/shell/replay/table-replay';
import { flatLocale } from '../locale-files';
import { LANGUAGES } from '../../src/platform/i18n';
import { LOADED, newState, playOut } from '../contract/games';

const game = LOADED.find((loaded) => loaded.id === 'tucana') as (typeof LOADED)[number];

describe('a replay session', async () => {
  const replayed = replayGame(game.rules, game.rules.toRecord((await playOut(game, newState(game.rules, 2, 5), 1)).state));
  if (!replayed.ok) throw new Error(replayed.error.detail);
  const replay = replayed.value;
  const entry = { seats: [{ name: 'Ann', kind: 'human', score: 1 }, { name: null, kind: 'hard', score: 2 }] };
  const open = (): { session: ReplaySession; sent: GameMessage[] } => {
    const session = new ReplaySession(game, replay, seatsOfEntry(entry, game), 1);
    const sent: GameMessage[] = [];
    session.events.on('game', (message) => sent.push(message));
    return { session, sent };
  };

  it('gives the seats their names, kinds and the game colours', () => {
    expect(seatsOfEntry(entry, game)).toEqual([
      { kind: 'human', name: 'Ann', color: game.seats.palette[0], defaultName: false },
      { kind: 'ai', level: 'hard', name: '', color: game.seats.palette[1], defaultName: true },
    ]);
  });

  it('starts at the start, from the seat of the player, and steps forward with what that seat saw', () => {
    const { session, sent } = open();
    expect(session.message).toEqual({ gameNo: 1, version: 0, view: replay.view(0, 1), events: [], actor: null });
    session.forward();
    expect(session.step).toBe(1);
    expect(sent).toEqual([{ gameNo: 1, version: replay.steps[1]?.actions, view: replay.view(1, 1), events: replay.events(1, 1), actor: expect.any(Number) }]);
    expect(sent[0]?.events.length).toBeGreaterThan(0);
  });

  it('starts the screen again on a new game number when it goes back, jumps or changes seats', () => {
    const { session, sent } = open();
    session.go(5);
    session.back();
    session.showSeat(0);
    session.go(session.turns + 10);
    expect(sent.map((m) => [m.gameNo, m.version, m.events.length])).toEqual([
      [2, replay.steps[5]?.actions, 0],
      [3, replay.steps[4]?.actions, 0],
      [4, replay.steps[4]?.actions, 0],
      [5, replay.steps[session.turns]?.actions, 0],
    ]);
    expect(sent[2]?.view).toEqual(replay.view(4, 0));
    // Nothing past either end, and the seat it shows does not change it.
    session.forward();
    session.showSeat(0);
    session.showSeat(7);
    expect(sent).toHaveLength(4);
  });

  it("goes through the seats it has: every seat's on this device; a finished table's one seat, or a spectator's, alone", () => {
    const { session } = open();
    expect([session.viewers, session.exit]).toEqual([[0, 1], SceneKeys.History]);
    session.showNextSeat();
    session.showNextSeat();
    expect(session.seat).toBe(1);
    session.showNextSeat();
    expect(session.seat).toBe(0);
    for (const seat of [1, null]) {
      const online = new ReplaySession(game, replay, seatsOfEntry(entry, game), seat, { viewers: [seat], exit: SceneKeys.Menu });
      const sent: GameMessage[] = [];
      online.events.on('game', (message) => sent.push(message));
      online.showNextSeat();
      online.showSeat(0);
      expect([online.seat, online.exit, sent]).toEqual([seat, SceneKeys.Menu, []]);
      expect(online.message.view).toEqual(replay.view(0, seat));
    }
  });
});

describe('why a replay does not open', () => {
  it('is said in words in every language', () => {
    for (const language of LANGUAGES) {
      const words = flatLocale(language);
      for (const problem of REPLAY_PROBLEMS) expect(words.get(`replay.problems.${problem}`), `${language} ${problem}`).toMatch(/\S/);
    }
  });
});
