// What clients and the server say to each other: every client message is checked here (zod)
// before the table looks at it, and every server message has a type. Shared with the browser
// client (next step), so it imports nothing from the server's runtime.
import { z } from 'zod';
import { NAME_MAX, TOKEN_PATTERN, isTableCode } from './formats';

// ---- join and create options (sent with matchmaking requests) ------------------------------

export const TIMERS = ['off', 60, 120] as const;
export type TurnTimer = (typeof TIMERS)[number];

export { NAME_MAX };
/**
 * The most seats a message may name: a bound on hostile input, not any game's own maximum (the
 * server checks a table against its game's definition; a test keeps every game under it).
 */
export const SEATS_CAP = 16;

const rawName = z.string().max(200);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const token = z.string().regex(TOKEN_PATTERN);
const level = z.string().min(1).max(32);

export const seatSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  // An AI's name, in the host's language when the table was set up: it keeps it when anyone's language changes.
  z.object({ kind: z.literal('ai'), level, name: rawName.optional() }).strict(),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

export const tableSpecSchema = z
  .object({
    game: z.string().min(1).max(64),
    /** The game's own options (checked by its rules); `players` and `seed` are the server's. */
    options: z.record(z.string(), z.unknown()).default({}),
    seats: z.array(seatSpecSchema).min(1).max(SEATS_CAP),
    timer: z.union([z.literal('off'), z.literal(60), z.literal(120)]).default('off'),
  })
  .strict();
export type TableSpec = z.infer<typeof tableSpecSchema>;

/** The body of POST /tables: the table, and the host's name and colour (the host takes seat 0). */
export const createOptionsSchema = z.object({ create: tableSpecSchema, name: rawName, colour }).strict();
/** Options of a join by code (matchmaking `joinOrCreate`): a seat token takes a seat back. */
export const joinOptionsSchema = z
  .object({
    code: z.string().refine(isTableCode, 'not a table code'),
    name: rawName.optional(),
    colour: colour.optional(),
    token: token.optional(),
    spectate: z.boolean().optional(),
  })
  .strict();
export type CreateOptions = z.infer<typeof createOptionsSchema>;
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

/** A player's name as shown to others: plain text, no control or format characters, trimmed, at most NAME_MAX characters. */
export function cleanName(input: string): string | null {
  const text = input
    .normalize('NFC')
    .replace(/[\s\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/[\p{Cc}\p{Cs}\p{Co}\p{Cn}]/gu, '')
    // Format characters (bidirectional overrides, invisible marks) go, except the joiners emoji need.
    .replace(/[\p{Cf}]/gu, (c) => (c === '\u200d' || c === '\u200c' ? c : ''))
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = Array.from(text).slice(0, NAME_MAX);
  const name = chars.join('').trim();
  return name.length > 0 ? name : null;
}

export const cleanColour = (input: string): string => input.toLowerCase();

// ---- client → server messages --------------------------------------------------------------

const empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);
const seatIndex = z.number().int().min(0).max(SEATS_CAP - 1);

export const clientMessageSchemas = {
  /** The client's handlers exist: send it the table, its view, and its seat token if new. */
  ready: empty,
  /** An action for the sender's own seat; `id` grows with every act of a connection. */
  act: z.object({ id: z.number().int().min(1).max(2 ** 31), action: z.unknown() }).strict(),
  /** The player is back at the keyboard: the AI standing in for them stops. */
  resume: empty,
  /** Host, in the lobby: an open seat becomes an AI, or an AI seat opens for a person. */
  seat: z.object({ seat: seatIndex, kind: z.enum(['human', 'ai']), level: level.optional(), name: rawName.optional() }).strict(),
  /** Host, in the lobby: start once every seat is ready. */
  start: empty,
  /** Host, during a game: the AI plays an absent player's seat now, without waiting for the grace period. */
  takeover: z.object({ seat: seatIndex }).strict(),
  /** Host, once the game is over: a new game at the same table, same seats. */
  rematch: empty,
} as const;
export type ClientMessageType = keyof typeof clientMessageSchemas;
export const CLIENT_MESSAGE_TYPES = Object.keys(clientMessageSchemas) as ClientMessageType[];
export type ClientMessage<T extends ClientMessageType> = z.infer<(typeof clientMessageSchemas)[T]>;

// ---- server → client messages --------------------------------------------------------------

/** Refusal codes of the table itself (a game's rules add their own, with `rules: true`). */
export const TABLE_REFUSALS = [
  'malformed', // not valid JSON of the expected shape
  'tooLarge', // over the message size limit
  'unknownMessage', // no such message type
  'rateLimited', // too many messages: slow down
  'outOfPhase', // not now (acting in the lobby, starting a running game…)
  'notSeated', // a spectator cannot act
  'wrongSeat', // an action for another seat, or a seat that cannot be changed so
  'replayed', // an act whose id is not above the last one of this connection
  'notHost', // only the host may do this
  'notReady', // a seat is still open or its player is away
  'badLevel', // not an AI level of this game
  'busy', // the table's queue is full
  'unavailable', // the action could not be stored: nothing changed, try again
] as const;
export type TableRefusal = (typeof TABLE_REFUSALS)[number];

/** Codes a join can fail with (the error's message). */
export const JOIN_ERRORS = [
  'badRequest', // options of the wrong shape
  'badName', // no usable name
  'unknownGame',
  'badTable', // seats or options the game refuses
  'tableNotFound',
  'tableBusy', // the table is closing or opening: try again
  'tableBroken', // its stored log no longer replays
  'tableFull', // no spectator place left
  'rateLimited',
] as const;
export type JoinError = (typeof JOIN_ERRORS)[number];

export type SeatStatus = 'open' | 'present' | 'away' | 'standIn' | 'ai';

export interface SeatInfo {
  readonly seat: number;
  readonly kind: 'human' | 'ai';
  /** AI seats: their level. */
  readonly level: string | null;
  readonly name: string | null;
  readonly colour: string | null;
  /** open: nobody sits there yet; present; away: dropped, within the grace period; standIn: the AI plays for the absent or late player; ai. */
  readonly status: SeatStatus;
  /** When the turn timer runs out for this seat (epoch ms), or null. */
  readonly deadline: number | null;
}

export type TablePhase = 'lobby' | 'playing' | 'over';

export interface TableMessage {
  readonly code: string;
  readonly game: string;
  readonly phase: TablePhase;
  /** Games played at this table (a rematch adds one). */
  readonly gameNo: number;
  /** The seat whose player acts as host now, or null. */
  readonly host: number | null;
  readonly timer: TurnTimer;
  /** The game's options as the host chose them (never the seed). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatInfo[];
  readonly spectators: number;
  /** The receiver's seat, or null for a spectator. */
  readonly you: number | null;
}

export interface WelcomeMessage {
  readonly seat: number | null;
  /** The seat token, the first time this device takes the seat: keep it to take the seat back. */
  readonly token: string | null;
}

export interface GameMessage<View = unknown, Event = unknown> {
  readonly gameNo: number;
  /** Actions accepted so far in this game. */
  readonly version: number;
  /** `rules.view(state, seat)` for the receiver (a spectator's for spectators). */
  readonly view: View;
  /** What the last action caused, as `rules.eventsFor` lets the receiver see it. */
  readonly events: readonly Event[];
  /** The seat whose action this was, or null (a new game, a first view). */
  readonly actor: number | null;
}

export interface AckMessage {
  readonly id: number;
  readonly version: number;
}

export interface RefusedMessage {
  /** The refused message's type. */
  readonly type: string;
  /** The act's id, for an act. */
  readonly id: number | null;
  readonly code: string;
  /** The code is the game's rules' own (its i18n key is in the game's namespace). */
  readonly rules: boolean;
  readonly detail: string;
}

export interface ServerMessages {
  welcome: WelcomeMessage;
  table: TableMessage;
  game: GameMessage;
  ack: AckMessage;
  refused: RefusedMessage;
}

/**
 * `npm start -- --lan` names in the page, in a meta tag of this name, the page's address on the
 * home network: a page opened on a loopback address makes its table links with it, so that they
 * open on other devices.
 */
export const NETWORK_ADDRESS_META = 'network-address';
