// A replay on screen, on a game of Tucana: a step forward is news of the same game for the play
// screen (the seat's view and what it saw happen), every other move a new game number on which the
// screen starts again; the seats come from the history entry in the game's own colours. The seats it may
// show, its own line for the play screen, and the room the screen leaves for its controls.
import { describe, expect, it } from 'vitest';
import type { GameMessage } from '../../src/protocol/protocol';
import { replayGame, type GameReplay } from '../../src/games/replay';
import type { Message } from '../../src/platform/i18n';
import { computeLayout } from '../../src/ui/layout';
import { aboveReplayBar, REVIEW_ROW, replayBar } from '../../src/shell/replay/replay-bar';
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

  it('autoplays each next step only once the screen has settled on the last, to the end or until paused', async () => {
    const { session } = open();
    const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
    let settle = (): void => undefined;
    const letGo = session.shownBy(() => new Promise<void>((resolve) => (settle = resolve)));
    session.play(() => Promise.resolve());
    await flush();
    // The reading pace is over, the screen's animations are not: no step yet.
    expect([session.step, session.playing]).toEqual([0, true]);
    settle();
    await flush();
    expect(session.step).toBe(1);
    settle();
    await flush();
    expect(session.step).toBe(2);
    session.pause();
    settle();
    await flush();
    expect([session.step, session.playing]).toEqual([2, false]);
    // A screen let go of (it closed) holds nothing back: on to the end, where it stops.
    letGo();
    session.play(() => Promise.resolve());
    for (let i = 0; i < session.turns * 3 && session.playing; i++) await flush();
    expect([session.step, session.playing]).toEqual([session.turns, false]);
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

describe("a replay's own line, in place of the play screen's", async () => {
  const ambassadors = LOADED.find((loaded) => loaded.id === 'ambassadors') as (typeof LOADED)[number];
  const seats = seatsOfEntry({ seats: [{ name: 'Ann', kind: 'human', score: 0 }, { name: 'Bruno', kind: 'human', score: 0 }] }, game);
  const lineAt = (replay: GameReplay<unknown, unknown>, step: number): Message => {
    const session = new ReplaySession(game, replay, seats, 0);
    session.go(step);
    return session.line;
  };

  it('says nobody has played at the start, who played in a turn of strict turns, and everyone in a turn all seats play', async () => {
    const strict = replayGame(ambassadors.rules, ambassadors.rules.toRecord((await playOut(ambassadors, newState(ambassadors.rules, 2, 3), 2)).state));
    const together = replayGame(game.rules, game.rules.toRecord((await playOut(game, newState(game.rules, 2, 5), 1)).state));
    if (!strict.ok || !together.ok) throw new Error('no replay');
    expect(lineAt(strict.value, 0)).toEqual({ key: 'replay.line.start' });
    const first = strict.value.steps[1]?.actors[0] as number;
    expect(lineAt(strict.value, 1)).toEqual({ key: 'replay.line.played', params: { count: 1, names: { key: 'common.verbatim', params: { text: ['Ann', 'Bruno'][first] } } } });
    expect(lineAt(together.value, 1)).toEqual({ key: 'replay.line.everyone' });
  });
});

describe('the play screen in a replay', () => {
  it('is laid out above the controls, on a phone (a row more for the review when it is offered) and on a wide screen', () => {
    for (const [width, height, reviewed, bar] of [[390, 844, false, 108 + 6], [390, 844, true, 108 + REVIEW_ROW + 6], [1280, 800, false, 68 + 12], [1280, 800, true, 68 + 12]] as const) {
      const layout = computeLayout(width, height);
      const above = aboveReplayBar(layout, reviewed);
      expect(above.height).toBe(height - bar);
      expect(above.height).toBe(replayBar(layout, reviewed).y);
      expect(above.safe.y + above.safe.height).toBeLessThan(replayBar(layout, reviewed).y);
      expect([above.width, above.centerY]).toEqual([layout.width, above.height / 2]);
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
