// A finished table as a history entry, through the game contract only (any registered game): the
// rules give the scores, winners and solo rank from a final view, which shows every sheet.
import type { AnyGame, AnyRules } from '../../games/contract';
import { dealOfOptions } from '../../games/deals';
import type { Seat } from '../seats';
import type { HistoryEntry } from './history-entry';

interface FinishedCommon {
  readonly game: { readonly id: string; readonly rules: AnyRules };
  readonly seats: readonly Seat[];
  readonly finishedAt: number;
  readonly deal: HistoryEntry['deal'];
  /** This device's seat (the first person at the table when not given). */
  readonly player?: number;
}

/** A table on this device: its true state. */
export interface FinishedTable extends FinishedCommon {
  readonly state: unknown;
}

/** A table whose game lived on a server: this seat's final view, and no record (the server keeps the true one). */
export interface FinishedView extends FinishedCommon {
  readonly view: unknown;
  /** The server's table and game, which replay it. */
  readonly table?: HistoryEntry['table'];
}

/** The entry of a finished table, or null while its game is not over. */
export function finishedGameEntry({ state, ...table }: FinishedTable): HistoryEntry | null {
  const { rules } = table.game;
  if (!rules.isOver(state)) return null;
  return finishedViewEntry({ ...table, view: rules.view(state, null) }, rules.toRecord(state));
}

/** The entry of a game from its final view (or null while the view's game is not over), with its record if this device has it. */
export function finishedViewEntry({ game, view, seats, finishedAt, deal, player, table }: FinishedView, record: unknown = null): HistoryEntry | null {
  const { rules } = game;
  const ranking = rules.ranking(view);
  if (!ranking) return null;
  const scores = rules.scores(view);
  const options = (record as { readonly options?: Record<string, unknown> } | null)?.options ?? {};
  return {
    game: game.id,
    finishedAt,
    options,
    seats: seats.map((seat, i) => ({ name: seat.defaultName ? null : seat.name, kind: seat.kind === 'ai' ? seat.level : 'human', score: scores[i]?.total ?? 0 })),
    player: player ?? Math.max(0, seats.findIndex((seat) => seat.kind === 'human')),
    winners: [...ranking.winners],
    soloRank: rules.soloRank?.(view) ?? null,
    deal,
    record,
    ...(table ? { table } : {}),
  };
}

/** What the shell reads of a game's scoring scene data: every game's scoring scene opens with these. */
export interface FinishedData {
  readonly view: unknown;
  readonly record: unknown;
  readonly seats: readonly Seat[];
  /** At an online table: this device's seat (null when watching), the table's code and the game's number there. */
  readonly online?: { readonly seat: number | null; readonly watching?: boolean; readonly code?: string; readonly game?: { readonly gameNo: number } | null };
}

export const isFinishedData = (data: unknown): data is FinishedData =>
  typeof data === 'object' && data !== null && 'view' in data && 'record' in data && Array.isArray((data as { seats?: unknown }).seats);

/** The history entry of a scoring scene's data: a table on this device replays its record; an online one has only its seat's view. */
export async function scoringEntry(game: AnyGame, data: FinishedData, finishedAt: number): Promise<HistoryEntry | null> {
  const rules = await game.loadRules();
  const table = { game: { id: game.id, rules }, seats: data.seats, finishedAt, deal: null };
  if (data.online) {
    const { seat, watching, code, game: played } = data.online;
    const online = code !== undefined && played ? { code, gameNo: played.gameNo } : undefined;
    return seat === null || watching ? null : finishedViewEntry({ ...table, view: data.view, player: seat, table: online });
  }
  const state = rules.loadRecord(data.record);
  if (!state.ok) return null;
  const entry = finishedGameEntry({ ...table, state: state.value });
  return entry && { ...entry, deal: dealOf(game, rules, entry) };
}

/** The deal a solo game on this device was, found from its options: however it was started or resumed. */
function dealOf(game: AnyGame, rules: AnyRules, entry: HistoryEntry): HistoryEntry['deal'] {
  if (!game.deals || entry.seats.length !== 1) return null;
  const asPlayed = (options: unknown): unknown => {
    const valid = rules.validateOptions(options);
    return valid.ok ? valid.value : null;
  };
  const deal = dealOfOptions({ id: game.id, deals: game.deals }, entry.options, entry.finishedAt, asPlayed);
  return deal && { kind: deal.kind, id: deal.id };
}
