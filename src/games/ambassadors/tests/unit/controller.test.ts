import { describe, expect, it } from 'vitest';
import { openTestTable, tick } from '../../../../../tests/unit/local-table';
import { AmbassadorsController } from '../../play/controller';
import { ambassadorsRules } from '../../contract-rules';
import type { Seat } from '../../play/game-config';
import type { SavedAmbassadors } from '../../play/save';

const bot = (name: string, color: number): Seat => ({ kind: 'ai', level: 'easy', name, color });

describe('the Ambassadors table on one device', () => {
  it("refuses an action while no person acts here with the rules' reason: another seat's turn, then the game over", async () => {
    const { controller } = openTestTable<AmbassadorsController, SavedAmbassadors>('ambassadors', (deps) =>
      AmbassadorsController.create({ options: ambassadorsRules.defaultOptions(2, 5), seats: [bot('Ada', 0xae2012), bot('Cy', 0x1a237e)] }, deps),
    );
    const errors: string[] = [];
    controller.events.on('error', (e) => errors.push(e.code));
    controller.start();
    const other = 1 - controller.state.turn.player;
    controller.act({ type: 'roll', player: other });
    for (let i = 0; i < 20_000 && controller.prompt !== 'over'; i++) await tick();
    expect(controller.prompt).toBe('over');
    controller.act({ type: 'roll', player: 0 });
    expect(errors).toEqual(['notYourTurn', 'gameOver']);
  });
});
