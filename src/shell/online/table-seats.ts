// The seats of an online table as the play and scoring screens know them: the names and colours
// players chose when they sat down; an AI or an unnamed seat gets its default name, and a seat
// without a colour the first pen colour nobody else uses. And the other way: a table to create
// from the setup screen's choices.
import type { SeatInfo, TurnTimer } from '../../protocol/protocol';
import type { AnyGame } from '../../games/contract';
import type { NewTable } from './session';
import { usualPen, type Seat } from '../seats';
import { shownPen } from '../shown-pen';

/** A stored colour in the usual palette: a table set up in colour-blind mode by an earlier version may hold the mode's pens. */
const colourOf = (hex: string | null): number | null => (hex && /^#[0-9a-f]{6}$/i.test(hex) ? usualPen(parseInt(hex.slice(1), 16)) : null);

/** The seats of a table of `game` (its lobby's, or a finished table's replay's), whose pen colours are handed out in its palette's order. */
export function seatsFromTable(table: { readonly seats: readonly Pick<SeatInfo, 'kind' | 'level' | 'name' | 'colour'>[] }, game: Pick<AnyGame, 'seats' | 'aiLevels'>): Seat[] {
  const colours = game.seats.palette;
  const chosen = table.seats.map((seat) => colourOf(seat.colour));
  const free: number[] = colours.filter((colour) => !chosen.includes(colour));
  return table.seats.map((seat, index) => {
    // Shown as this device's colour-blind mode shows it, in the lobby and in the game alike.
    const color = shownPen(chosen[index] ?? free.shift() ?? (colours[index % colours.length] as number));
    const name = seat.name ?? '';
    const defaultName = seat.name === null;
    if (seat.kind === 'human') return { kind: 'human', name, color, defaultName };
    const level = seat.level !== null && game.aiLevels.includes(seat.level) ? seat.level : 'normal';
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
    seats: game.seats.map((seat) => (seat.kind === 'ai' ? { kind: 'ai', level: seat.level, name: seat.name } : { kind: 'human' })),
    timer,
    name: host.name,
    // The usual pen: every device shows it in its own mode.
    colour: `#${usualPen(host.color).toString(16).padStart(6, '0')}`,
  };
}
