// The exploration card: its back while nothing is revealed, a flip to its face, and the two
// options as halves of the card (a terrain, or a wild card's duo). Each half shows how many Xs it
// gives the viewer and is a button when the caller says it may be clicked.
import Phaser from 'phaser';
import { CARDS, isWild, type Card, type OptionIndex, type Terrain } from '../rules/index';
import { onLanguageChange } from '../../../platform/i18n';
import { animationDuration } from '../../../platform/settings';
import { terrainsMessage, type OptionBadge } from '../play/play-view';
import { DEPTHS } from '../../../ui/depths';
import { reducedMotion } from '../../../ui/motion';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { addTerrainSwatch } from './terrain-swatch';
import { COLORS, css, RADIUS, textStyle } from '../../../ui/theme';
import { tintImage } from '../../../ui/tint';
import type { Tooltip } from '../../../ui/tooltip';

export interface CardFace {
  readonly card: Card | null;
  readonly badges: readonly [OptionBadge, OptionBadge];
  /** The active player's choice, shown with their colour. */
  readonly chosen: OptionIndex | null;
  readonly chosenColor: number;
  /** Solo: the option facing the player, drawn at the bottom of the card. */
  readonly facing: OptionIndex | null;
  /** Cards still to come this round (the little deck behind the card). */
  readonly cardsLeft: number;
}

interface Half {
  readonly option: OptionIndex;
  readonly frame: Phaser.GameObjects.Graphics;
  readonly zone: Phaser.GameObjects.Zone;
  readonly rect: Rect; // inside the card, centred coordinates
}

export class CardView {
  private readonly scene: Phaser.Scene;
  private readonly onOption: (option: OptionIndex) => void;
  private readonly tips: Tooltip;
  private readonly root: Phaser.GameObjects.Container;
  private readonly deck: Phaser.GameObjects.Container;
  private readonly card: Phaser.GameObjects.Container;
  private readonly back: Phaser.GameObjects.Image;
  private readonly face: Phaser.GameObjects.Container;
  private readonly picture: Phaser.GameObjects.Image;
  /** Layers of the face, bottom to top: the options' terrains, what each show draws, the pills, the ribbon. */
  private readonly terrainLayer: Phaser.GameObjects.Container;
  private readonly marks: Phaser.GameObjects.Container;
  private readonly pillLayer: Phaser.GameObjects.Container;
  private readonly ribbonLayer: Phaser.GameObjects.Container;
  /**
   * Each option's terrain swatches and names, by its terrains, built once for the current layout
   * and language and moved to its half at each show: making and measuring texts is too slow for
   * the middle of a flip on a slow device.
   */
  private readonly options = new Map<string, Phaser.GameObjects.Container>();
  private ribbon: Phaser.GameObjects.Container | null = null;
  /** The Xs pill of each option, kept from show to show: a text re-rendered only when its count changes. */
  private pills: LocalizedText[] = [];
  private halves: Half[] = [];
  private rect: Rect = { x: 0, y: 0, width: 160, height: 240 };
  private shown: CardFace | null = null;
  private shownKey = '';
  private deckShown = '';

  constructor(scene: Phaser.Scene, tips: Tooltip, onOption: (option: OptionIndex) => void) {
    this.scene = scene;
    this.tips = tips;
    this.onOption = onOption;
    this.deck = scene.add.container(0, 0);
    this.back = scene.add.image(0, 0, 'card-back');
    this.picture = scene.add.image(0, 0, 'card-face');
    this.terrainLayer = scene.add.container(0, 0);
    this.marks = scene.add.container(0, 0);
    this.pillLayer = scene.add.container(0, 0);
    this.ribbonLayer = scene.add.container(0, 0);
    this.face = scene.add.container(0, 0, [this.picture, this.terrainLayer, this.marks, this.pillLayer, this.ribbonLayer]);
    this.card = scene.add.container(0, 0, [this.back, this.face]);
    this.root = scene.add.container(0, 0, [this.deck, this.card]).setDepth(DEPTHS.ui);
    // The faces' texts fit their halves in the words of one language: another needs them made again
    // (the pills too, before their backs are drawn to their new widths).
    const unsubscribe = onLanguageChange(() => this.layout(this.rect));
    this.root.once(Phaser.GameObjects.Events.DESTROY, unsubscribe);
  }

  layout(rect: Rect): void {
    this.rect = rect;
    this.root.setPosition(rect.x + rect.width / 2, rect.y + rect.height / 2);
    this.back.setDisplaySize(rect.width, rect.height);
    this.picture.setDisplaySize(rect.width, rect.height);
    this.makePills();
    this.forgetFaces();
  }

  /**
   * Builds one option's terrains not built yet, ahead of the flips: called while little else
   * happens. `false` when every face is built already.
   */
  prepare(): boolean {
    if (!this.ribbon) {
      this.wild();
      return true;
    }
    for (const card of CARDS) {
      const missing = card.options.find((terrains) => !this.options.has(terrains.join('+')));
      if (missing) {
        this.optionTerrains(card, missing);
        return true;
      }
    }
    return false;
  }

  /** Centre of an option's half, in logical units (for the test bridge). */
  optionCenter(option: OptionIndex): { x: number; y: number } {
    const half = this.halves.find((h) => h.option === option);
    if (!half) return { x: this.root.x, y: this.root.y };
    return { x: this.root.x + half.rect.x + half.rect.width / 2, y: this.root.y + half.rect.y + half.rect.height / 2 };
  }

  /** Show a state at once (the card is already face up, or still face down). */
  show(face: CardFace): void {
    this.shown = face;
    this.drawDeck(face.cardsLeft);
    const key = JSON.stringify({ ...face, card: face.card?.id ?? null, size: [this.rect.width, this.rect.height] });
    if (key === this.shownKey) return;
    this.shownKey = key;
    this.card.setScale(1);
    this.back.setVisible(face.card === null);
    this.showFace(face);
    this.face.setVisible(face.card !== null);
  }

  /** Turn the card over to a newly revealed face. */
  flip(face: CardFace): Promise<void> {
    this.back.setVisible(true);
    this.face.setVisible(false);
    this.card.setScale(1);
    if (reducedMotion()) {
      // No turning over: the new face is simply there.
      this.shownKey = '';
      this.show(face);
      return Promise.resolve();
    }
    const half = animationDuration(170);
    return new Promise((resolve) => {
      this.scene.tweens.chain({
        targets: this.card,
        tweens: [
          { scaleX: 0, scaleY: 1.06, duration: half, ease: 'Sine.easeIn' },
          {
            scaleX: 1,
            scaleY: 1,
            duration: half,
            ease: 'Sine.easeOut',
            onStart: () => {
              this.shownKey = '';
              this.show(face);
              this.card.setScale(0, 1.06);
            },
          },
        ],
        onComplete: () => resolve(),
      });
    });
  }

  private drawDeck(cardsLeft: number): void {
    const { width, height } = this.rect;
    const shown = `${Math.min(cardsLeft, 3)}|${width}x${height}`;
    if (shown === this.deckShown) return;
    this.deckShown = shown;
    this.deck.removeAll(true);
    for (let i = Math.min(cardsLeft, 3); i > 0; i--) {
      this.deck.add(tintImage(this.scene.add.image(i * 3, i * 3, 'card-back').setDisplaySize(width, height), 0xb8c4d6));
    }
  }

  /** The pills for the current size ("3 coches" stays inside its half on a phone too). */
  private makePills(): void {
    for (const pill of this.pills) pill.destroy();
    const small = this.halfWidth() < 100;
    this.pills = [0, 1].map(() => {
      const pill = new LocalizedText(this.scene, 0, 0, 'play.xs', { count: 1 }, textStyle('button', { fontSize: small ? '15px' : '22px', stroke: css(COLORS.shadow), strokeThickness: small ? 3 : 4 })).setOrigin(0.5);
      return pill.fitWidth(this.halfWidth() - (small ? 18 : 28)).setVisible(false);
    });
    this.pillLayer.add(this.pills);
  }

  private halfWidth(): number {
    return this.rect.width - 2 * Math.round(this.rect.width * 0.09);
  }

  private forgetFaces(): void {
    for (const option of this.options.values()) option.destroy();
    this.options.clear();
    this.ribbon?.destroy();
    this.ribbon = null;
    if (!this.shown) return;
    this.shownKey = '';
    this.show(this.shown);
  }

  private showFace(face: CardFace): void {
    this.marks.removeAll(true);
    this.halves = [];
    for (const option of this.options.values()) option.setVisible(false);
    this.ribbon?.setVisible(false);
    this.pills.forEach((pill) => pill.setVisible(false));
    const card = face.card;
    if (!card) return;
    // The option facing the solo player sits at the bottom, nearest to them.
    const rects = this.halfRects(card, face.facing ?? 1);
    if (isWild(card)) this.wild().setVisible(true);
    for (const option of [0, 1] as const) {
      const rect = rects[option];
      this.optionTerrains(card, card.options[option]).setPosition(rect.x, rect.y).setVisible(true);
      this.halves.push(this.showHalf(option, card.options[option], rect, face));
    }
  }

  /** Where each option's half goes, inside the card, centred coordinates. */
  private halfRects(card: Card, bottom: OptionIndex): readonly [Rect, Rect] {
    const { width, height } = this.rect;
    const pad = Math.round(width * 0.09);
    // A wild card's ribbon sits between its two duos, in a gap made as tall as the ribbon.
    const middle = isWild(card) ? Math.max(pad, this.wild().height + 4) : pad;
    const halfHeight = (height - 2 * pad - middle) / 2;
    const rectOf = (option: OptionIndex): Rect => ({ x: -width / 2 + pad, y: option === bottom ? middle / 2 : -height / 2 + pad, width: width - 2 * pad, height: halfHeight });
    return [rectOf(0), rectOf(1)];
  }

  /** An option's swatches and names, from the top left corner of its half, built if they are not yet. */
  private optionTerrains(card: Card, terrains: readonly Terrain[]): Phaser.GameObjects.Container {
    const key = terrains.join('+');
    const built = this.options.get(key);
    if (built) return built;
    const rect = { ...this.halfRects(card, 1)[0], x: 0, y: 0 };
    const made = this.scene.add.container(0, 0, this.terrainObjects(terrains, rect)).setVisible(false);
    this.terrainLayer.add(made);
    this.options.set(key, made);
    return made;
  }

  /** The wild cards' ribbon, centred on the card. */
  private wild(): Phaser.GameObjects.Container {
    if (!this.ribbon) {
      this.ribbon = this.wildRibbon(this.rect.width).setVisible(false);
      this.ribbonLayer.add(this.ribbon);
    }
    return this.ribbon;
  }

  /** "Wild card" on a rounded band, centred on (0, 0). */
  private wildRibbon(width: number): Phaser.GameObjects.Container {
    const wild = new LocalizedText(this.scene, 0, 0, 'play.card.wild', undefined, textStyle('small', { fontSize: `${Math.max(11, Math.round(width * 0.08))}px`, fontStyle: 'bold', color: css(COLORS.white) })).setOrigin(0.5);
    wild.fitWidth(width - 8);
    const w = wild.width + 16;
    const h = wild.height + 4;
    const band = this.scene.add.graphics().fillStyle(COLORS.secondaryDark, 1).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2);
    return this.scene.add.container(0, 0, [band, wild]).setSize(w, h);
  }

  /** An option's terrain swatches and their names. */
  private terrainObjects(terrains: readonly Terrain[], rect: Rect): Phaser.GameObjects.GameObject[] {
    const scene = this.scene;
    const small = rect.width < 100;
    const swatchHeight = swatchHeightOf(terrains, rect);
    // On a phone a duo's two names ("Grasland / Gebirge") take two lines: on one they shrink
    // past reading.
    const twoLines = small && terrains.length > 1;
    const part = rect.width / terrains.length;
    const swatches = terrains.map((terrain, i) => addTerrainSwatch(scene, rect.x + part * i + part / 2, rect.y + swatchHeight / 2, part, swatchHeight, terrain, swatchHeight / 96));
    const message = terrainsMessage(terrains);
    const style = textStyle('label', { fontSize: twoLines ? '11px' : small ? '12px' : '16px', color: css(COLORS.ink), align: 'center', ...(twoLines ? { wordWrap: { width: rect.width - 4 }, lineSpacing: -2 } : {}) });
    const name = new LocalizedText(scene, rect.x + rect.width / 2, rect.y + swatchHeight + (rect.height - swatchHeight) / 2, message.key, message.params, style).setOrigin(0.5);
    name.fitWidth(rect.width - 4);
    return [...swatches, name];
  }

  /** What changes from show to show on a half: its Xs, its frame, whether it is a button. */
  private showHalf(option: OptionIndex, terrains: readonly Terrain[], rect: Rect, face: CardFace): Half {
    const scene = this.scene;
    const badge = face.badges[option];
    const chosen = face.chosen === option;
    const small = rect.width < 100;
    const pill = this.pills[option];
    if (badge.xs !== null && pill) {
      pill.setPosition(rect.x + rect.width / 2, rect.y + swatchHeightOf(terrains, rect) / 2).setParams({ count: badge.xs }).setVisible(true);
      const w = pill.width + (small ? 14 : 22);
      const h = pill.height + (small ? 4 : 8);
      this.marks.add(scene.add.graphics().fillStyle(COLORS.shadow, 0.45).fillRoundedRect(pill.x - w / 2, pill.y - h / 2, w, h, h / 2));
    }
    const frame = scene.add.graphics();
    const zone = scene.add.zone(rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width, rect.height);
    this.marks.add([frame, zone]);
    const half: Half = { option, frame, zone, rect };
    if (badge.clickable) {
      zone.setInteractive({ useHandCursor: true });
      zone.on(Phaser.Input.Events.POINTER_OVER, () => this.setHover(option));
      zone.on(Phaser.Input.Events.POINTER_OUT, () => this.setHover(null));
      zone.on(Phaser.Input.Events.POINTER_UP, () => this.onOption(option));
    } else {
      this.tips.attach(zone, () => (badge.xs === null ? null : { title: terrainsMessage(terrains), body: { key: 'play.xs', params: { count: badge.xs } } }));
    }
    this.drawFrame(half, chosen ? face.chosenColor : badge.clickable ? COLORS.primary : null, chosen || badge.clickable);
    return half;
  }

  private setHover(option: OptionIndex | null): void {
    for (const half of this.halves) {
      if (!half.zone.input) continue;
      const hot = half.option === option;
      this.drawFrame(half, hot ? COLORS.focus : COLORS.primary, true);
    }
  }

  private drawFrame(half: Half, color: number | null, strong: boolean): void {
    const { x, y, width, height } = half.rect;
    const g = half.frame.clear();
    g.lineStyle(1.5, COLORS.paperEdge, 1).strokeRoundedRect(x, y, width, height, RADIUS.small);
    if (color !== null) g.lineStyle(strong ? 4 : 2, color, 1).strokeRoundedRect(x - 2, y - 2, width + 4, height + 4, RADIUS.small + 2);
  }
}

/** The height of an option's swatches (a duo's names on a phone take two lines under them). */
function swatchHeightOf(terrains: readonly Terrain[], rect: Rect): number {
  return rect.height * (rect.width < 100 && terrains.length > 1 ? 0.54 : 0.68);
}
