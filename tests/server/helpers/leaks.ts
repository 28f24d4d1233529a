// The leak check: every game message a client received must be exactly what the rules let that
// seat see at that version, `rules.view(state, seat)` and `rules.eventsFor(events, seat)`, with
// the states rebuilt from the stored log; and no message at all may name a hidden field.
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import type { LoadedGame } from '../../../src/games/contract';
import type { GameMessage } from '../../../src/protocol/protocol';
import type { StoredTable } from '../../../server/store/tables';
import type { TableClient } from './client';

/** Every state of the stored game (index = actions applied) and each action's events. */
export function replayStored(game: LoadedGame, stored: StoredTable): { states: unknown[]; events: unknown[][] } {
  const options = game.rules.validateOptions(stored.gameOptions);
  if (!options.ok) throw new Error(options.error.detail);
  const created = game.rules.create(options.value);
  if (!created.ok) throw new Error(created.error.detail);
  const states: unknown[] = [created.value];
  const events: unknown[][] = [[]];
  for (const { action } of stored.actions) {
    const played = game.rules.play(states[states.length - 1], action);
    if (!played.ok) throw new Error(`the stored log does not replay: ${played.error.code}`);
    states.push(played.value.state);
    events.push([...played.value.events]);
  }
  return { states, events };
}

/** Names that only hidden information carries (deck order, set-aside card, RNG, seed, log, token hashes, boards as settled before the open turn). */
export const HIDDEN_KEY = /"(deck|pile|aside|rng|seed|log|tokenHash|token_hash|gameOptions|settled)"\s*:/;

/** Events only their own seat sees while the step is open (Explorers' Xs, Tucana's segments and what they scored). */
const OWN_SEAT_EVENTS = new Set(['marked', 'segmentDrawn', 'sightScored', 'pairConnected']);

/** Checks every message of `clients` for the stored game; returns how many game messages were compared. */
export function expectNoLeaks(game: LoadedGame, stored: StoredTable, clients: readonly TableClient[]): number {
  const { states, events } = replayStored(game, stored);
  let compared = 0;
  for (const client of clients) {
    const seat = client.seat;
    for (const received of client.messages) {
      const text = JSON.stringify(received.message) ?? '';
      if (HIDDEN_KEY.test(text)) expect.fail(`${client.label} received a hidden field in a ${received.type} message: ${text.slice(0, 300)}`);
      if (received.type !== 'game') continue;
      const message = received.message as GameMessage;
      if (message.gameNo !== stored.gameNo) continue;
      const state = states[message.version];
      expect(state, `${client.label}: a view of version ${message.version}, beyond the log`).toBeDefined();
      const view = game.rules.view(state, seat);
      if (!isDeepStrictEqual(message.view, view)) expect(message.view, `${client.label}: view at version ${message.version}`).toEqual(view);
      const seen = message.actor === null ? [] : game.rules.eventsFor(events[message.version] ?? [], seat);
      if (!isDeepStrictEqual(message.events, seen)) expect(message.events, `${client.label}: events at version ${message.version}`).toEqual(seen);
      for (const event of message.events as { type: string; player?: number }[])
        if (OWN_SEAT_EVENTS.has(event.type)) expect(event.player, `${client.label} saw another seat's ${event.type} of the open step`).toBe(seat);
      compared++;
    }
  }
  return compared;
}
