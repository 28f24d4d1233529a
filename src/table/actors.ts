// Who must act at a table now, and who plays each of those seats: decided alike by the table on
// one device and by the online room. The rules say which seats are expected; a seat is played by
// its person, by its own AI, or (online) by the AI standing in while its person is away.
import type { GameRules } from '../games/contract';

/** How a seat is played, as far as the table's turns care. */
export interface SeatRole {
  readonly kind: 'human' | 'ai';
  /** The AI plays this person's seat until they are back (online only). */
  readonly standIn?: boolean;
}

/** Whether an AI plays the seat now: an AI seat, or a person's seat the AI stands in for. */
export const playedByAi = (seat: SeatRole | undefined): boolean => seat !== undefined && (seat.kind === 'ai' || seat.standIn === true);

/** The seats that must act now, split by who plays them. */
export interface Actors {
  /** Played by an AI: AI seats and stand-ins. */
  readonly bots: readonly number[];
  /** Played by their person, in the rules' order. */
  readonly people: readonly number[];
}

export function actorsNow<State>(rules: Pick<GameRules<unknown, State, unknown, unknown, unknown>, 'expectedActors'>, state: State, seats: readonly SeatRole[]): Actors {
  const expected = rules.expectedActors(state);
  return { bots: expected.filter((p) => playedByAi(seats[p])), people: expected.filter((p) => seats[p] !== undefined && !playedByAi(seats[p])) };
}

/** The level of an AI standing in for a person, or of an AI seat given none: the game's middle one ('normal' where it has one). */
export const standInLevel = (levels: readonly string[]): string => (levels.includes('normal') ? 'normal' : (levels[Math.floor(levels.length / 2)] as string));

/** The level of the AI playing a seat: an AI seat's own, else the stand-in's. */
export const botLevel = (seat: { readonly kind: 'human' | 'ai'; readonly level: string | null }, levels: readonly string[]): string =>
  seat.kind === 'ai' && seat.level ? seat.level : standInLevel(levels);
