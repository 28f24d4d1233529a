// Race to 10's how-to pages (the contract's HowToBook): the goal, then a turn; each picture is a
// lane with its runner, drawn with the play screen's colours.
import type Phaser from 'phaser';
import type { HowToBook } from '../../../../src/games/contract';
import { COLORS } from '../../../../src/ui/theme';
import { race } from '../index';
import { TARGET } from '../rules';

/** Where each page's runner stands, and how far its arrow goes. */
const PICTURES: Readonly<Record<string, { readonly at: number; readonly by: number }>> = { goal: { at: 7, by: 3 }, turn: { at: 2, by: 3 } };

export const raceHowTo: HowToBook = {
  pages: ['goal', 'turn'],
  keyPrefix: 'race:howto.pages.',
  drawPicture(scene: Phaser.Scene, into: Phaser.GameObjects.Container, page: string, box) {
    const { at, by } = PICTURES[page] ?? { at: 0, by: 1 };
    const step = box.width / (TARGET + 1);
    const y = box.y + box.height / 2;
    const x = (cell: number): number => box.x + step * (cell + 0.5);
    const g = scene.add.graphics();
    g.fillStyle(COLORS.paper, 1).fillRoundedRect(box.x, y - step * 0.4, box.width, step * 0.8, step * 0.4);
    for (let cell = 0; cell <= TARGET; cell++) g.fillStyle(cell === TARGET ? COLORS.primary : COLORS.paperEdge, 1).fillCircle(x(cell), y, step * 0.12);
    g.lineStyle(Math.max(2, step * 0.08), COLORS.success, 1).lineBetween(x(at), y - step * 0.6, x(at + by), y - step * 0.6);
    g.fillStyle(race.seats.palette[0] as number, 1).fillCircle(x(at), y, step * 0.3);
    into.add(g);
  },
};
