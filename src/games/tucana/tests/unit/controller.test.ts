import { describe, expect, it } from 'vitest';
import { openTestTable, playUntilOver } from '../../../../../tests/unit/local-table';
import { TucanaController } from '../../play/controller';
import type { NewTucanaGame, Seat } from '../../play/game-config';
import type { SavedTucana } from '../../play/save';
import { loadTucana, saveTucana } from '../../play/save';
import { memoryStorage } from '../../../../platform/storage';
import { recount, type TucanaOptions } from '../../rules/index';

const options = (players: number, extra: Partial<TucanaOptions> = {}): TucanaOptions => ({
  players,
  seed: 11,
  island: 'petit',
  specialBonus: false,
  randomStart: false,
  counterClockwise: false,
  symmetric: false,
  ...extra,
});
const human = (name: string, color = 0xae2012): Seat => ({ kind: 'human', name, color });
const bot = (name: string, color: number): Seat => ({ kind: 'ai', level: 'easy', name, color });

const setUp = (game: NewTucanaGame) => openTestTable<TucanaController, SavedTucana>('tucana', (deps) => TucanaController.create(game, deps));

/** Plays every human turn with the first legal pair until the game ends; the turns confirmed. */
const playThrough = (controller: TucanaController): Promise<number> =>
  playUntilOver(controller, () => {
    const drawing = controller.prompt === 'draw' || controller.prompt === 'bonus';
    if (drawing) controller.draw(controller.legalEdges[0] as number);
    return drawing;
  });

describe('the Tucana table on one device', () => {
  it('plays a solo game to the end through drafts, saving each turn and discarding the save at the end', async () => {
    const { controller, saves, discarded } = setUp({ options: options(1), seats: [human('Ana')] });
    controller.start();
    const turns = await playThrough(controller);
    expect(controller.prompt).toBe('over');
    expect(turns).toBeGreaterThan(20);
    expect(saves.length).toBeGreaterThan(20);
    expect(discarded()).toBe(1);
    expect(controller.finalView.boards[0]?.score.total).toBe(recount(controller.state, 0).total);
  });

  it('undoes the drafted segments privately and refuses a pair the cards do not allow, changing nothing', () => {
    const { controller } = setUp({ options: options(1), seats: [human('Ana')] });
    const errors: string[] = [];
    controller.events.on('error', (e) => errors.push(e.code));
    controller.start();
    expect(controller.prompt).toBe('draw');
    const legal = new Set(controller.legalEdges);
    const wrong = Array.from({ length: controller.island.edgeCount }, (_, e) => e).find((e) => !legal.has(e)) as number;
    controller.draw(wrong);
    expect(errors).toEqual(['wrongTerrain']);
    expect(controller.draft?.drawn).toEqual([]);
    controller.draw(controller.legalEdges[0] as number);
    expect(controller.canUndo).toBe(true);
    controller.undo();
    expect(controller.draft?.drawn).toEqual([]);
    expect(controller.state.log).toEqual([]);
  });

  it("prompts what the rules' draft asks (the card's segment, then confirm) and refuses with the rules' reason once the game is over", async () => {
    const { controller } = setUp({ options: options(1), seats: [human('Ana')] });
    const asked = new Set<string>();
    controller.start();
    await playUntilOver(controller, () => {
      const draft = controller.draft;
      if (draft) asked.add(`${controller.prompt}: ${draft.drawn.length === 0 ? 'nothing drawn' : draft.done ? 'done' : draft.owed > 0 ? 'owed' : 'none owed'}`);
      const drawing = controller.prompt === 'draw' || controller.prompt === 'bonus';
      if (drawing) controller.draw(controller.legalEdges[0] as number);
      if (controller.prompt === 'confirm' && controller.draft) asked.add(`confirm: ${controller.draft.done ? 'done' : 'not done'}`);
      return drawing;
    });
    expect([...asked].sort()).toEqual(['confirm: done', 'draw: nothing drawn']);
    const errors: string[] = [];
    controller.events.on('error', (e) => errors.push(e.code));
    controller.startAt(0);
    controller.draw(0);
    controller.confirm();
    expect(errors).toEqual(['gameOver', 'gameOver', 'gameOver']);
  });

  it('hands the device over between two people and lets AI seats draw from their own view', async () => {
    const { controller } = setUp({ options: options(3, { island: 'grande', specialBonus: true }), seats: [human('Ana'), human('Ben', 0x1a237e), bot('Cy', 0x0a9396)] });
    const handovers: number[] = [];
    controller.events.on('handover', (e) => handovers.push(e.player));
    controller.start();
    await playThrough(controller);
    expect(controller.prompt).toBe('over');
    expect(handovers.length).toBeGreaterThan(10);
    expect(controller.finalView.ranking?.order.length).toBe(3);
  });

  it('saves and continues a game where it stood', () => {
    const storage = memoryStorage();
    const { controller } = setUp({ options: options(2), seats: [human('Ana'), bot('Cy', 0x1a237e)] });
    controller.start();
    saveTucana({ record: controller.record, seats: controller.seats }, storage);
    const loaded = loadTucana(storage);
    expect(loaded.ok && loaded.value?.seats).toEqual(controller.seats);
    storage.setItem('tucana.savedGame', '{"record":{},"seats":[]}');
    const broken = loadTucana(storage);
    expect(broken.ok).toBe(false);
  });
});
