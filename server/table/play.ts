// The one way the game changes, and a new game at the same table: the rules check, the store
// keeps, and only then is anything acknowledged and shown. A refusal or a failed write changes nothing.
import { randomInt } from 'node:crypto';
import { takeAction } from '../../src/table/turns';
import { broadcastGame, refuse, sendRefusal, tell } from './broadcast';
import type { Seat, Session, Table } from './table';

/** Where a player's action came from: its connection, its act id, when it arrived (performance.now()). */
export interface ActOrigin {
  readonly session: Session;
  readonly id: number;
  readonly receivedAt: number;
}

/** Applies `action` of `seat` (a player's, or an AI's when `origin` is null); true once it is stored and shown. */
export async function apply(table: Table, seat: Seat, action: unknown, origin: ActOrigin | null): Promise<boolean> {
  const played = takeAction(table.game.rules, table.current, action);
  if (!played.ok) {
    if (origin) sendRefusal(table, origin.session, { type: 'act', id: origin.id, code: played.error.code, rules: true, detail: played.error.detail });
    else table.deps.config.log.warn(`Table ${table.code}: the AI of seat ${seat.index} was refused (${played.error.code}).`);
    return false;
  }
  const seq = table.version + 1;
  const { over } = played.value;
  try {
    await table.deps.store.appendAction(table.code, table.gameNo, seq, seat.index, action, over);
  } catch (error) {
    table.deps.config.log.error(`Table ${table.code}: action ${seq} could not be stored.`, error);
    if (origin) refuse(table, origin.session, 'act', origin.id, 'unavailable', 'The action could not be stored: nothing changed.');
    return false;
  }
  table.current = played.value.state;
  table.version = seq;
  seat.deadline = null;
  if (over) table.phase = 'over';
  table.deps.metrics.actions.inc({ game: table.game.id });
  if (origin) {
    tell(origin.session, 'ack', { id: origin.id, version: seq });
    table.deps.metrics.roundTrip.observe((performance.now() - origin.receivedAt) / 1000);
  }
  broadcastGame(table, played.value.events, seat.index);
  return true;
}

/** A new game with a fresh seed from node:crypto, at the same table and seats. */
export async function newGame(table: Table, session: Session, type: string): Promise<void> {
  const { rules } = table.game;
  const seed = randomInt(0, 2 ** 32);
  const options = rules.validateOptions({ ...table.settings.options, players: table.seats.length, seed });
  const created = options.ok ? rules.create(options.value) : options;
  if (!options.ok || !created.ok) {
    const error = !options.ok ? options.error : !created.ok ? created.error : null;
    sendRefusal(table, session, { type, id: null, code: error?.code ?? 'badOptions', rules: true, detail: error?.detail ?? '' });
    return;
  }
  try {
    await table.deps.store.startGame(table.code, table.gameNo + 1, options.value);
  } catch (error) {
    table.deps.config.log.error(`Table ${table.code}: a new game could not be stored.`, error);
    return refuse(table, session, type, null, 'unavailable', 'The game could not be stored: nothing changed.');
  }
  table.gameNo++;
  table.seed = seed;
  table.current = created.value;
  table.version = 0;
  table.phase = 'playing';
  for (const seat of table.seats) Object.assign(seat, { deadline: null, aiFailures: 0, aiRetryAt: 0 });
  broadcastGame(table, [], null);
}
