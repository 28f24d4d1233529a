// A Tucana sheet on screen: the island (drawn once per layout), one player's segments, the
// letters of their villages, the sights they have circled, and, for the player drawing, the
// pairs of hexes the rules allow (`legalEdges`), the hex chosen first and the keyboard cursor.
// It decides nothing: a tap or a drag is handed to the scene as hexes.
import Phaser from 'phaser';
import { LETTERS, type Island, type Letter } from '../rules/index';
import type { Rect } from '../../../ui/layout';
import { reducedMotion } from '../../../ui/motion';
import { COLORS, FONTS, MIN_TEXT_PX, css } from '../../../ui/theme';
import { textResolution } from '../../../ui/layout';
import { asPoints, drawHex, drawSea, drawSight, drawVillage } from './island-art';
import { fitHexes, hexAt, hexCorners, type HexLayout, type Point } from './hex-geometry';

export interface SheetDrawing {
  /** Per edge: 0, or 1 + the round its segment was drawn in. */
  readonly segments: readonly number[];
  /** Segments of the open turn not yet confirmed (drawn brighter, dashed ends). */
  readonly fresh: readonly number[];
  readonly sights: readonly boolean[];
  /** Per village: its letter on this sheet. */
  readonly letters: readonly Letter[];
  readonly pairs: readonly boolean[];
  readonly color: number;
  readonly legalEdges: readonly number[];
  readonly selected: number | null;
  readonly cursor: number | null;
}

export interface IslandInput {
  /** A tap (or a click) on a hex. */
  readonly tap: (hex: number) => void;
  /** A drag from one hex to another. */
  readonly drag: (from: number, to: number) => void;
}

export class IslandView {
  readonly root: Phaser.GameObjects.Container;
  private readonly scene: Phaser.Scene;
  private readonly island: Island;
  private readonly base: Phaser.GameObjects.Graphics;
  private readonly features: Phaser.GameObjects.Graphics;
  private readonly lines: Phaser.GameObjects.Graphics;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly letters: Phaser.GameObjects.Text[];
  private readonly zone: Phaser.GameObjects.Zone | null;
  private hexes: HexLayout = { radius: 1, centres: [] };
  private drawing: SheetDrawing | null = null;
  private pressed = -1;
  private pulse = 0;

  constructor(scene: Phaser.Scene, island: Island, input: IslandInput | null) {
    this.scene = scene;
    this.island = island;
    this.base = scene.add.graphics();
    this.features = scene.add.graphics();
    this.lines = scene.add.graphics();
    this.marks = scene.add.graphics();
    this.letters = island.villages.map(() =>
      scene.add.text(0, 0, '', { fontFamily: FONTS.body, fontStyle: 'bold', color: css(COLORS.white), resolution: textResolution() }).setOrigin(0.5),
    );
    this.zone = input ? scene.add.zone(0, 0, 1, 1).setOrigin(0).setInteractive({ useHandCursor: true }) : null;
    // Segments run from centre to centre under the villages' and sights' plaques.
    this.root = scene.add.container(0, 0, [this.base, this.lines, this.features, ...this.letters, this.marks, ...(this.zone ? [this.zone] : [])]);
    if (input && this.zone) {
      this.zone.on('pointerdown', (p: Phaser.Input.Pointer) => (this.pressed = this.hexUnder(p)));
      this.zone.on('pointerup', (p: Phaser.Input.Pointer) => {
        const from = this.pressed;
        this.pressed = -1;
        const to = this.hexUnder(p);
        if (to < 0) return;
        if (from >= 0 && from !== to) input.drag(from, to);
        else input.tap(to);
      });
    }
    // Legal hexes breathe, unless motion is reduced.
    scene.tweens.addCounter({
      from: 0,
      to: 1,
      duration: 900,
      yoyo: true,
      repeat: -1,
      onUpdate: (tween) => {
        if (reducedMotion() || !this.drawing || this.drawing.legalEdges.length === 0) return;
        this.pulse = tween.getValue() ?? 0;
        this.drawMarks();
      },
    });
  }

  get layout(): HexLayout {
    return this.hexes;
  }

  /** The hex under a pointer (its position in this view's scene). */
  private hexUnder(pointer: Phaser.Input.Pointer): number {
    const world = this.scene.cameras.main.getWorldPoint(pointer.x, pointer.y);
    return hexAt(this.hexes, { x: world.x - this.root.x, y: world.y - this.root.y });
  }

  setVisible(on: boolean): this {
    this.root.setVisible(on);
    return this;
  }

  setDepth(depth: number): this {
    this.root.setDepth(depth);
    return this;
  }

  place(area: Rect): void {
    this.hexes = fitHexes(this.island.q, this.island.r, { x: 0, y: 0, width: area.width, height: area.height });
    this.root.setPosition(area.x, area.y);
    this.zone?.setSize(area.width, area.height);
    if (this.zone?.input) this.zone.input.hitArea.setTo(0, 0, area.width, area.height);
    const { radius, centres } = this.hexes;
    this.base.clear();
    drawSea(this.base, centres, this.island.coast, radius);
    centres.forEach((c, h) => drawHex(this.base, c, radius, this.island.terrain[h] as number, h));
    this.letters.forEach((text, v) => {
      const c = centres[this.island.villages[v] as number] as Point;
      text.setPosition(c.x, c.y).setFontSize(Math.max(MIN_TEXT_PX, Math.round(radius * 0.62)));
    });
    if (this.drawing) this.render(this.drawing);
  }

  render(drawing: SheetDrawing): void {
    this.drawing = drawing;
    const { radius, centres } = this.hexes;
    if (centres.length === 0) return;
    const f = this.features.clear();
    this.island.villages.forEach((hex, v) => {
      const letter = drawing.letters[v] as Letter;
      drawVillage(f, centres[hex] as Point, radius, LETTERS.indexOf(letter));
      (this.letters[v] as Phaser.GameObjects.Text).setText(letter);
    });
    // Joined pairs: a golden ring round both villages.
    drawing.pairs.forEach((joined, l) => {
      if (!joined) return;
      this.island.villages.forEach((hex, v) => {
        if (drawing.letters[v] === LETTERS[l]) f.lineStyle(Math.max(2, radius * 0.12), 0xe0a526, 1).strokeCircle((centres[hex] as Point).x, (centres[hex] as Point).y, radius * 0.78);
      });
    });
    this.island.sights.forEach((hex, s) => drawSight(f, centres[hex] as Point, radius, this.island.sightKinds[s] as number, drawing.sights[s] === true));
    this.drawLines();
    this.drawMarks();
  }

  private drawLines(): void {
    const drawing = this.drawing;
    if (!drawing) return;
    const { radius, centres } = this.hexes;
    const g = this.lines.clear();
    const width = Math.max(3, radius * 0.26);
    const fresh = new Set(drawing.fresh);
    const ends = (e: number): [Point, Point] => [centres[this.island.edgeHexes[2 * e] as number] as Point, centres[this.island.edgeHexes[2 * e + 1] as number] as Point];
    drawing.segments.forEach((round, e) => {
      if (round === 0 && !fresh.has(e)) return;
      const [a, b] = ends(e);
      g.lineStyle(width + 4, 0x2a1d12, 0.75).lineBetween(a.x, a.y, b.x, b.y);
      g.lineStyle(width, fresh.has(e) ? COLORS.focus : drawing.color, 1).lineBetween(a.x, a.y, b.x, b.y);
      g.fillStyle(0x2a1d12, 0.85).fillCircle(a.x, a.y, width * 0.55).fillCircle(b.x, b.y, width * 0.55);
    });
  }

  /** The hexes of the legal pairs, the partners of the chosen hex, the choice and the cursor. */
  private drawMarks(): void {
    const drawing = this.drawing;
    const g = this.marks.clear();
    if (!drawing) return;
    const { radius, centres } = this.hexes;
    const partners = new Set<number>();
    const ends = new Set<number>();
    for (const e of drawing.legalEdges) {
      const a = this.island.edgeHexes[2 * e] as number;
      const b = this.island.edgeHexes[2 * e + 1] as number;
      ends.add(a).add(b);
      if (drawing.selected === a) partners.add(b);
      if (drawing.selected === b) partners.add(a);
    }
    const glow = 0.45 + 0.35 * this.pulse;
    const ring = (hex: number, color: number, alpha: number, scale: number, thick: number): void => {
      g.lineStyle(Math.max(2, radius * thick), color, alpha);
      g.strokePoints(asPoints(hexCorners(centres[hex] as Point, radius * scale)), true, true);
    };
    if (drawing.selected === null) for (const h of ends) ring(h, COLORS.white, glow, 0.86, 0.1);
    for (const h of partners) {
      g.fillStyle(COLORS.focus, 0.25 + 0.2 * this.pulse).fillPoints(asPoints(hexCorners(centres[h] as Point, radius * 0.86)), true);
      ring(h, COLORS.focus, 0.95, 0.86, 0.12);
    }
    if (drawing.selected !== null && centres[drawing.selected]) ring(drawing.selected, COLORS.primaryDark, 1, 0.9, 0.16);
    if (drawing.cursor !== null && centres[drawing.cursor]) ring(drawing.cursor, COLORS.secondaryDark, 1, 1.02, 0.1);
  }

  /** Where a hex's centre is in the scene. */
  hexPoint(hex: number): Point {
    const c = this.hexes.centres[hex] ?? { x: 0, y: 0 };
    return { x: this.root.x + c.x, y: this.root.y + c.y };
  }

  get radius(): number {
    return this.hexes.radius;
  }
}
