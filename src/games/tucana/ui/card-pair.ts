// The two terrain cards of the turn, side by side: each a painted card with its terrain's hex and
// name (the joker shows all four terrains). A new turn turns them over one after the other.
import Phaser from 'phaser';
import { CARD_KINDS, type CardKind } from '../rules/index';
import { animationDuration } from '../../../platform/settings';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { reducedMotion } from '../../../ui/motion';
import { COLORS, textStyle } from '../../../ui/theme';
import { TERRAIN_FILL, drawHex } from './island-art';

class TerrainCard {
  readonly root: Phaser.GameObjects.Container;
  private readonly art: Phaser.GameObjects.Graphics;
  private readonly name: LocalizedText;
  private kind: CardKind | null = null;
  private width = 100;
  private height = 140;

  constructor(scene: Phaser.Scene) {
    this.art = scene.add.graphics();
    this.name = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('label', { color: '#ffffff', stroke: '#3b2a20', strokeThickness: 3, align: 'center' })).setOrigin(0.5);
    this.root = scene.add.container(0, 0, [this.art, this.name]);
  }

  place(x: number, y: number, width: number, height: number): void {
    this.root.setPosition(x + width / 2, y + height / 2);
    this.width = width;
    this.height = height;
    this.draw();
  }

  show(kind: CardKind | null): void {
    this.kind = kind;
    this.draw();
  }

  private draw(): void {
    const { width: w, height: h, kind } = this;
    const g = this.art.clear();
    g.fillStyle(COLORS.shadow, 0.25).fillRoundedRect(-w / 2 + 3, -h / 2 + 4, w, h, 12);
    g.fillStyle(0x3b2a20, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 12);
    if (kind === null) {
      // The back: the island's sea with a compass of four terrain hexes.
      g.fillStyle(0x2e6f9e, 1).fillRoundedRect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 9);
      const r = Math.min(w, h) * 0.14;
      [0, 1, 2, 3].forEach((t, i) => drawHex(g, { x: (i % 2 === 0 ? -1 : 1) * r * 0.9, y: (i < 2 ? -1 : 1) * r * 0.8 }, r, t, i));
      this.name.setVisible(false);
      return;
    }
    const terrain = CARD_KINDS.indexOf(kind);
    if (kind === 'joker') {
      // Four bands, one per terrain.
      const band = (h - 8) / 4;
      TERRAIN_FILL.forEach((color, i) => g.fillStyle(color, 1).fillRect(-w / 2 + 4, -h / 2 + 4 + i * band, w - 8, band));
    } else {
      g.fillStyle(TERRAIN_FILL[terrain] ?? 0xffffff, 1).fillRoundedRect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 9);
    }
    g.lineStyle(2, 0xffffff, 0.8).strokeRoundedRect(-w / 2 + 9, -h / 2 + 9, w - 18, h - 18, 7);
    const r = Math.min(w * 0.34, h * 0.26);
    if (kind === 'joker') {
      g.fillStyle(0xffffff, 0.92).fillCircle(0, -h * 0.1, r);
      g.lineStyle(3, 0x3b2a20, 1).strokeCircle(0, -h * 0.1, r);
      [0, 1, 2, 3].forEach((t, i) => drawHex(g, { x: (i % 2 === 0 ? -1 : 1) * r * 0.42, y: -h * 0.1 + (i < 2 ? -1 : 1) * r * 0.42 }, r * 0.4, t, i));
    } else {
      drawHex(g, { x: 0, y: -h * 0.1 }, r, terrain, 3);
      g.lineStyle(3, 0x3b2a20, 0.9);
    }
    this.name.setKey(`tucana:terrains.${kind}`).setVisible(true);
    this.name.setBaseFontSize(Math.max(10, Math.round(Math.min(18, w / 6.5))));
    this.name.setPosition(0, h / 2 - Math.max(18, h * 0.16));
    this.name.fitWidth(w - 6);
  }
}

export class CardPair {
  private readonly cards: [TerrainCard, TerrainCard];
  private readonly scene: Phaser.Scene;
  private shown: readonly [CardKind, CardKind] | null = null;

  constructor(scene: Phaser.Scene, depth: number) {
    this.scene = scene;
    this.cards = [new TerrainCard(scene), new TerrainCard(scene)];
    for (const card of this.cards) card.root.setDepth(depth);
  }

  place(area: Rect): void {
    const gap = Math.max(8, area.width * 0.05);
    const width = Math.min((area.width - gap) / 2, area.height * 0.72);
    const left = area.x + (area.width - 2 * width - gap) / 2;
    this.cards.forEach((card, i) => card.place(left + i * (width + gap), area.y, width, area.height));
  }

  /** Shows the cards at once (a loaded game, a relayout). */
  set(cards: readonly [CardKind, CardKind]): void {
    this.shown = cards;
    this.cards.forEach((card, i) => card.show(cards[i] as CardKind));
  }

  get kinds(): readonly [CardKind, CardKind] | null {
    return this.shown;
  }

  /** Turns the cards over to a new pair; resolves once both show their face. */
  flip(cards: readonly [CardKind, CardKind]): Promise<void> {
    this.shown = cards;
    if (reducedMotion()) {
      this.set(cards);
      return Promise.resolve();
    }
    const half = animationDuration(160);
    const turns = this.cards.map(
      (card, i) =>
        new Promise<void>((resolve) => {
          this.scene.tweens.chain({
            targets: card.root,
            tweens: [
              { scaleX: 0, duration: half, delay: i * animationDuration(180), ease: 'Sine.easeIn', onComplete: () => card.show(null) },
              { scaleX: 1, duration: half, ease: 'Sine.easeOut' },
              { scaleX: 0, duration: half, ease: 'Sine.easeIn', onComplete: () => card.show(cards[i] as CardKind) },
              { scaleX: 1, duration: half, ease: 'Back.easeOut' },
            ],
            onComplete: () => resolve(),
          });
        }),
    );
    return Promise.all(turns).then(() => undefined);
  }
}
