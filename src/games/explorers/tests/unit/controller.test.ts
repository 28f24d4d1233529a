import { describe, expect, it, vi } from 'vitest';
import { createAiClient } from '../../../../shell/ai-client';
import { inlineRunner } from '../../../../shell/ai-inline';
import { openTestTable, playUntilOver, tick } from '../../../../../tests/unit/local-table';
import { GameController, type ControllerDeps } from '../../play/controller';
import type { SavedGame } from '../../play/save';
import type { NewGame, Seat } from '../../play/game-config';
import { aiSeed } from '../../../../table/turns';
import { explorersRules } from '../../contract-rules';
import { NEIGHBOURS, VILLAGE, createGame, mapOf, play, recount, scoreBoard, type GameOptions } from '../../rules/index';

const options = (players: number, seed = 7): GameOptions => ({
  players,
  seed,
  sides: { temples: 'expert', provisions: 'basic', villages: 'basic', gemstones: 'expert' },
  map: 'random',
  achievements: { random: 2 },
});
const human = (name: string): Seat => ({ kind: 'human', name, color: 0xc0392b });
const bot = (name: string): Seat => ({ kind: 'ai', level: 'normal', name, color: 0x1f5fa8 });

const setUp = (game: NewGame, extra: Partial<ControllerDeps> = {}) =>
  openTestTable<GameController, SavedGame>('explorers', (deps) => GameController.create(game, { ...deps, ...extra }));

/** Plays every human prompt with the first thing offered, until the game ends. */
const playThrough = (controller: GameController): Promise<number> =>
  playUntilOver(controller, () => {
    const phase = controller.state.phase.kind;
    switch (controller.prompt) {
      case 'village':
        controller.chooseVillage(controller.legalCells[0] as number);
        return true;
      case 'option':
        controller.chooseOption(0);
        return true;
      case 'pick':
        controller.begin({ type: 'turn', pick: controller.picks[0]! });
        return true;
      case 'terrain':
        controller.begin({ type: phase === 'bonus' ? 'bonus' : 'setup', terrain: 'prairie' });
        return true;
      case 'place':
        controller.place(controller.legalCells[0] as number);
        return true;
      default:
        return false;
    }
  });

/** Setup: begin with the first terrain that has a legal cell next to the start village. */
function beginSetupWithCells(controller: GameController): void {
  for (const terrain of ['prairie', 'water', 'desert', 'mountain'] as const) {
    controller.begin({ type: 'setup', terrain });
    if (controller.legalCells.length > 0) return;
    controller.undo();
  }
  throw new Error('no terrain touches the start village');
}

describe('GameController', () => {
  it('plays a whole game with four AI seats to the end', async () => {
    const { controller, saves, discarded } = setUp({ options: options(4), seats: [bot('A'), bot('B'), bot('C'), bot('D')] });
    let revealed = 0;
    const kinds = new Set<string>();
    const over = new Promise((resolve) =>
      controller.events.on('played', (event) => {
        kinds.add(event.type);
        if (event.type === 'cardRevealed') revealed++;
        if (event.type === 'gameOver') resolve(event.ranking);
      }),
    );
    controller.start();
    await over;
    const state = controller.state;
    expect(state.phase.kind).toBe('over');
    expect(revealed).toBe(28);
    // The device is told what happened, never another seat's X before its step closes.
    expect(kinds).toContain('stepClosed');
    expect(kinds).toContain('roundScored');
    expect(kinds).not.toContain('marked');
    expect(controller.prompt).toBe('over');
    for (let p = 0; p < 4; p++) expect(recount(state, p).total).toBe(scoreBoard(state, p).total);
    expect(saves.length).toBeGreaterThan(28);
    expect(discarded()).toBe(1);
  });

  it('plays a random legal action for a seat whose AI always fails, once asked twice, and the game ends', async () => {
    let asked = 0;
    const failing = {
      decide: () => {
        asked++;
        return Promise.reject(new Error('This AI always fails.'));
      },
      dispose: () => undefined,
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { controller } = setUp({ options: options(2, 5), seats: [human('Ann'), bot('Bot')] }, { ai: failing });
    controller.start();
    await playThrough(controller);
    logged.mockRestore();
    expect(controller.state.phase.kind).toBe('over');
    // Each of the bot's actions is the rules' random one at its moment, from that move's seed.
    const created = createGame(options(2, 5));
    if (!created.ok) throw new Error(created.error.detail);
    let state = created.value;
    let botActions = 0;
    for (const [moment, action] of controller.record.actions.entries()) {
      if (action.player === 1) {
        expect(action).toEqual(explorersRules.randomAction(state, 1, aiSeed(5, 1, moment)).action);
        botActions++;
      }
      const played = play(state, action);
      if (!played.ok) throw new Error(played.error.detail);
      state = played.value.state;
    }
    expect(botActions).toBeGreaterThan(10);
    expect(asked).toBe(2 * botActions);
  });

  it('lets a solo human play a whole game through the prompts', async () => {
    const { controller } = setUp({ options: options(1, 99), seats: [human('Solo')] });
    controller.start();
    await playThrough(controller);
    expect(controller.state.phase.kind).toBe('over');
    expect(controller.state.log.length).toBeGreaterThan(28);
  });

  it('undoes Xs one by one inside the turn, then the terrain choice', () => {
    const { controller } = setUp({ options: options(1), seats: [human('Solo')] });
    controller.start();
    if (controller.prompt === 'village') controller.chooseVillage(controller.legalCells[0] as number);
    expect(controller.prompt).toBe('terrain');
    const before = controller.state;
    beginSetupWithCells(controller);
    const first = controller.legalCells[0] as number;
    controller.place(first);
    expect(controller.draft?.cells).toEqual([first]);
    expect(controller.view.boards[0]?.marks[first]).not.toBe(0);
    controller.undo();
    expect(controller.draft?.cells).toEqual([]);
    expect(controller.view.boards[0]?.marks[first]).toBe(0);
    controller.undo();
    expect(controller.draft).toBeNull();
    expect(controller.prompt).toBe('terrain');
    expect(controller.state).toBe(before);
  });

  it('refuses an illegal X with a localizable error and changes nothing', () => {
    const { controller } = setUp({ options: options(1), seats: [human('Solo')] });
    const errors: string[] = [];
    controller.events.on('error', (e) => errors.push(e.code));
    controller.start();
    if (controller.prompt === 'village') controller.chooseVillage(controller.legalCells[0] as number);
    beginSetupWithCells(controller);
    const draft = controller.draft;
    const state = controller.state;
    const village = state.startVillage as number;
    controller.place(village);
    controller.confirm();
    controller.chooseOption(1);
    expect(errors[0]).toBe('village');
    expect(errors).toContain('wrongPhase');
    expect(controller.draft).toBe(draft);
    expect(controller.state).toBe(state);
  });

  it('saves after every completed step, a record that replays to the same state', async () => {
    const { controller, saves } = setUp({ options: options(2, 3), seats: [human('Ann'), bot('Bot')] });
    controller.start();
    const steps = new Set<number>();
    controller.events.on('changed', () => steps.add(controller.state.log.length));
    await playThrough(controller);
    const lengths = saves.map((s) => s.record.actions.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(new Set(lengths).size).toBe(lengths.length);
    expect(saves.length).toBeGreaterThanOrEqual(29);
    const middle = saves[Math.floor(saves.length / 2)] as SavedGame;
    const reloaded = GameController.load(middle, { ai: createAiClient('explorers', inlineRunner) });
    expect(reloaded.ok).toBe(true);
    if (reloaded.ok) expect(reloaded.value.state.log).toEqual(middle.record.actions);
  });

  it('hands the device over between humans and hides the previous player’s new Xs', () => {
    const { controller } = setUp({ options: options(2, 11), seats: [human('Ann'), human('Ben')] });
    const handovers: number[] = [];
    controller.events.on('handover', (e) => handovers.push(e.player));
    controller.start();
    expect(controller.prompt).toBe('handover');
    controller.acceptHandover();
    if (controller.prompt === 'village') controller.chooseVillage(controller.legalCells[0] as number);
    const first = controller.actingPlayer as number;
    beginSetupWithCells(controller);
    while (controller.prompt === 'place') controller.place(controller.legalCells[0] as number);
    const placed = controller.draft?.cells ?? [];
    expect(placed.length).toBeGreaterThan(0);
    controller.confirm();
    const second = 1 - first;
    expect(controller.prompt).toBe('handover');
    expect(controller.handoverPlayer).toBe(second);
    controller.acceptHandover();
    expect(controller.viewer).toBe(second);
    for (const cell of placed) {
      expect(controller.state.boards[first]?.marks[cell]).not.toBe(0);
      expect(controller.view.boards[first]?.marks[cell]).toBe(0);
    }
    expect(handovers).toEqual([first, second]);
  });

  it('refuses an X with the rules\' own reason and the cell tried, and changes nothing', () => {
    const { controller } = setUp({ options: options(1), seats: [human('Solo')] });
    const errors: { code: string; cell: number | null }[] = [];
    controller.events.on('error', (e) => errors.push(e));
    controller.start();
    if (controller.prompt === 'village') controller.chooseVillage(controller.legalCells[0] as number);
    beginSetupWithCells(controller);
    const first = controller.legalCells[0] as number;
    controller.place(first);
    const view = controller.view;
    const map = mapOf(view);
    const marks = view.boards[0]!.marks;
    const free = (cell: number) => marks[cell] === 0 && map.terrain[cell] !== VILLAGE;
    const nextToX = (cell: number) => NEIGHBOURS[cell]!.some((n) => marks[n] !== 0);
    const setupTerrain = map.terrain[first];
    // One cell for each reason, in the order the rules check them.
    const tries = {
      village: map.villages.find((cell) => marks[cell] === 0),
      occupied: first,
      notAdjacent: marks.findIndex((_, cell) => free(cell) && !nextToX(cell)),
      wrongTerrain: marks.findIndex((_, cell) => free(cell) && nextToX(cell) && map.terrain[cell] !== setupTerrain),
    };
    for (const cell of Object.values(tries)) controller.place(cell as number);
    expect(errors).toEqual(Object.entries(tries).map(([code, cell]) => ({ code, cell })));
    expect(controller.draft?.cells).toEqual([first]);
    expect(controller.view).toBe(view);
  });

  it('shows a seat the others\' Xs of the open step only once it closes', async () => {
    const { controller } = setUp({ options: options(2, 11), seats: [human('Ada'), bot('Bot')] });
    controller.start();
    if (controller.prompt === 'village') controller.chooseVillage(controller.legalCells[0] as number);
    // The bot places its setup Xs at once; the human has not confirmed, so the step is open.
    const count = (marks: ArrayLike<number>): number => Array.from(marks).filter((m) => m !== 0).length;
    for (let i = 0; i < 2000 && controller.waitingFor.includes(1); i++) await tick();
    // The start village is marked on every sheet; the bot's 3 Xs are in the state, not in the view.
    expect(count(controller.state.boards[1]!.marks)).toBe(4);
    expect(count(controller.view.boards[1]!.marks)).toBe(1);
    beginSetupWithCells(controller);
    while (controller.prompt === 'place') controller.place(controller.legalCells[0] as number);
    controller.confirm();
    expect(count(controller.view.boards[1]!.marks)).toBe(4);
  });
});
