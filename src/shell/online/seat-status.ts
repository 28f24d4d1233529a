// What a play screen says of an online table's seats, for any game: who is away, who the AI
// stands in for, whose turn timer runs, and what the host or the player may do about it.
import type { SeatInfo, TableMessage } from '../../protocol/protocol';
import type { Message } from '../../platform/i18n';
import { clockText } from '../../platform/clock';

/** A seat's line at an online table: the table's word for it, or what it is doing (with its time left). */
export interface SeatLine {
  readonly message: Message | null;
  /** The player is gone: drawn as a warning. */
  readonly alert: boolean;
}

/**
 * What a seat's line says during an online game: away (the connection is lost) or played by
 * the AI standing in, which everyone sees; otherwise what the rules say it is doing (`doing`),
 * with the time its turn timer leaves while it runs.
 */
export function seatLine(seat: SeatInfo | undefined, doing: Message | null, now: number): SeatLine {
  if (seat?.status === 'away') return { message: { key: 'online.status.away' }, alert: true };
  if (seat?.status === 'standIn') return { message: { key: 'online.status.standIn' }, alert: false };
  if (seat?.deadline == null || doing === null) return { message: doing, alert: false };
  return { message: { key: 'online.timedStatus', params: { status: doing, time: clockText(seat.deadline - now) } }, alert: false };
}

/**
 * What the play screen offers about the table: to join it again once the connection is lost for
 * good, this player to take their seat back from the AI, or the host to hand an away seat to it.
 */
export type TableNotice = { readonly kind: 'rejoin' } | { readonly kind: 'resume' } | { readonly kind: 'takeover'; readonly seat: number } | null;

export function tableNotice(table: Pick<TableMessage, 'phase' | 'seats' | 'you' | 'host'>, offline = false): TableNotice {
  if (offline) return { kind: 'rejoin' };
  if (table.phase !== 'playing') return null;
  const you = table.you;
  if (you !== null && table.seats[you]?.status === 'standIn') return { kind: 'resume' };
  if (you === null || table.host !== you) return null;
  const away = table.seats.find((seat) => seat.seat !== you && seat.status === 'away');
  return away ? { kind: 'takeover', seat: away.seat } : null;
}
