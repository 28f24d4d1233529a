// Ambassadors' how-to pages for the shell's how-to screen (HowToBook, see contract.ts): each
// page's title and text are `ambassadors:howto.pages.<id>.title / .text`; its picture is drawn
// with the board's own pieces (wonder plaques, paths and dots, figures, flags, ambush tokens,
// dice, coins and the cards' faces). Loaded when a player opens them.
import '../texts';
import type Phaser from 'phaser';
import type { HowToBook, HowToBox } from '../../contract';
import { shownSeat } from '../../../shell/shown-pen';
import { ambassadors } from '../index';
import { AMBASSADORS_SEAT_COLORS } from '../play/game-config';
import { bonusCardFace, cardBack, CARD_RATIO, tripCardFace } from '../ui/cards';
import { drawDie } from '../ui/dice';
import { drawCoin } from '../ui/gold-counter';
import { drawAmbushToken, drawFigure, drawFlag, drawWonderPlaque, GOLD, INK, PATH_GREEN, PATH_ORANGE, type WonderStyle } from '../ui/board-pieces';

const PAGES = ['goal', 'turn', 'trips', 'shortcuts', 'bonus', 'paying', 'end'] as const;
type PageId = (typeof PAGES)[number];

const [RED, BLUE] = AMBASSADORS_SEAT_COLORS as readonly number[] as [number, number];

/** A stop of a drawn road: a wonder (its style, and the flags standing on it) or a dot (and what is on it). */
type Stop =
  | { readonly wonder: WonderStyle; readonly flags?: readonly number[]; readonly city?: true }
  | { readonly dot: 'empty' | 'ambush' | 'figure' | 'lit' };

interface Road {
  readonly stops: readonly Stop[];
  /** The road's colour between stops i and i + 1 (green unless listed). */
  readonly orange?: readonly number[];
  /** Where the player's figure stands (a stop index). */
  readonly figure?: number;
}

const W = (wonder: WonderStyle, flags: readonly number[] = [], city?: true): Stop => (city ? { wonder, flags, city } : { wonder, flags });
const D = (dot: 'empty' | 'ambush' | 'figure' | 'lit' = 'empty'): Stop => ({ dot });

/** A road of wonders and dots across the box's width, at height `y`. */
function drawRoad(g: Phaser.GameObjects.Graphics, road: Road, box: HowToBox, y: number): void {
  const n = road.stops.length;
  const step = box.width / n;
  const unit = Math.min(step * 0.9, box.height * 0.5, 60);
  const x = (i: number): number => box.x + step * (i + 0.5);
  road.stops.slice(1).forEach((_, i) => {
    const orange = road.orange?.includes(i) ?? false;
    g.lineStyle(Math.max(2, unit * 0.1), orange ? PATH_ORANGE : PATH_GREEN, 1).lineBetween(x(i), y, x(i + 1), y);
  });
  road.stops.forEach((stop, i) => {
    if ('wonder' in stop) {
      drawWonderPlaque(g, stop.wonder, x(i), y, unit * (stop.city ? 0.42 : 0.34), stop.city ? GOLD : INK);
      stop.flags?.forEach((color, f) => drawFlag(g, shownSeat(color, ambassadors), x(i) + unit * (0.2 + f * 0.16), y - unit * 0.28, unit * 0.36));
    } else {
      const r = unit * 0.1;
      if (stop.dot === 'ambush') drawAmbushToken(g, x(i), y, unit * 0.14);
      else g.fillStyle(stop.dot === 'lit' ? GOLD : 0xf8e7c4, 1).lineStyle(Math.max(1, r * 0.4), INK, 1).fillCircle(x(i), y, r).strokeCircle(x(i), y, r);
      if (stop.dot === 'lit') g.lineStyle(Math.max(1.5, r * 0.4), GOLD, 0.8).strokeCircle(x(i), y, r * 2);
      if (stop.dot === 'figure') drawFigure(g, BLUE, x(i), y, unit * 0.55);
    }
  });
  if (road.figure !== undefined) drawFigure(g, RED, x(road.figure), y, unit * 0.55);
}

/** Cards side by side, centred in the box, as large as it allows. */
function addCards(into: Phaser.GameObjects.Container, cards: readonly ((width: number) => Phaser.GameObjects.Container)[], box: HowToBox): void {
  const gap = 12;
  const width = Math.min((box.width - gap * (cards.length - 1)) / cards.length, box.height / CARD_RATIO, 170);
  const left = box.x + (box.width - cards.length * width - (cards.length - 1) * gap) / 2 + width / 2;
  cards.forEach((make, i) => into.add(make(width).setPosition(left + i * (width + gap), box.y + box.height / 2)));
}

function drawDice(scene: Phaser.Scene, into: Phaser.GameObjects.Container, faces: readonly number[], cx: number, cy: number, s: number): void {
  faces.forEach((face, i) => {
    const die = scene.add.graphics();
    drawDie(die, face, s);
    into.add(die.setPosition(cx + (i - (faces.length - 1) / 2) * s * 1.25, cy));
  });
}

function drawPicture(scene: Phaser.Scene, into: Phaser.GameObjects.Container, page: string, box: HowToBox, compact: boolean): void {
  const g = scene.add.graphics();
  into.add(g);
  const middle = box.y + box.height / 2;
  switch (page as PageId) {
    case 'goal':
      drawRoad(g, { stops: [W('castle', [RED]), D(), W('cathedral', [RED]), D(), D(), W('pagoda', [RED, BLUE]), D(), W('temple', [RED], true)], figure: 7 }, box, middle);
      break;
    case 'turn': {
      const diceSize = Math.min(56, box.height * 0.3);
      drawDice(scene, into, [4, 2], box.x + box.width / 2, box.y + diceSize * 0.7, diceSize);
      const roadBox = { ...box, y: box.y + diceSize * 1.4, height: box.height - diceSize * 1.4 };
      drawRoad(g, { stops: [W('tower'), D('lit'), D('lit'), D('figure'), D(), W('dome')], figure: 0 }, roadBox, roadBox.y + roadBox.height / 2);
      break;
    }
    case 'trips':
      addCards(into, [(w) => tripCardFace(scene, 0, 2, w), (w) => cardBack(scene, 'trip', w)], box);
      break;
    case 'shortcuts': {
      drawRoad(g, { stops: [W('pyramid', [BLUE]), D(), D(), W('statue')], orange: [0, 1, 2], figure: 2 }, box, middle - box.height * 0.12);
      const coin = Math.min(34, box.height * 0.18);
      for (let i = 0; i < 3; i++) drawCoin(g, box.x + box.width / 2 + (i - 1) * coin * 1.1, box.y + box.height * 0.82, coin);
      break;
    }
    case 'bonus':
      addCards(into, (['plus2', 'plus3', 'ambush', 'joker'] as const).map((kind) => (w: number) => bonusCardFace(scene, kind, w)), compact ? { ...box, height: box.height * 0.8 } : box);
      break;
    case 'paying': {
      const coin = Math.min(40, box.height * 0.2);
      for (let i = 0; i < 4; i++) drawCoin(g, box.x + box.width * 0.2 + (i % 2) * coin * 0.9, box.y + box.height * 0.3 + Math.floor(i / 2) * coin * 0.7, coin);
      drawRoad(g, { stops: [D(), D(), D(), W('stele', [RED])], figure: 3 }, { ...box, x: box.x + box.width * 0.35, width: box.width * 0.65 }, box.y + box.height * 0.3);
      addCards(into, [(w) => cardBack(scene, 'bonus', w), (w) => cardBack(scene, 'bonus', w)], { ...box, y: box.y + box.height * 0.5, height: box.height * 0.5 });
      break;
    }
    case 'end':
      drawRoad(g, { stops: [W('castle', [RED]), W('cathedral', [RED]), W('dome', [RED]), W('pagoda', [RED]), W('temple', [RED], true)], figure: 4 }, box, middle);
      break;
  }
}

export const ambassadorsHowTo: HowToBook = {
  pages: PAGES,
  keyPrefix: 'ambassadors:howto.pages.',
  drawPicture,
};
