import { describe, expect, it, vi } from 'vitest';
import { createAiClient } from '../../../../shell/ai-client';
import { inlineRunner } from '../../../../shell/ai-inline';
import { GameController } from '../../play/controller';
import type { Seat } from '../../play/game-config';
import { commandForKey, moveCursor } from '../../play/play-input';
import { optionBadges, promptMessage, rankRanges, scrollTerrains, soloLadder, seatStatus, terrainsMessage } from '../../play/play-view';
import { cellAt, type GameOptions } from '../../rules/index';
import { AnimationQueue } from '../../../../ui/animation-queue';
import { computeLayout } from '../../../../ui/layout';
import { computePlayLayout, islandOrigin } from '../../ui/play-layout';
import { aboveReplayBar } from '../../../../shell/replay/replay-bar';

const options = (players: number): GameOptions => ({
  players,
  seed: 5,
  sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' },
  map: 'random',
  achievements: [],
});
const human = (name: string): Seat => ({ kind: 'human', name, color: 0xc0392b });
const bot = (name: string): Seat => ({ kind: 'ai', level: 'easy', name, color: 0x1f5fa8 });

function controllerFor(players: number, seats: Seat[]): GameController {
  const made = GameController.create({ options: options(players), seats }, { ai: createAiClient('explorers', inlineRunner), wait: () => Promise.resolve() });
  if (!made.ok) throw new Error(made.error.detail);
  made.value.start();
  return made.value;
}

/** Setup on the first terrain with a legal cell, then confirm. */
function playSetup(c: GameController): void {
  if (c.prompt === 'village') c.chooseVillage(c.legalCells[0] as number);
  for (const terrain of ['prairie', 'water', 'desert', 'mountain'] as const) {
    c.begin({ type: 'setup', terrain });
    if (c.legalCells.length > 0) break;
    c.undo();
  }
  while (c.prompt === 'place') c.place(c.legalCells[0] as number);
  c.confirm();
}

describe('play view', () => {
  it('words the solo pick and offers both card options with 3 and 2 Xs', () => {
    const c = controllerFor(1, [human('Solo')]);
    playSetup(c);
    expect(c.prompt).toBe('pick');
    expect(promptMessage(c).key).toBe('play.prompt.pickSolo');
    const badges = optionBadges(c, 0);
    expect(badges.map((b) => b.clickable)).toEqual([true, true]);
    expect(badges.map((b) => b.xs).sort()).toEqual([2, 3]);
    expect(badges[c.state.turn.facing as number]?.xs).toBe(3);
    expect(scrollTerrains(c)).toEqual([]);
  });

  it('counts the Xs left in the placing prompt, with the terrain as a nested message', () => {
    const c = controllerFor(1, [human('Solo')]);
    playSetup(c);
    c.begin({ type: 'turn', pick: { kind: 'card', option: c.state.turn.facing ?? 0 } });
    const prompt = promptMessage(c);
    if (c.prompt === 'place') {
      expect(prompt.key).toBe('play.prompt.place');
      expect(prompt.params?.count).toBe(3);
      expect(prompt.params?.terrain).toEqual(terrainsMessage(c.state.turn.card?.options[c.state.turn.facing ?? 0] ?? []));
    } else {
      expect(prompt.key).toMatch(/play\.prompt\.(confirm|confirmLost)/);
    }
  });

  it('says who the other seats are waiting for', async () => {
    const c = controllerFor(2, [human('Ann'), bot('Bot')]);
    expect(seatStatus(c, 1)).toMatch(/thinking|done|choosing|idle/);
    playSetup(c);
    await vi.waitFor(() => expect(seatStatus(c, 1)).not.toBe('thinking'));
    expect(['pick', 'option', 'wait', 'place', 'confirm']).toContain(c.prompt);
    if (c.prompt === 'wait') expect(promptMessage(c).params).toBeDefined();
  });

  it('writes the solo rank ranges with bounds raised per achievement', () => {
    const ranges = rankRanges(soloLadder(0, 2).bands);
    expect(ranges).toHaveLength(6);
    expect(ranges[0]).toEqual({ key: 'ranks.upTo', params: { max: 100 } });
    expect(ranges[1]).toEqual({ key: 'ranks.between', params: { min: 101, max: 110 } });
    expect(ranges[5]).toEqual({ key: 'ranks.above', params: { min: 140 } });
  });

  it('gives the solo rank at both edges of each band, as the rules rank it', () => {
    // Two achievements in play: the bands are up to 100, 101–110, …, 131–140, over 140.
    const edges = [0, 100, 101, 110, 111, 120, 121, 130, 131, 140, 141, 500];
    expect(edges.map((total) => soloLadder(total, 2).reached)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(soloLadder(0, 2).bands).toEqual([
      { min: 0, max: 100 },
      { min: 101, max: 110 },
      { min: 111, max: 120 },
      { min: 121, max: 130 },
      { min: 131, max: 140 },
      { min: 141, max: null },
    ]);
  });
});

describe('turn events', () => {
  it('tell who is done, then the step closing and the first card once the setup is done', () => {
    const c = controllerFor(1, [human('Solo')]);
    if (c.prompt === 'village') c.chooseVillage(c.legalCells[0] as number);
    const seen: string[] = [];
    c.events.on('played', (event) => seen.push(event.type));
    playSetup(c);
    expect(seen).toEqual(['playerDone', 'stepClosed', 'cardRevealed']);
  });
});

describe('keyboard play', () => {
  it('maps keys to commands', () => {
    expect(commandForKey('ArrowLeft')).toEqual({ kind: 'move', direction: 'left' });
    expect(commandForKey('Enter')).toEqual({ kind: 'place' });
    expect(commandForKey(' ')).toEqual({ kind: 'place' });
    expect(commandForKey('U')).toEqual({ kind: 'undo' });
    expect(commandForKey('Backspace')).toEqual({ kind: 'undo' });
    expect(commandForKey('c')).toEqual({ kind: 'confirm' });
    expect(commandForKey('s')).toEqual({ kind: 'scroll' });
    expect(commandForKey('2')).toEqual({ kind: 'number', index: 1 });
    expect(commandForKey('x')).toBeNull();
  });

  it('moves the cursor to the nearest legal cell in the pressed direction only', () => {
    const legal = [cellAt(5, 5), cellAt(5, 8), cellAt(4, 6), cellAt(9, 5)];
    expect(moveCursor(null, legal, 'right')).toBe(legal[0]);
    expect(moveCursor(cellAt(5, 5), legal, 'right')).toBe(cellAt(5, 8));
    expect(moveCursor(cellAt(5, 5), legal, 'up')).toBe(cellAt(4, 6));
    expect(moveCursor(cellAt(5, 5), legal, 'down')).toBe(cellAt(9, 5));
    expect(moveCursor(cellAt(5, 5), legal, 'left')).toBe(cellAt(5, 5));
    expect(moveCursor(cellAt(5, 5), [], 'up')).toBeNull();
  });
});

describe('play layout', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
    [1920, 1080],
    [360, 740],
  ] as const) {
    it(`keeps every part on screen at ${width}×${height}`, () => {
      const layout = computeLayout(width, height);
      const play = computePlayLayout(layout);
      for (const rect of [play.hud, play.map, play.opponents, play.card, play.actions, play.sheet]) {
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(layout.width + 0.5);
        expect(rect.y + rect.height).toBeLessThanOrEqual(layout.height + 0.5);
      }
      const d = islandOrigin(play, 3);
      expect(d.x + play.cell * 8).toBeCloseTo(play.map.x + play.map.width, 5);
      if (play.compact) expect(play.sheet.y).toBeGreaterThan(play.map.y + play.map.height);
      else expect(play.sheet.x).toBeGreaterThan(play.map.x + play.map.width);
    });
  }

  it("gives a phone's sheet its room above a replay's controls: the map gives way, as it need not on the full screen", () => {
    const full = computePlayLayout(computeLayout(390, 844));
    const layout = aboveReplayBar(computeLayout(390, 844), true);
    const replay = computePlayLayout(layout);
    expect(replay.sheet.height).toBeGreaterThanOrEqual(140);
    expect(replay.sheet.y + replay.sheet.height).toBeLessThanOrEqual(layout.height);
    expect(replay.map.width).toBeLessThan(full.map.width);
    expect(full.cell).toBe(21);
  });
});

describe('animation queue', () => {
  it('plays animations one after another and reports idle', async () => {
    const order: string[] = [];
    const queue = new AnimationQueue();
    const step = (name: string) => () => new Promise<void>((resolve) => setTimeout(() => (order.push(name), resolve()), 5));
    queue.enqueue(step('a'));
    queue.enqueue(step('b'));
    expect(queue.busy).toBe(true);
    await queue.idle();
    expect(order).toEqual(['a', 'b']);
    expect(queue.busy).toBe(false);
  });
});
