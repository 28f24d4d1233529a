// Every event a whole game produces says something readable in each language, for the banners
// and the turn log: no missing key, no placeholder left unfilled.
import { describe, expect, it } from 'vitest';
import { eventText } from '../../play/event-messages';
import type { Seat } from '../../play/game-config';
import { createGame, expectedActors, play, randomMove, type GameEvent } from '../../rules/index';
import { initI18n, LANGUAGES, setLanguage, translate, useGameTexts } from '../../../../platform/i18n';
import { memoryStorage } from '../../../../platform/storage';

const SEATS: readonly Seat[] = [
  { kind: 'human', name: 'Ada', color: 0xc0392b },
  { kind: 'ai', level: 'normal', name: 'Bruno', color: 0x1f5fa8 },
  { kind: 'ai', level: 'hard', name: 'Chiara', color: 0x2e8b3d },
];

/** Every event of a three-player game with expert temples and two races, played at random. */
function wholeGame(): GameEvent[] {
  const created = createGame({
    players: 3,
    seed: 31,
    sides: { temples: 'expert', provisions: 'expert', villages: 'basic', gemstones: 'expert' },
    map: 'random',
    achievements: ['race-edges', 'race-quadrants'],
  });
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  let rng = 5;
  const events: GameEvent[] = [];
  while (state.phase.kind !== 'over') {
    const move = randomMove(state, expectedActors(state)[0] as number, rng);
    rng = move.rng;
    const played = play(state, move.action);
    if (!played.ok) throw new Error(played.error.detail);
    events.push(...played.value.events);
    state = played.value.state;
  }
  return events;
}

describe('event messages', () => {
  const events = wholeGame();

  it('cover the events a player is told about', () => {
    const told = new Set(events.filter((e) => eventText(e, SEATS) !== null).map((e) => e.type));
    expect([...told].sort()).toEqual(['cardRevealed', 'gameOver', 'raceSettled', 'roundScored', 'templeSettled']);
  });

  it.each(LANGUAGES)('read fully in %s', (lang) => {
    initI18n({ storage: memoryStorage() });
    useGameTexts('explorers');
    setLanguage(lang);
    for (const event of events) {
      const text = eventText(event, SEATS);
      if (!text) continue;
      for (const message of [text.title, ...text.lines.map((line) => line.message)]) {
        const shown = translate(message);
        expect(shown, `${event.type}: ${message.key}`).not.toBe('');
        expect(shown).not.toContain('{{');
      }
    }
  });
});
