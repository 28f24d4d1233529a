// Ambassadors' cards, drawn in our own style: an exploration card's face (where it goes, its
// rolls as a track of slots coloured by band, the gold each band pays and the failure's fine,
// the rolls taken so far ticked off), a bonus card's face (+2, +3, ambush, joker), the two backs,
// and a card's flight from a deck to the hand, turning over on the way. Each card is a container
// centred on (0, 0), `width` wide and CARD_RATIO times as tall. Numbers only, and the wonders'
// names through i18n: the faces read in every language.
//
//   const face = tripCardFace(scene, card, rolls, 150);      // the rules' card index, rolls so far
//   const bonus = bonusCardFace(scene, 'joker', 110);
//   const back = cardBack(scene, 'trip', 110);
//   await flyToHand(scene, back, deckPoint, handPoint, () => bonus);  // flies, turns over, lands
//
// With reduced motion a flight ends at once, the face showing.
import type Phaser from 'phaser';
import { animationDuration } from '../../../platform/settings';
import { LocalizedText } from '../../../ui/localized-text';
import { reducedMotion } from '../../../ui/motion';
import { addFigure, COLORS, css, FONTS } from '../../../ui/theme';
import { board, MAP, type BonusKind } from '../rules/index';
import { AMBUSH_RED, drawAmbushToken, drawBuilding, drawWonderPlaque, GOLD, INK, PARCHMENT, PARCHMENT_DARK, PATH_GREEN, WONDER_STYLE } from './board-pieces';
import type { Point } from './board-geometry';
import { drawCoin } from './gold-counter';

export const CARD_RATIO = 1.4;
const BAND_TOP = 0x5a9a4a;
const BAND_MID = 0xe0a23a;
const BAND_FAIL = 0xb8432f;
const NIGHT = 0x233a52;

/** The card's paper: shadow, parchment, an inked double frame; `accent` colours the inner line. */
function cardBase(g: Phaser.GameObjects.Graphics, w: number, h: number, fill: number, accent: number): void {
  const r = w * 0.08;
  g.fillStyle(INK, 0.28).fillRoundedRect(-w / 2 + 2, -h / 2 + 4, w, h, r);
  g.fillStyle(fill, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(Math.max(1, w * 0.012), INK, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(Math.max(1, w * 0.02), accent, 1).strokeRoundedRect(-w / 2 + w * 0.05, -h / 2 + w * 0.05, w * 0.9, h - w * 0.1, r * 0.6);
}

/** The face of exploration card `card` (the rules' index), with `rolls` rolls of its trip ticked. */
export function tripCardFace(scene: Phaser.Scene, card: number, rolls: number, width: number): Phaser.GameObjects.Container {
  const info = board().cards[card];
  const w = width, h = width * CARD_RATIO;
  const g = scene.add.graphics();
  const parts: Phaser.GameObjects.GameObject[] = [g];
  cardBase(g, w, h, PARCHMENT, PATH_GREEN);
  if (!info) return scene.add.container(0, 0, parts);
  const target = MAP.wonders[info.target], start = MAP.wonders[info.start];
  // Where from (small, top left), then the target on its plaque.
  if (start) drawBuilding(g, WONDER_STYLE[start.id] ?? 'temple', -w * 0.3, -h * 0.36, w * 0.16);
  g.lineStyle(Math.max(1, w * 0.012), INK, 0.7);
  for (let k = 0; k < 4; k++) g.fillStyle(INK, 0.7).fillCircle(-w * 0.2 + k * w * 0.045, -h * 0.36, w * 0.01);
  if (target) drawWonderPlaque(g, WONDER_STYLE[target.id] ?? 'temple', w * 0.08, -h * 0.27, w * 0.17, target.city ? GOLD : PARCHMENT_DARK);
  if (target) {
    const name = new LocalizedText(scene, 0, -h * 0.08, `ambassadors:wonders.${target.id}`, undefined, {
      fontFamily: FONTS.display,
      fontStyle: 'bold',
      fontSize: `${Math.max(10, Math.round(w * 0.1))}px`,
      color: css(INK),
    }).setOrigin(0.5);
    name.fitWidth(w * 0.84);
    parts.push(scene.add.existing(name));
  }
  // The track: one slot per roll up to the failing one, each band's gold under it.
  const slots = info.mid + 1;
  const slot = Math.min(w * 0.8 / slots, w * 0.16);
  const left = -(slot * slots) / 2;
  const y = h * 0.05;
  const bands: readonly (readonly [number, number, number, number])[] = [
    [1, info.top, BAND_TOP, info.topGold],
    [info.top + 1, info.mid, BAND_MID, info.midGold],
    [slots, slots, BAND_FAIL, -info.fine],
  ];
  bands.forEach(([from, to, colour, gold], b) => {
    const x0 = left + (from - 1) * slot, x1 = left + to * slot;
    g.fillStyle(colour, 0.9).fillRoundedRect(x0 + 1, y - slot / 2, x1 - x0 - 2, slot, slot * 0.3);
    g.lineStyle(1, INK, 0.8).strokeRoundedRect(x0 + 1, y - slot / 2, x1 - x0 - 2, slot, slot * 0.3);
    // Each band's gold on its own line under the track, the band's colour as a chip.
    const ly = y + slot + w * 0.07 + b * w * 0.14;
    g.fillStyle(colour, 1).fillRoundedRect(-w * 0.38, ly - w * 0.045, w * 0.12, w * 0.09, w * 0.03);
    g.lineStyle(1, INK, 0.8).strokeRoundedRect(-w * 0.38, ly - w * 0.045, w * 0.12, w * 0.09, w * 0.03);
    parts.push(addFigure(scene, -w * 0.2, ly, from === to ? `${from}` : `${from}–${to}`, w * 0.085, COLORS.ink).setOrigin(0, 0.5));
    drawCoin(g, w * 0.33, ly, w * 0.09);
    parts.push(addFigure(scene, w * 0.26, ly, `${gold > 0 ? '+' : '−'}${Math.abs(gold)}`, w * 0.095, gold > 0 ? INK : BAND_FAIL).setOrigin(1, 0.5));
  });
  for (let k = 1; k <= slots; k++) {
    const cx = left + (k - 0.5) * slot;
    if (k <= rolls) {
      // A roll taken: an inked tick over the slot.
      g.lineStyle(Math.max(1.5, slot * 0.14), INK, 1);
      g.lineBetween(cx - slot * 0.22, y, cx - slot * 0.04, y + slot * 0.2).lineBetween(cx - slot * 0.04, y + slot * 0.2, cx + slot * 0.26, y - slot * 0.24);
    } else {
      parts.push(addFigure(scene, cx, y, String(k), slot * 0.55, COLORS.white).setStroke(css(INK), 2));
    }
  }
  return scene.add.container(0, 0, parts);
}

/** The face of a bonus card of `kind`. */
export function bonusCardFace(scene: Phaser.Scene, kind: BonusKind, width: number): Phaser.GameObjects.Container {
  const w = width, h = width * CARD_RATIO;
  const g = scene.add.graphics();
  const parts: Phaser.GameObjects.GameObject[] = [g];
  const accent = kind === 'ambush' || kind === 'joker' ? AMBUSH_RED : GOLD;
  cardBase(g, w, h, 0xfbf0d6, accent);
  g.fillStyle(accent, 0.14).fillCircle(0, -h * 0.02, w * 0.34);
  if (kind === 'plus2' || kind === 'plus3') {
    // Winged boots and the steps they add.
    const s = w * 0.28;
    g.fillStyle(0x8a5a34, 1).lineStyle(Math.max(1, w * 0.015), INK, 1);
    const boot = [
      { x: -s * 0.5, y: -s * 0.9 }, { x: s * 0.05, y: -s * 0.9 }, { x: s * 0.05, y: -s * 0.1 }, { x: s * 0.75, y: s * 0.05 },
      { x: s * 0.75, y: s * 0.35 }, { x: -s * 0.5, y: s * 0.35 },
    ].map((p) => ({ x: p.x - w * 0.04, y: p.y - h * 0.08 }));
    g.fillPoints(boot as unknown as Phaser.Math.Vector2[], true).strokePoints(boot as unknown as Phaser.Math.Vector2[], true, true);
    // Its wing: three feathers, inked.
    g.fillStyle(0xffffff, 1).lineStyle(Math.max(1, w * 0.012), INK, 1);
    for (let k = 0; k < 3; k++) {
      const fx = -w * 0.04 - s * 0.78 + k * s * 0.08, fy = -h * 0.08 - s * 0.7 + k * s * 0.26, fw = s * (0.8 - k * 0.15);
      g.fillEllipse(fx, fy, fw, s * 0.22).strokeEllipse(fx, fy, fw, s * 0.22);
    }
    parts.push(addFigure(scene, 0, h * 0.26, kind === 'plus2' ? '+2' : '+3', w * 0.26, INK).setStroke(css(GOLD), Math.max(3, w * 0.04)));
  } else {
    drawAmbushToken(g, 0, -h * 0.06, w * 0.2);
    if (kind === 'joker') {
      // A joker leaps the ambush: an arc with an arrow head over the token.
      g.lineStyle(Math.max(2, w * 0.035), PATH_GREEN, 1);
      g.beginPath().arc(0, h * 0.06, w * 0.34, Math.PI * 1.12, Math.PI * 1.88).strokePath();
      const tip = { x: Math.cos(Math.PI * 1.88) * w * 0.34, y: h * 0.06 + Math.sin(Math.PI * 1.88) * w * 0.34 };
      g.fillStyle(PATH_GREEN, 1).fillTriangle(tip.x + w * 0.06, tip.y + w * 0.04, tip.x - w * 0.05, tip.y - w * 0.02, tip.x + w * 0.01, tip.y + w * 0.1);
    }
    // Dots of a path the token sits on.
    for (const dx of [-0.3, 0.3]) g.fillStyle(PARCHMENT, 1).fillCircle(dx * w, h * 0.25, w * 0.05).lineStyle(Math.max(1, w * 0.02), PATH_GREEN, 1).strokeCircle(dx * w, h * 0.25, w * 0.05);
  }
  return scene.add.container(0, 0, parts);
}

/** A card's back: exploration cards night blue with a compass star, bonus cards red with a seal. */
export function cardBack(scene: Phaser.Scene, kind: 'trip' | 'bonus', width: number): Phaser.GameObjects.Container {
  const w = width, h = width * CARD_RATIO;
  const g = scene.add.graphics();
  const fill = kind === 'trip' ? NIGHT : 0x7a2a20;
  cardBase(g, w, h, fill, GOLD);
  g.lineStyle(Math.max(1, w * 0.01), GOLD, 0.35);
  for (let k = -5; k <= 4; k++) g.lineBetween(-w * 0.4, k * h * 0.07, w * 0.4, k * h * 0.07 + w * 0.2);
  g.fillStyle(fill, 1).fillCircle(0, 0, w * 0.3);
  g.lineStyle(Math.max(1, w * 0.02), GOLD, 1).strokeCircle(0, 0, w * 0.3).strokeCircle(0, 0, w * 0.25);
  const points = kind === 'trip' ? 8 : 5;
  const star = Array.from({ length: points * 2 }, (_, k) => {
    const a = -Math.PI / 2 + (k * Math.PI) / points;
    const r = k % 2 === 0 ? w * 0.22 : w * 0.07;
    return { x: Math.cos(a) * r, y: Math.sin(a) * r };
  });
  g.fillStyle(GOLD, 1).fillPoints(star as unknown as Phaser.Math.Vector2[], true);
  g.fillStyle(PARCHMENT, 1).fillCircle(0, 0, w * 0.035);
  return scene.add.container(0, 0, [g]);
}

/**
 * Flies `card` (a back, placed on the scene) from a deck at `from` to the hand at `to`, in an arc,
 * turning over half way to the face `face` gives when there is one. Resolves once it has landed;
 * the caller keeps whichever card shows (`card`, or the face, which takes its place).
 */
export function flyToHand(scene: Phaser.Scene, card: Phaser.GameObjects.Container, from: Point, to: Point, face?: () => Phaser.GameObjects.Container): Promise<Phaser.GameObjects.Container> {
  const turn = (): Phaser.GameObjects.Container => {
    if (!face) return card;
    const shown = face().setPosition(card.x, card.y).setDepth(card.depth).setAngle(card.angle).setScale(card.scaleX, card.scaleY);
    card.destroy();
    return shown;
  };
  if (reducedMotion()) {
    card.setPosition(to.x, to.y);
    return Promise.resolve(turn().setPosition(to.x, to.y));
  }
  card.setPosition(from.x, from.y).setAngle(-8);
  const lift = Math.min(80, Math.abs(to.x - from.x) * 0.25 + 30);
  const half = animationDuration(260);
  return new Promise((resolve) => {
    scene.tweens.addCounter({
      from: 0,
      to: 1,
      duration: half * 2,
      ease: 'Sine.easeInOut',
      onUpdate: (tween) => {
        const t = tween.getValue() ?? 1;
        card.setPosition(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t - Math.sin(Math.PI * t) * lift).setAngle(-8 * (1 - t));
      },
      onComplete: () => {
        card.setPosition(to.x, to.y).setAngle(0);
        if (!face) return resolve(card);
        // Turning over where it lands: the back narrows, the face widens.
        scene.tweens.add({
          targets: card,
          scaleX: 0,
          duration: half / 2,
          ease: 'Sine.easeIn',
          onComplete: () => {
            const full = card.scaleY;
            const shown = turn();
            shown.setScale(0, full);
            scene.tweens.add({ targets: shown, scaleX: full, duration: half / 2, ease: 'Sine.easeOut', onComplete: () => resolve(shown) });
          },
        });
      },
    });
  });
}
