// The history on the device: kept across an upgrade of its schema, its statistics, and its file
// (export, import, refusal of a bad file). IndexedDB is fake-indexeddb's here (the browser's own in
// the browser tests); the statistics and the file are pure.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { LoadedGame } from '../../src/games/contract';
import { dealAt, withDeals, type DealGame } from '../../src/games/deals';
import { playWithBots } from '../../src/games/play-with-bots';
import { GAMES, loadGame } from '../../src/games/registry';
import { finishedGameEntry, scoringEntry } from '../../src/shell/history/finished-game';
import { historyEntrySchema, type HistoryEntry } from '../../src/shell/history/history-entry';
import type { Seat } from '../../src/shell/seats';
import { exportHistory, newEntries, readHistoryFile } from '../../src/shell/history/history-file';
import { GAMES_STORE, HISTORY_UPGRADES, HistoryStore } from '../../src/shell/history/history-store';
import { gameStatistics } from '../../src/shell/history/statistics';

const DAY = 86_400_000;
const NOON = Date.parse('2026-11-28T12:00:00Z');
let databases = 0;
const freshName = (): string => `history-test-${++databases}`;

function entry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    game: 'explorers',
    finishedAt: NOON,
    options: { players: 1, seed: 7 },
    seats: [{ name: 'Ann', kind: 'human', score: 80 }],
    player: 0,
    winners: [0],
    soloRank: 2,
    deal: null,
    record: { format: 'explorers-record', actions: [1, 2, 3] },
    ...overrides,
  };
}

const duel = (level: string, myScore: number, theirs: number, finishedAt = NOON): HistoryEntry =>
  entry({
    finishedAt,
    options: { players: 2, seed: 1 },
    seats: [
      { name: null, kind: 'human', score: myScore },
      { name: null, kind: level, score: theirs },
    ],
    winners: myScore >= theirs ? [0] : [1],
    soloRank: null,
  });

const daily = (day: string): HistoryEntry => entry({ finishedAt: Date.parse(`${day}T20:00:00Z`), deal: { kind: 'daily', id: day } });

describe('the history store', () => {
  it('keeps every game across an upgrade of its schema', async () => {
    const name = freshName();
    const before = await HistoryStore.open(name);
    await before.add(entry());
    await before.add(duel('hard', 70, 90, NOON + 1));
    const kept = await before.all();
    before.close();
    // The next release's schema: one more index, over games stored by this one.
    const next = await HistoryStore.open(name, [...HISTORY_UPGRADES, (_db, tx) => tx.objectStore(GAMES_STORE).createIndex('player', 'player')]);
    expect(await next.all()).toEqual(kept);
    expect(kept.map((e) => e.seats[0]?.score)).toEqual([80, 70]);
    next.close();
    // And the app updated with no schema change keeps them too.
    const again = await HistoryStore.open(name, [...HISTORY_UPGRADES, (_db, tx) => tx.objectStore(GAMES_STORE).createIndex('player', 'player')]);
    expect(await again.all()).toEqual(kept);
    again.close();
  });

  it('refuses a damaged entry and leaves out one damaged by hand', async () => {
    const name = freshName();
    const store = await HistoryStore.open(name);
    await expect(store.add({ ...entry(), player: 3 })).rejects.toThrow();
    await store.add(entry());
    const raw = await openDB(name);
    await raw.add(GAMES_STORE, { game: 'explorers', finishedAt: 'yesterday' });
    raw.close();
    expect(await store.all()).toHaveLength(1);
    store.close();
  });

  it("reads entries kept before online games had their table, and those that have it; a table code damaged by hand leaves its entry out", async () => {
    const name = freshName();
    const store = await HistoryStore.open(name);
    const online = { ...entry({ record: null }), table: { code: 'TABLE234', gameNo: 2 } };
    await store.add(online);
    const raw = await openDB(name);
    // As an earlier release stored them: no `table` at all.
    await raw.add(GAMES_STORE, entry({ finishedAt: NOON - 1 }));
    await raw.add(GAMES_STORE, { ...online, finishedAt: NOON + 1, table: { code: 'not a code', gameNo: 2 } });
    raw.close();
    const kept = await store.all();
    expect(kept.map(({ table }) => table)).toEqual([undefined, { code: 'TABLE234', gameNo: 2 }]);
    // And a history file of either kind reads back.
    expect(readHistoryFile(exportHistory(kept, NOON))).toMatchObject({ ok: true, entries: [{ record: entry().record }, { table: online.table }] });
    store.close();
  });
});

describe('the statistics of a game', () => {
  it('count games, wins, wins per AI level, scores over time, best and average scores and solo ranks', () => {
    const entries = [entry(), entry({ seats: [{ name: 'Ann', kind: 'human', score: 95 }], soloRank: 4 }), duel('hard', 70, 90), duel('hard', 100, 90), duel('easy', 60, 20, NOON - 1), entry({ game: 'tucana' })];
    expect(gameStatistics(entries, 'explorers', NOON)).toEqual({
      played: 5,
      // Won at a table with others: a solo game is no win.
      won: 2,
      scores: [60, 80, 95, 70, 100],
      againstAi: { hard: { played: 2, won: 1 }, easy: { played: 1, won: 1 } },
      bestScore: 100,
      averageScore: 81,
      soloRanks: { 2: 1, 4: 1 },
      dailyStreak: 0,
      longestDailyStreak: 0,
    });
    expect(gameStatistics(entries, 'tucana', NOON)).toMatchObject({ played: 1, bestScore: 80, averageScore: 80 });
    expect(gameStatistics(entries, 'ambassadors', NOON)).toMatchObject({ played: 0, bestScore: null, averageScore: null, againstAi: {} });
  });

  it('count the daily streak by the deals’ days, up to today or yesterday', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-26', '2026-11-27', '2026-11-27'].map(daily);
    // The deal of the 27th, finished after midnight, still counts for the 27th.
    const late = entry({ finishedAt: Date.parse('2026-11-28T00:30:00Z'), deal: { kind: 'daily', id: '2026-11-25' } });
    expect(gameStatistics(days, 'explorers', NOON)).toMatchObject({ dailyStreak: 2, longestDailyStreak: 4 });
    expect(gameStatistics([...days, late], 'explorers', NOON)).toMatchObject({ dailyStreak: 3, longestDailyStreak: 4 });
    expect(gameStatistics([...days, daily('2026-11-28')], 'explorers', NOON)).toMatchObject({ dailyStreak: 3 });
    expect(gameStatistics(days, 'explorers', NOON + 2 * DAY)).toMatchObject({ dailyStreak: 0, longestDailyStreak: 4 });
    // A weekly deal or a game of no deal is no day of the streak.
    expect(gameStatistics([entry({ deal: { kind: 'weekly', id: '2026-W48' } })], 'explorers', NOON)).toMatchObject({ dailyStreak: 0 });
  });
});

describe('the history file', () => {
  it('exports and imports every game, adding none twice', async () => {
    const from = await HistoryStore.open(freshName());
    for (const e of [entry(), duel('normal', 50, 40, NOON + 5), daily('2026-11-27')]) await from.add(e);
    const text = exportHistory(await from.all(), NOON);
    from.close();
    const read = readHistoryFile(text);
    if (!read.ok) throw new Error(read.detail);
    const to = await HistoryStore.open(freshName());
    await to.add(entry());
    await to.addAll(newEntries(await to.all(), read.entries));
    const strip = (all: readonly HistoryEntry[]) => all.map(({ ...e }: HistoryEntry & { id?: number }) => (delete e.id, e));
    expect(strip(await to.all())).toEqual(strip(read.entries).sort((a, b) => a.finishedAt - b.finishedAt));
    expect(newEntries(await to.all(), read.entries)).toEqual([]);
    to.close();
  });

  it('refuses a file that is no history, or holds a bad entry, with a typed error', () => {
    const good = JSON.parse(exportHistory([entry()], NOON)) as { entries: Record<string, unknown>[] };
    const bad = (change: (file: typeof good) => unknown) => readHistoryFile(JSON.stringify(change(structuredClone(good))));
    expect(readHistoryFile('{not json')).toMatchObject({ ok: false, error: 'notHistoryFile' });
    expect(readHistoryFile('{"format":"explorers-record"}')).toMatchObject({ ok: false, error: 'notHistoryFile' });
    expect(readHistoryFile('null')).toMatchObject({ ok: false, error: 'notHistoryFile' });
    expect(bad((f) => ({ ...f, version: 2 }))).toMatchObject({ ok: false, error: 'badHistoryFile' });
    expect(bad((f) => ((f.entries[0] as Record<string, unknown>).finishedAt = 'yesterday', f))).toMatchObject({ ok: false, error: 'badHistoryFile' });
    expect(bad((f) => ((f.entries[0] as Record<string, unknown>).winners = [5], f))).toMatchObject({ ok: false, error: 'badHistoryFile' });
    expect(bad((f) => ((f.entries[0] as Record<string, unknown>).extra = 1, f))).toMatchObject({ ok: false, error: 'badHistoryFile' });
  });
});

describe('a finished table as an entry', () => {
  it('takes its scores, winners, solo rank and record from the rules, for every game', async () => {
    for (const { id } of withDeals(GAMES)) {
      const game = (await loadGame(id)) as LoadedGame & DealGame;
      const ai = await game.loadAi();
      const deal = dealAt(game, 'daily', NOON);
      const options = game.rules.validateOptions(deal.options);
      if (!options.ok) throw new Error(options.error.detail);
      const seats: Seat[] = [{ kind: 'human', name: 'Ann', color: 0 }];
      const created = game.rules.create(options.value);
      if (!created.ok) throw new Error(created.error.detail);
      expect(finishedGameEntry({ game, state: created.value, seats, finishedAt: NOON, deal: null })).toBeNull();
      expect(game.rules.soloRank?.(game.rules.view(created.value, 0))).toBeNull();
      const state = playWithBots(game, ai, options.value, ai.levels[0] as string, 5);
      const made = finishedGameEntry({ game, state, seats, finishedAt: NOON, deal: { kind: 'daily', id: deal.id } });
      const total = (game.rules.scores(game.rules.view(state, 0))[0] as { total: number }).total;
      expect(made).toMatchObject({ game: id, options: deal.options, seats: [{ name: 'Ann', kind: 'human', score: total }], player: 0, winners: [0] });
      expect(made?.soloRank).toBe(game.rules.soloRank?.(game.rules.view(state, 0)));
      expect(made?.soloRank).toBeTypeOf('number');
      // It is a valid entry, and its record replays to the same end.
      expect(historyEntrySchema.safeParse(made).success).toBe(true);
      const replayed = game.rules.loadRecord(JSON.parse(JSON.stringify(made?.record)));
      expect(replayed.ok && game.rules.view(replayed.value, null)).toEqual(game.rules.view(state, null));
    }
  });
});

describe('a scoring screen\'s data as an entry (the shell\'s one hook)', () => {
  it('replays a table of this device, takes an online seat\'s view, and skips a spectator or an unfinished record', async () => {
    for (const definition of GAMES) {
      const game = (await loadGame(definition.id)) as LoadedGame;
      const ai = await game.loadAi();
      const players = Math.max(2, game.players.min);
      const options = game.rules.defaultOptions(players, 11);
      const state = playWithBots(game, ai, options, ai.levels[0] as string, 3);
      const seats: Seat[] = Array.from({ length: players }, (_, i) =>
        i === 0 ? { kind: 'human', name: 'Ann', color: 0 } : { kind: 'ai', level: ai.levels[0] as string, name: `Bot ${i}`, color: i },
      );
      const record: unknown = JSON.parse(JSON.stringify(game.rules.toRecord(state)));
      const final = game.rules.view(state, null);
      const totals = game.rules.scores(final).map((score: { total: number }) => score.total);
      const winners = game.rules.ranking(final)?.winners;

      const local = await scoringEntry(definition, { view: final, record, seats }, NOON);
      expect(local, definition.id).toMatchObject({ game: definition.id, finishedAt: NOON, player: 0, winners, record });
      expect(local?.seats.map((seat) => seat.score)).toEqual(totals);
      expect(historyEntrySchema.safeParse(local).success).toBe(true);

      // Online, the device has its seat's final view and no true record.
      const online = await scoringEntry(definition, { view: game.rules.view(state, 1), record, seats, online: { seat: 1, code: 'TABLE234', game: { gameNo: 2 } } }, NOON);
      // With its table and game there: the server replays it.
      expect(online).toMatchObject({ player: 1, winners, record: null, table: { code: 'TABLE234', gameNo: 2 } });
      expect(historyEntrySchema.safeParse(online).success).toBe(true);
      expect(online?.seats.map((seat) => seat.score)).toEqual(totals);
      expect(await scoringEntry(definition, { view: final, record, seats, online: { seat: null } }, NOON)).toBeNull();
      expect(await scoringEntry(definition, { view: final, record, seats, online: { seat: 1, watching: true } }, NOON)).toBeNull();

      const started = game.rules.create(options);
      if (!started.ok) throw new Error(started.error.detail);
      expect(await scoringEntry(definition, { view: final, record: game.rules.toRecord(started.value), seats }, NOON)).toBeNull();
    }
  });
});
