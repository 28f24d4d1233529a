// At an online table, a line under each seat's button on Tucana's play screen: what the seat is
// doing with its turn timer's time left, that its connection is lost (in red), or that an AI
// stands in (see shell/online/seat-status.ts). Small type, edged in white over the sky.
import type Phaser from 'phaser';
import type { SeatLine } from '../../../shell/online/seat-status';
import { DEPTHS } from '../../../ui/depths';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { COLORS, css, textStyle } from '../../../ui/theme';

const NOTHING = { key: 'common.verbatim', params: { text: '' } } as const;

export class SeatLines {
  private readonly texts: LocalizedText[];

  constructor(scene: Phaser.Scene, seats: number) {
    this.texts = Array.from({ length: seats }, () => {
      const text = new LocalizedText(scene, 0, 0, NOTHING.key, NOTHING.params, textStyle('small', { fontStyle: 'bold', stroke: '#ffffff', strokeThickness: 4 }));
      scene.add.existing(text.setOrigin(0.5, 0.5).setDepth(DEPTHS.ui));
      return text;
    });
  }

  /** Each seat's line in its own box, under its button. */
  place(boxes: readonly Rect[], compact: boolean): void {
    this.texts.forEach((text, i) => {
      const box = boxes[i];
      text.setVisible(box !== undefined);
      if (!box) return;
      text.setBaseFontSize(compact ? 11 : 13).setPosition(box.x + box.width / 2, box.y + box.height / 2 + 1).fitWidth(box.width - 4);
    });
  }

  /** What each seat's line says now (undefined: nothing). */
  update(lines: readonly (SeatLine | undefined)[]): void {
    this.texts.forEach((text, i) => {
      const line = lines[i];
      text.setMessage(line?.message ?? NOTHING).setColor(css(line?.alert ? COLORS.danger : COLORS.inkSoft));
    });
  }
}
