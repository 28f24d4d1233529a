// A row of terrain swatches to choose from (setup, expert temple bonus, scroll), each showing
// the terrain, its name and the Xs it gives. Which terrains are offered is the caller's data.
import Phaser from 'phaser';
import type { Terrain } from '../rules/index';
import { terrainMessage } from '../play/play-view';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { addTerrainSwatch } from './terrain-swatch';
import { COLORS, css, RADIUS, textStyle } from '../../../ui/theme';

export interface TerrainChoice {
  readonly terrain: Terrain;
  readonly xs: number;
}

interface Swatch {
  readonly terrain: Terrain;
  readonly root: Phaser.GameObjects.Container;
  readonly frame: Phaser.GameObjects.Graphics;
  readonly width: number;
  readonly height: number;
}

export class TerrainPicker {
  private readonly scene: Phaser.Scene;
  private readonly root: Phaser.GameObjects.Container;
  private readonly onPick: (terrain: Terrain) => void;
  private swatches: Swatch[] = [];
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private choices: readonly TerrainChoice[] = [];
  private compact = false;

  constructor(scene: Phaser.Scene, parent: Phaser.GameObjects.Container, onPick: (terrain: Terrain) => void) {
    this.scene = scene;
    this.onPick = onPick;
    this.root = scene.add.container(0, 0);
    parent.add(this.root);
  }

  layout(rect: Rect, compact: boolean): void {
    this.rect = rect;
    this.compact = compact;
    this.build();
  }

  setChoices(choices: readonly TerrainChoice[]): void {
    const same = choices.length === this.choices.length && choices.every((c, i) => c.terrain === this.choices[i]?.terrain && c.xs === this.choices[i]?.xs);
    this.choices = choices;
    if (!same) this.build();
  }

  /** Centres of the offered swatches (for the test bridge), in the parent's coordinates. */
  centers(): { terrain: Terrain; x: number; y: number }[] {
    return this.swatches.map((s) => ({ terrain: s.terrain, x: s.root.x, y: s.root.y }));
  }

  private build(): void {
    this.root.removeAll(true);
    this.swatches = [];
    const count = this.choices.length;
    if (count === 0) return;
    const gap = this.compact ? 4 : 10;
    const width = Math.min((this.rect.width - gap * (count - 1)) / count, this.compact ? 70 : 96);
    const height = this.rect.height;
    const start = this.rect.x + (this.rect.width - (width * count + gap * (count - 1))) / 2 + width / 2;
    this.choices.forEach((choice, i) => this.swatches.push(this.buildSwatch(choice, start + i * (width + gap), this.rect.y + height / 2, width, height, i)));
  }

  private buildSwatch(choice: TerrainChoice, x: number, y: number, width: number, height: number, index: number): Swatch {
    const scene = this.scene;
    const labelHeight = this.compact ? 16 : 22;
    const tileHeight = height - labelHeight - 6;
    const root = scene.add.container(x, y);
    const shadow = scene.add.graphics().fillStyle(COLORS.shadow, 0.25).fillRoundedRect(-width / 2 + 2, -height / 2 + 4, width, height, RADIUS.small);
    const card = scene.add.graphics().fillStyle(COLORS.paper, 1).fillRoundedRect(-width / 2, -height / 2, width, height, RADIUS.small);
    const tile = addTerrainSwatch(scene, 0, -height / 2 + 3 + tileHeight / 2, width - 6, tileHeight, choice.terrain, tileHeight / 80);
    const xs = new LocalizedText(scene, 0, tile.y, 'play.xs', { count: choice.xs }, textStyle('button', { fontSize: this.compact ? '13px' : '17px', stroke: css(COLORS.shadow), strokeThickness: 3 })).setOrigin(0.5);
    xs.fitWidth(width - 8);
    // On a phone's narrow swatches the count would shrink past reading: when every terrain gives
    // the same count, the prompt beside the picker says it, and the names get the room.
    const oneCount = this.choices.every((other) => other.xs === choice.xs);
    xs.setVisible(!(this.compact && oneCount));
    const message = terrainMessage(choice.terrain);
    const name = new LocalizedText(scene, 0, height / 2 - labelHeight / 2 - 2, message.key, undefined, textStyle('label', { fontSize: this.compact ? '12px' : '14px', color: css(COLORS.ink) })).setOrigin(0.5);
    name.fitWidth(width - (this.compact ? 2 : 4));
    const key = new LocalizedText(scene, -width / 2 + 5, -height / 2 + 4, 'common.verbatim', { text: String(index + 1) }, textStyle('small', { fontSize: '11px', color: css(COLORS.white), stroke: css(COLORS.shadow), strokeThickness: 2 }));
    key.setVisible(!this.compact);
    const frame = scene.add.graphics();
    root.add([shadow, card, tile, xs, name, key, frame]);
    root.setSize(width, height).setInteractive({ useHandCursor: true });
    const swatch: Swatch = { terrain: choice.terrain, root, frame, width, height };
    this.drawFrame(swatch, false);
    root.on(Phaser.Input.Events.POINTER_OVER, () => this.drawFrame(swatch, true));
    root.on(Phaser.Input.Events.POINTER_OUT, () => this.drawFrame(swatch, false));
    root.on(Phaser.Input.Events.POINTER_UP, () => this.onPick(choice.terrain));
    this.root.add(root);
    return swatch;
  }

  private drawFrame(swatch: Swatch, hot: boolean): void {
    const { width, height } = swatch;
    swatch.frame
      .clear()
      .lineStyle(hot ? 4 : 2, hot ? COLORS.focus : COLORS.primaryDark, 1)
      .strokeRoundedRect(-width / 2, -height / 2, width, height, RADIUS.small);
  }
}
