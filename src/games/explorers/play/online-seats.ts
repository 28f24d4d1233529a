// The seats of an online table as the play and scoring screens know them: the names and colours
// players chose when they sat down; an AI or an unnamed seat gets its default name, and a seat
// without a colour the first pen colour nobody else uses. And the other way: a table to create
// from the setup screen's choices. And what the play screen says of the table's seats: who is
// away, who the AI stands in for, whose turn timer runs, and what the host or the player may do.
import type { SeatInfo, TableMessage, TurnTimer } from '../../../../server/protocol';
import type { Message } from '../../../shell/i18n';
import { clockText } from '../../../shell/online/clock';
import type { NewTable } from '../../../shell/online/session';
import { AI_LEVELS, SEAT_COLORS, type AiLevel, type Seat } from './game-config';

const colourOf = (hex: string | null): number | null => (hex && /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : null);

/** The seats of a table; `colours`: the game's pen colours, in the order they are handed out. */
export function seatsFromTable(table: Pick<TableMessage, 'seats'>, colours: readonly number[] = SEAT_COLORS): Seat[] {
  const chosen = table.seats.map((seat) => colourOf(seat.colour));
  const free: number[] = colours.filter((colour) => !chosen.includes(colour));
  return table.seats.map((seat, index) => {
    const color = chosen[index] ?? free.shift() ?? (colours[index % colours.length] as number);
    const name = seat.name ?? '';
    const defaultName = seat.name === null;
    if (seat.kind === 'human') return { kind: 'human', name, color, defaultName };
    const level: AiLevel = (AI_LEVELS as readonly string[]).includes(seat.level ?? '') ? (seat.level as AiLevel) : 'normal';
    return { kind: 'ai', level, name, color, defaultName };
  });
}

/** The table of game `gameId` the host asks the server for, from its setup screen's game: null when seat 0, the host's, is an AI. */
export function tableFromSetup(gameId: string, game: { readonly options: object; readonly seats: readonly Seat[] }, timer: TurnTimer): NewTable | null {
  const [host] = game.seats;
  if (host?.kind !== 'human') return null;
  // The server sets the number of players (the seats) and draws the seed when the game starts.
  const options: Record<string, unknown> = { ...game.options };
  delete options.players;
  delete options.seed;
  return {
    game: gameId,
    options,
    seats: game.seats.map((seat) => (seat.kind === 'ai' ? { kind: 'ai', level: seat.level } : { kind: 'human' })),
    timer,
    name: host.name,
    colour: `#${host.color.toString(16).padStart(6, '0')}`,
  };
}

/** A seat's line on its mini-map at an online table: the table's word for it, or what it is doing (with its time left). */
export interface SeatLine {
  readonly message: Message | null;
  /** The player is gone: drawn as a warning. */
  readonly alert: boolean;
}

/**
 * What a seat's mini-map says during an online game: away (the connection is lost) or played by
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
