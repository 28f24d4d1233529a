// A finished table as a history entry, through the game contract only (any registered game): the
// rules give the scores, winners and solo rank from the spectator's view, which once the game is
// over shows every sheet. The table controller's one call at a game's end (next step) makes it.
import type { AnyRules } from '../../games/contract';
import type { Seat } from '../seats';
import type { HistoryEntry } from './history-entry';

export interface FinishedTable {
  readonly game: { readonly id: string; readonly rules: AnyRules };
  readonly state: unknown;
  readonly seats: readonly Seat[];
  readonly finishedAt: number;
  readonly deal: HistoryEntry['deal'];
}

/** The entry of a finished table, or null while its game is not over. */
export function finishedGameEntry({ game, state, seats, finishedAt, deal }: FinishedTable): HistoryEntry | null {
  const { rules } = game;
  if (!rules.isOver(state)) return null;
  const view: unknown = rules.view(state, null);
  const scores = rules.scores(view);
  const record = rules.toRecord(state) as { readonly options?: Record<string, unknown> };
  return {
    game: game.id,
    finishedAt,
    options: record.options ?? {},
    seats: seats.map((seat, i) => ({ name: seat.defaultName ? null : seat.name, kind: seat.kind === 'ai' ? seat.level : 'human', score: scores[i]?.total ?? 0 })),
    player: Math.max(0, seats.findIndex((seat) => seat.kind === 'human')),
    winners: [...(rules.ranking(view)?.winners ?? [])],
    soloRank: rules.soloRank?.(view) ?? null,
    deal,
    record,
  };
}
