// A character's portrait as the screens show it beside a seat: its picture (assets/sprites,
// loaded with the others), or until it has loaded a medallion in the character's colour with a
// traveller's hat and the initial of the character's name (the same in every language). In
// colour-blind mode, a badge with the seat's symbol on its lower right.
import Phaser from 'phaser';
import { t } from '../../../platform/i18n';
import { shownSeat } from '../../../shell/shown-pen';
import { SeatDot } from '../../../ui/seat-dot';
import { COLORS, FONTS } from '../../../ui/theme';
import { ambassadors } from '../index';

export class CharacterBadge {
  private readonly medal: Phaser.GameObjects.Graphics;
  private readonly initial: Phaser.GameObjects.Text;
  private readonly portrait: Phaser.GameObjects.Image | null;
  private readonly symbol: SeatDot;

  constructor(scene: Phaser.Scene, character: number, private readonly color: number) {
    this.medal = scene.add.graphics();
    this.initial = scene.add.text(0, 0, t(`ambassadors:characters.${character}`).slice(0, 1), { fontFamily: FONTS.display, fontStyle: 'bold', color: '#ffffff' }).setOrigin(0.5, 0.45);
    const texture = `ambassadors-portrait-${character}`;
    this.portrait = scene.textures.exists(texture) ? scene.add.image(0, 0, texture) : null;
    this.medal.setVisible(this.portrait === null);
    this.initial.setVisible(this.portrait === null);
    this.symbol = new SeatDot(scene, 7, 2, shownSeat(color, ambassadors)).setVisible(false);
  }

  /** Centred at (x, y), `size` across. */
  place(x: number, y: number, size: number): this {
    this.portrait?.setPosition(x, y).setDisplaySize(size, size);
    const r = size / 2;
    this.medal
      .clear()
      .fillStyle(COLORS.shadow, 0.25)
      .fillCircle(x + 2, y + 3, r)
      .fillStyle(this.color, 1)
      .fillCircle(x, y, r)
      .lineStyle(Math.max(2, size / 16), COLORS.white, 1)
      .strokeCircle(x, y, r - size / 32)
      // The traveller's hat: a brim and a crown above the initial.
      .fillStyle(COLORS.white, 0.9)
      .fillRoundedRect(x - r * 0.55, y - r * 0.52, r * 1.1, r * 0.12, r * 0.05)
      .fillRoundedRect(x - r * 0.3, y - r * 0.78, r * 0.6, r * 0.3, r * 0.08);
    this.initial.setFontSize(Math.max(12, Math.round(size * 0.42))).setPosition(x, y + r * 0.14);
    this.symbol.badgeOn(x, y, size);
    return this;
  }

  /** Its pieces, for a container that holds it. */
  get parts(): Phaser.GameObjects.GameObject[] {
    return [this.medal, this.initial, ...(this.portrait ? [this.portrait] : []), this.symbol];
  }

  setVisible(on: boolean): this {
    this.medal.setVisible(on && this.portrait === null);
    this.initial.setVisible(on && this.portrait === null);
    this.portrait?.setVisible(on);
    this.symbol.setVisible(on && this.symbol.shown.symbol !== null);
    return this;
  }

  setDepth(depth: number): this {
    this.medal.setDepth(depth);
    this.initial.setDepth(depth);
    this.portrait?.setDepth(depth);
    this.symbol.setDepth(depth);
    return this;
  }
}
