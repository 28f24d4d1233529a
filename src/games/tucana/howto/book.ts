// Trails of Tucana's how-to pages for the shell's how-to screen (HowToBook, see contract.ts):
// the pages of ./pages.ts with pictures drawn from the island's own art (hexes, villages, sights,
// terrain cards) and ink trails. Loaded when a player opens them.
import '../texts';
import type Phaser from 'phaser';
import type { HowToBook, HowToBox } from '../../contract';
import { BLUE_CARDS, LETTERS, RED_POINTS, SIGHT_KINDS, type IslandId } from '../rules/index';
import { islandLadder } from '../play/screen-model';
import { addLabelledTiles, type Tile } from '../../../ui/labelled-tiles';
import { addText } from '../../../ui/localized-text';
import { addFigure, COLORS, css, textStyle } from '../../../ui/theme';
import { CardPair } from '../ui/card-pair';
import { drawHex, drawSea, drawSight, drawVillage } from '../ui/island-art';
import { fitHexes, type Point } from '../ui/hex-geometry';
import { HOWTO_PAGES, segmentsOf, type HexScene, type Spot, type Trail } from './pages';

const INK = 0x2a1d12;
const TRAIL = 0xb8322a;
const GOLD = 0xe0a526;
const SIGHT_CODES = 'obtys';
/** The share of the fitted hex size that leaves room for the sea drawn round the coast. */
const SEA_ROOM = 0.88;
/** Where a lit segment starts and ends, as a share of the way between the two centres. */
const LIT_END = 0.24;
/** Axial steps to the six neighbours of a hex. */
const STEPS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as const;

interface Hex {
  readonly spot: Spot;
  readonly q: number;
  readonly r: number;
  readonly terrain: number;
  readonly feature: string;
}

const same = (a: Spot, b: Spot): boolean => a[0] === b[0] && a[1] === b[1];

function hexesOf(picture: HexScene): Hex[] {
  return picture.terrain.flatMap((row, r) =>
    [...row].flatMap((code, c) => {
      const terrain = 'dfmw'.indexOf(code);
      // Odd rows sit half a hex to the right: axial q counts from the row's own start.
      return terrain < 0 ? [] : [{ spot: [r, c] as const, q: c - (r - (r & 1)) / 2, r, terrain, feature: picture.features?.[r]?.[c] ?? '.' }];
    }),
  );
}

const neighbours = (a: Hex, b: Hex): boolean => STEPS.some(([dq, dr]) => a.q + dq === b.q && a.r + dr === b.r);

/** Per hex, a label shared by every hex its trails join (bonus segments included). */
function groups(hexes: readonly Hex[], trails: readonly Trail[]): number[] {
  const label = hexes.map((_, i) => i);
  const find = (i: number): number => (label[i] === i ? i : (label[i] = find(label[i] as number)));
  const index = (spot: Spot): number => hexes.findIndex((h) => same(h.spot, spot));
  for (const [a, b] of trails) label[find(index(a))] = find(index(b));
  return hexes.map((_, i) => find(i));
}

/** A few hexes of island with their villages and sights, trails drawn, and the turn's cards above. */
function drawHexScene(scene: Phaser.Scene, into: Phaser.GameObjects.Container, picture: HexScene, box: HowToBox): void {
  const hexes = hexesOf(picture);
  let area: HowToBox = box;
  if (picture.cards) {
    // The cards above the island, or beside it in a wide, low box (a phone's), where they stay
    // wide enough for their names.
    const beside = box.width > box.height * 1.2;
    const cardsArea = beside
      ? { x: box.x, y: box.y + (box.height - Math.min(box.height, 140)) / 2, width: Math.min(box.width * 0.52, 170), height: Math.min(box.height, 140) }
      : { x: box.x, y: box.y, width: box.width, height: Math.min(170, box.height * 0.36) };
    const before = scene.children.length;
    const cards = new CardPair(scene, 0);
    cards.place(cardsArea);
    cards.set(picture.cards);
    // The cards add themselves to the scene: they belong to the picture, which is cleared per page.
    into.add(scene.children.list.slice(before));
    area = beside
      ? { x: box.x + cardsArea.width + 12, y: box.y, width: box.width - cardsArea.width - 12, height: box.height }
      : { x: box.x, y: box.y + cardsArea.height + 12, width: box.width, height: box.height - cardsArea.height - 12 };
  }
  const layout = fitHexes(
    hexes.map((h) => h.q),
    hexes.map((h) => h.r),
    area,
  );
  // Smaller than the fit, so the sea round the coast stays inside too: the same centres, pulled in
  // towards the middle of the area.
  const radius = Math.min(layout.radius * SEA_ROOM, 64);
  const scale = radius / layout.radius;
  const mid = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  const centres = layout.centres.map((c) => ({ x: mid.x + (c.x - mid.x) * scale, y: mid.y + (c.y - mid.y) * scale }));
  const at = (spot: Spot): Point => centres[hexes.findIndex((h) => same(h.spot, spot))] ?? mid;
  const coast = hexes.map((a) => (hexes.filter((b) => neighbours(a, b)).length < 6 ? 1 : 0));

  const g = scene.add.graphics();
  into.add(g);
  drawSea(g, centres, coast, radius);
  hexes.forEach((h, i) => drawHex(g, centres[i] as Point, radius, h.terrain, i));

  const line = (trail: Trail, color: number, width: number): void => {
    const a = at(trail[0]);
    const b = at(trail[1]);
    g.lineStyle(width + 4, INK, 0.75).lineBetween(a.x, a.y, b.x, b.y);
    g.lineStyle(width, color, 1).lineBetween(a.x, a.y, b.x, b.y);
    g.fillStyle(INK, 0.85).fillCircle(a.x, a.y, width * 0.55).fillCircle(b.x, b.y, width * 0.55);
  };
  const width = Math.max(3, radius * 0.2);
  // The segments the cards allow: lit, waiting for a pen.
  for (const [a, b] of segmentsOf(picture.lit)) {
    // The middle of the way only, so the candidates meeting at a hex stay apart.
    const p = at(a);
    const q = at(b);
    const from = { x: p.x + (q.x - p.x) * LIT_END, y: p.y + (q.y - p.y) * LIT_END };
    const to = { x: q.x + (p.x - q.x) * LIT_END, y: q.y + (p.y - q.y) * LIT_END };
    g.lineStyle(width * 1.5, COLORS.white, 0.7).lineBetween(from.x, from.y, to.x, to.y);
    g.lineStyle(width * 0.6, COLORS.focus, 1).lineBetween(from.x, from.y, to.x, to.y);
    g.fillStyle(COLORS.focus, 1).fillCircle(from.x, from.y, width * 0.45).fillCircle(to.x, to.y, width * 0.45);
  }
  for (const trail of segmentsOf(picture.trails)) line(trail, TRAIL, width);
  for (const trail of segmentsOf(picture.bonus)) line(trail, GOLD, width);

  // Villages and sights over the trails; what the trails join to a village scores (a golden ring).
  const label = groups(hexes, segmentsOf([...(picture.trails ?? []), ...(picture.bonus ?? [])]));
  const villageGroups = new Set(hexes.flatMap((h, i) => (LETTERS.includes(h.feature as never) ? [label[i]] : [])));
  hexes.forEach((h, i) => {
    const c = centres[i] as Point;
    const sight = SIGHT_CODES.indexOf(h.feature);
    if (sight >= 0) drawSight(g, c, radius, sight, villageGroups.has(label[i]));
    const letter = LETTERS.indexOf(h.feature as never);
    if (letter < 0) return;
    drawVillage(g, c, radius, letter);
    const partner = hexes.findIndex((o, j) => j !== i && o.feature === h.feature);
    if (partner >= 0 && label[partner] === label[i]) g.lineStyle(Math.max(2, radius * 0.12), GOLD, 1).strokeCircle(c.x, c.y, radius * 0.78);
    into.add(addFigure(scene, c.x, c.y, h.feature, radius * 0.62, COLORS.white));
  });
}

/** A bonus card: a rounded card in its colour, its emblem drawn by `emblem`, its points below. */
function drawBonusCard(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, x: number, y: number, width: number, color: number, points: number, emblem: (c: Point, r: number) => void): Phaser.GameObjects.Text {
  const height = width * 1.4;
  g.fillStyle(COLORS.shadow, 0.25).fillRoundedRect(x - width / 2 + 4, y - height / 2 + 5, width, height, 12);
  g.fillStyle(color, 1).fillRoundedRect(x - width / 2, y - height / 2, width, height, 12);
  g.lineStyle(3, COLORS.white, 0.85).strokeRoundedRect(x - width / 2 + 7, y - height / 2 + 7, width - 14, height - 14, 8);
  emblem({ x, y: y - height * 0.12 }, width * 0.3);
  return addFigure(scene, x, y + height * 0.3, `+${points}`, width * 0.24, COLORS.white);
}

/** A blue card (the first pair of a letter) and a red one (two sights of a kind joined). */
function drawBonusCards(scene: Phaser.Scene, into: Phaser.GameObjects.Container, box: HowToBox): void {
  const width = Math.min(box.width * 0.36, (box.height - 20) / 1.45, 170);
  const g = scene.add.graphics();
  into.add(g);
  const y = box.y + box.height / 2;
  const letter = 3;
  const blue = drawBonusCard(scene, g, box.x + box.width * 0.28, y, width, COLORS.secondary, BLUE_CARDS.first[letter] as number, (c, r) => {
    drawVillage(g, c, r * 1.4, letter);
    into.add(addFigure(scene, c.x, c.y, LETTERS[letter] as string, r * 0.9, COLORS.white));
  });
  const yeti = SIGHT_KINDS.indexOf('yeti');
  const red = drawBonusCard(scene, g, box.x + box.width * 0.72, y, width, COLORS.danger, RED_POINTS, (c, r) => {
    const left = { x: c.x - r * 0.8, y: c.y };
    const right = { x: c.x + r * 0.8, y: c.y };
    g.lineStyle(Math.max(3, r * 0.22), INK, 0.8).lineBetween(left.x, left.y, right.x, right.y);
    drawSight(g, left, r * 0.95, yeti, false);
    drawSight(g, right, r * 0.95, yeti, false);
  });
  into.add([blue, red]);
}

/** The score's three parts as labelled tiles: sights, village pairs, bonus cards. */
function drawCategories(scene: Phaser.Scene, into: Phaser.GameObjects.Container, box: HowToBox, compact: boolean): void {
  const emblem = (paint: (g: Phaser.GameObjects.Graphics, c: Point, size: number) => void) => (x: number, y: number, size: number) => {
    const g = scene.add.graphics();
    paint(g, { x, y }, size);
    return [g];
  };
  const tiles: Tile[] = [
    {
      label: 'tucana:categories.sights',
      draw: emblem((g, c, size) => {
        drawSight(g, { x: c.x - size * 0.2, y: c.y + size * 0.12 }, size * 0.5, SIGHT_KINDS.indexOf('toucan'), true);
        drawSight(g, { x: c.x + size * 0.22, y: c.y - size * 0.14 }, size * 0.5, SIGHT_KINDS.indexOf('obelisk'), true);
      }),
    },
    {
      label: 'tucana:categories.villages',
      draw: emblem((g, c, size) => {
        g.lineStyle(Math.max(3, size * 0.08), TRAIL, 1).lineBetween(c.x - size * 0.3, c.y, c.x + size * 0.3, c.y);
        drawVillage(g, { x: c.x - size * 0.3, y: c.y }, size * 0.3, 2);
        drawVillage(g, { x: c.x + size * 0.3, y: c.y }, size * 0.3, 2);
      }),
    },
    {
      label: 'tucana:categories.bonuses',
      draw: emblem((g, c, size) => {
        g.fillStyle(COLORS.danger, 1).fillRoundedRect(c.x - size * 0.1, c.y - size * 0.42, size * 0.44, size * 0.62, 6);
        g.fillStyle(COLORS.secondary, 1).fillRoundedRect(c.x - size * 0.36, c.y - size * 0.24, size * 0.44, size * 0.62, 6);
        g.lineStyle(2, COLORS.white, 0.9).strokeRoundedRect(c.x - size * 0.32, c.y - size * 0.2, size * 0.36, size * 0.54, 4);
      }),
    },
  ];
  addLabelledTiles(scene, into, tiles, box, compact);
}

/** The solo ranks of an island: each from its score up, the top one in gold. */
function drawRanks(scene: Phaser.Scene, into: Phaser.GameObjects.Container, island: IslandId, box: HowToBox, compact: boolean): void {
  // Rank 0 (under the first rank's total) is no rank to reach.
  const bounds = islandLadder(island)
    .slice(1)
    .map((band) => band.min);
  const gap = compact ? 6 : 10;
  const rowHeight = Math.min(compact ? 40 : 56, (box.height - (bounds.length - 1) * gap) / bounds.length);
  const width = Math.min(box.width, 440);
  const left = box.x + (box.width - width) / 2;
  const top = box.y + (box.height - bounds.length * rowHeight - (bounds.length - 1) * gap) / 2;
  const g = scene.add.graphics();
  into.add(g);
  const figure = Math.max(48, rowHeight * 1.5);
  // From the top rank down, as a ladder is read.
  [...bounds].reverse().forEach((bound, i) => {
    const rank = bounds.length - i;
    const y = top + i * (rowHeight + gap);
    const best = i === 0;
    g.fillStyle(best ? GOLD : COLORS.paperShade, 1).fillRoundedRect(left, y, width, rowHeight, 10);
    g.lineStyle(2, best ? COLORS.primaryDark : COLORS.paperEdge, 1).strokeRoundedRect(left, y, width, rowHeight, 10);
    g.fillStyle(best ? COLORS.primaryDark : COLORS.secondary, 1).fillRoundedRect(left + 4, y + 4, figure, rowHeight - 8, 8);
    const size = Math.min(compact ? 15 : 19, rowHeight * 0.42);
    into.add(addFigure(scene, left + 4 + figure / 2, y + rowHeight / 2, `${bound}+`, size, COLORS.white));
    const name = addText(scene, left + figure + 16, y + rowHeight / 2, `tucana:ranks.${rank}`, undefined, textStyle('label', { fontSize: `${size}px`, color: css(COLORS.ink) }))
      .setOrigin(0, 0.5)
      .fitWidth(width - figure - 24);
    into.add(name);
  });
}

export const tucanaHowTo: HowToBook = {
  pages: HOWTO_PAGES.map((page) => page.id),
  keyPrefix: 'tucana:howto.pages.',
  drawPicture(scene, into, id, box, compact) {
    const picture = HOWTO_PAGES.find((page) => page.id === id)?.picture;
    if (!picture) return;
    if (picture.kind === 'hexes') drawHexScene(scene, into, picture, box);
    else if (picture.kind === 'bonusCards') drawBonusCards(scene, into, box);
    else if (picture.kind === 'categories') drawCategories(scene, into, box, compact);
    else drawRanks(scene, into, picture.island, box, compact);
  },
};
