// The Ambassadors board: the painted map (map-art.ts) with the wonders on their plaques, green
// paths and orange shortcuts with their dots, ambush tokens, each seat's ambassadors as flags and
// its explorer as a figure, all drawn from a seat's view. It decides nothing: the screen gives it
// views, the stops the rules found reachable, and callbacks.
//
//   const board = new BoardView(scene, { seats, input: true, onFootstep: () => sounds.step() });
//   board.layout(rect, portrait, cover); // the map fits (or covers) the rect, its aspect kept (a phone zooms closer, onto the lit stops)
//   board.setDepth(DEPTHS.map);
//   board.update(view);                 // redraw from a seat's view (figures that walk keep walking)
//   board.highlightStops(spots, pick);  // pulsing rings (a phone zooms onto them); a tap near one (44 units) calls pick(spot)
//   board.clearHighlights();
//   await board.walk(seat, path);       // the figure hops dot by dot, onFootstep at each
//   await board.lightShortcut(p);       // orange path p lights up along its length
//   await board.springAmbush(spot);     // the token snaps up, the figure stops with a shake
//   board.showChain(wonders, color);    // a winning chain, for the scoring screen
//   board.spotOnScreen(spot);           // where a spot is on screen (cards and gold fly from there)
//   board.moving;                       // the map is gliding to another zoom (spots not where they will be)
//
// With reduced motion every animation ends at once in its final state. On a phone the map zooms
// (double tap, pinch, ctrl + wheel: ui/zoom-area.ts); wonder names keep their size on screen and
// show once there is room for them.
import Phaser from 'phaser';
import { animationDuration } from '../../../platform/settings';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { drawPaperCard } from '../../../ui/paper-card';
import { ornament, reducedMotion } from '../../../ui/motion';
import type { SeatMark } from '../../../ui/seat-symbols';
import { css, FONTS } from '../../../ui/theme';
import { ZoomArea } from '../../../ui/zoom-area';
import { board as checkedBoard, MAP, type AmbassadorsView, type Board } from '../rules/index';
import { openPaths } from '../play/screen-model';
import { boardGeometry, evenlyAlong, HIT_SIZE, labelBox, pickStop, placeLabels, placeMap, pointOnCurve, type BoardGeometry, type LabelSide, type LabelSpot, type MapPlacement, type PathCurve, type Point } from './board-geometry';
import { drawAmbushToken, drawFigure, drawFlag, drawWonderPlaque, GOLD, INK, PARCHMENT, PATH_GREEN, PATH_ORANGE, WONDER_STYLE } from './board-pieces';
import { ensureMapTexture } from './map-art';
import { MAP_HEIGHT, MAP_WIDTH } from './map-coasts';

/** Sizes in the map's units. */
const WONDER_R = 14;
const CITY_R = 17;
const DOT_R = 4.6;
const FIGURE_H = 22;
const FLAG_H = 11;
/** Colour-blind mode: flags large enough to read their seat's symbol on, fanned wider apart. */
const SYMBOL_FLAG_H = 32;
/** The height of the flags of `seats` on one wonder (the usual one when there are none). */
const flagHeight = (seats: readonly SeatMark[]): number => (seats.some((seat) => seat.symbol) ? SYMBOL_FLAG_H : FLAG_H);
const AMBUSH_R = 5.2;
/** Wonder names, in logical units on screen whatever the zoom; hidden below this many units per map unit. */
const LABEL_PX = 12;
const LABELS_FROM_SCALE = 0.55;
/** How close a double tap zooms: a phone needs more to reach a finger's width between dots. */
const CLOSE_SCALE = { portrait: 2.5, landscape: 1.8 } as const;
const HOP_MS = 170;
/** Where a wonder's name stands first when not below it: away from its paths, inside the map. */
const LABEL_SIDE: Readonly<Record<string, LabelSide>> = {
  unitedKingdom: 'above',
  venice: 'above',
  hagiaSophia: 'above',
  samarkand: 'above',
  lhasa: 'above',
  forbiddenCity: 'above',
  kyoto: 'above',
  rhodes: 'right',
  giza: 'left',
  greatZimbabwe: 'right',
};

export interface BoardViewOptions {
  /** Per seat: its colour and, in colour-blind mode, its symbol (`shownSeat`). */
  readonly seats: readonly SeatMark[];
  /** Taps reach the board (the play screen); the scoring screen's board only shows. */
  readonly input?: boolean;
  /** A figure's step onto a dot or a wonder (a footstep's sound). */
  readonly onFootstep?: () => void;
}

export class BoardView {
  /** Everything, zoomed and moved as one. */
  private readonly container: Phaser.GameObjects.Container;
  /** Paper under a map drawn to cover its area: zoomed out smaller than the area, it lies on it. */
  private readonly tray: Phaser.GameObjects.Graphics;
  private readonly scene: Phaser.Scene;
  private readonly board: Board;
  private readonly geometry: BoardGeometry;
  private readonly options: BoardViewOptions;
  private readonly root: Phaser.GameObjects.Container;
  private readonly map: Phaser.GameObjects.Image;
  private readonly paths: Phaser.GameObjects.Graphics;
  private readonly wonders: Phaser.GameObjects.Graphics;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly glow: Phaser.GameObjects.Graphics;
  private readonly chain: Phaser.GameObjects.Graphics;
  private readonly effects: Phaser.GameObjects.Container;
  private readonly figures: Phaser.GameObjects.Container[];
  private readonly labels: LocalizedText[];
  private readonly zoom: ZoomArea | null;
  private placement: MapPlacement = { x: 0, y: 0, scale: 1 };
  /** The part of the screen the map shows in: the whole map, or the rect it covers. */
  private area: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private closeScale: number = CLOSE_SCALE.landscape;
  private view: AmbassadorsView | null = null;
  private stops: readonly number[] = [];
  private onPick: ((spot: number) => void) | null = null;
  /** Seats whose figure is walking: an update leaves it where the walk has it. */
  private readonly walking = new Set<number>();
  /** Where a walk ended, until the next view says where the figure stands. */
  private readonly parked = new Map<number, number>();
  /** The mouse is over a lit stop (the cursor shows a hand). */
  private pointing = false;

  constructor(scene: Phaser.Scene, options: BoardViewOptions) {
    this.scene = scene;
    this.options = options;
    this.board = checkedBoard();
    this.geometry = boardGeometry(this.board);
    this.tray = scene.add.graphics();
    this.map = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0);
    this.paths = scene.add.graphics();
    this.wonders = scene.add.graphics();
    this.marks = scene.add.graphics();
    this.glow = scene.add.graphics();
    this.chain = scene.add.graphics();
    this.effects = scene.add.container(0, 0);
    this.figures = options.seats.map(({ color }, seat) => {
      const g = scene.add.graphics();
      drawFigure(g, color, 0, FIGURE_H * 0.15, FIGURE_H, seat);
      return scene.add.container(0, 0, [g]).setVisible(false);
    });
    this.labels = MAP.wonders.map((w) => {
      const label = new LocalizedText(scene, w.x, w.y, `ambassadors:wonders.${w.id}`, undefined, {
        fontFamily: FONTS.display,
        fontSize: `${LABEL_PX}px`,
        fontStyle: 'bold',
        color: css(INK),
        stroke: css(PARCHMENT),
        strokeThickness: 3,
      }).setOrigin(0, 0);
      return scene.add.existing(label);
    });
    this.root = scene.add.container(0, 0, [this.map, this.paths, this.chain, this.wonders, this.glow, this.marks, ...this.labels, ...this.figures, this.effects]);
    this.container = scene.add.container(0, 0, [this.root]);
    this.zoom = options.input
      ? new ZoomArea(scene, this.container, {
          tap: (at) => this.tap(at),
          zoomed: () => this.fitLabels(),
        })
      : null;
    if (options.input) {
      // A mouse over a lit stop shows the hand a link shows.
      const hover = (pointer: Phaser.Input.Pointer): void => this.setCursor(this.stopAt({ x: pointer.worldX, y: pointer.worldY }) >= 0);
      scene.input.on(Phaser.Input.Events.POINTER_MOVE, hover);
      scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.input.off(Phaser.Input.Events.POINTER_MOVE, hover));
    }
    this.drawWonders();
    // Reachable stops breathe, unless motion is reduced: the rings' alpha swings with the scenery.
    ornament(scene, { targets: this.glow, alpha: 0.45, duration: animationDuration(700), yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  /**
   * Fits the map into `rect`, its aspect kept; `cover`: the map fills the rect (an upright phone's
   * tall area), panned across what overflows.
   */
  layout(rect: Rect, portrait = rect.height > rect.width, cover = false): void {
    this.placement = placeMap(rect, cover);
    const { x, y, scale } = this.placement;
    const whole = { x, y, width: MAP_WIDTH * scale, height: MAP_HEIGHT * scale };
    this.area = cover ? rect : whole;
    if (cover) drawPaperCard(this.tray, rect, { radius: 6 });
    else this.tray.clear();
    this.root.setPosition(x, y).setScale(scale);
    const closeScale = portrait ? CLOSE_SCALE.portrait : CLOSE_SCALE.landscape;
    this.closeScale = closeScale;
    const pixels = scale * this.scene.cameras.main.zoom * closeScale;
    this.map.setTexture(ensureMapTexture(this.scene, pixels)).setDisplaySize(MAP_WIDTH, MAP_HEIGHT);
    // The zoom's area is the map in sight, so that zoomed in the map fills it edge to edge.
    if (this.zoom) this.zoom.layout(this.area, closeScale, whole);
    else this.container.setPosition(0, 0).setScale(1);
    // A new layout starts from the middle of the map: the stops lit, if any, are brought into sight again.
    this.focusOn(this.stops, true);
    this.fitLabels();
  }

  /** Drawn at `depth` among the scene's layers, the paper under the map just beneath it. */
  setDepth(depth: number): this {
    this.tray.setDepth(depth);
    this.container.setDepth(depth);
    return this;
  }

  /** The map is moving to another zoom (what lies where on screen is not settled yet). */
  get moving(): boolean {
    return this.zoom?.moving ?? false;
  }

  /** Input reaches the board only when nothing covers it (a dialog, the hand-over curtain). */
  setInputEnabled(on: boolean): void {
    this.zoom?.setEnabled(on);
  }

  update(view: AmbassadorsView): void {
    this.view = view;
    this.parked.clear();
    this.drawPaths();
    this.drawWonders();
    this.drawMarks();
    this.placeFigures();
    // Names may have changed language, and so width.
    this.fitLabels();
  }

  /**
   * Lights `spots` and calls `onPick` with the one a tap picks. Where the whole map is too small
   * for a finger (a phone), the map zooms onto new stops first (the same stops lit again leave the
   * zoom as the player left it).
   */
  highlightStops(spots: readonly number[], onPick: (spot: number) => void): void {
    const fresh = spots.length !== this.stops.length || spots.some((spot, i) => spot !== this.stops[i]);
    this.stops = spots.slice();
    this.onPick = onPick;
    if (fresh) this.focusOn(spots);
    const g = this.glow.clear();
    for (const spot of spots) {
      const p = this.spotAt(spot);
      const r = spot < this.board.wonders ? WONDER_R + 4 : DOT_R + 4;
      g.fillStyle(0xffd85a, 0.75).fillCircle(p.x, p.y, r + 2.5);
      g.lineStyle(2.6, 0xffffff, 1).strokeCircle(p.x, p.y, r);
      g.lineStyle(1.2, INK, 0.8).strokeCircle(p.x, p.y, r + 2.2);
    }
  }

  clearHighlights(): void {
    this.stops = [];
    this.onPick = null;
    this.glow.clear();
    this.setCursor(false);
  }

  /** The highlighted stops as they are on screen now (for the test bridge and for tests). */
  get stopsOnScreen(): readonly { readonly spot: number; readonly x: number; readonly y: number }[] {
    return this.stops.map((spot) => ({ spot, ...this.spotOnScreen(spot) }));
  }

  /** Where a spot is on screen, zoom included. */
  spotOnScreen(spot: number): Point {
    const p = this.spotAt(spot);
    const { x, y, scale } = this.placement;
    const laidOut = { x: x + p.x * scale, y: y + p.y * scale };
    return this.zoom ? this.zoom.toScreen(laidOut) : laidOut;
  }

  /** Walks `seat`'s figure along `path` (the spots entered, in order), a short hop per spot. */
  async walk(seat: number, path: readonly number[]): Promise<void> {
    const figure = this.figures[seat];
    if (!figure || path.length === 0) return;
    this.parked.set(seat, path[path.length - 1] as number);
    if (reducedMotion()) {
      this.placeFigures();
      return;
    }
    this.walking.add(seat);
    figure.setVisible(true);
    this.root.bringToTop(figure);
    for (const spot of path) {
      const to = this.spotAt(spot);
      await this.hop(figure, to);
      this.options.onFootstep?.();
    }
    this.walking.delete(seat);
    this.placeFigures();
  }

  /** The orange path `pathIndex` lights up from one end to the other (it has just opened). */
  lightShortcut(pathIndex: number): Promise<void> {
    const curve = this.geometry.curves[pathIndex];
    if (!curve || reducedMotion()) return Promise.resolve();
    const g = this.scene.add.graphics();
    this.effects.add(g);
    return new Promise((resolve) => {
      this.scene.tweens.addCounter({
        from: 0,
        to: 1,
        duration: animationDuration(700),
        ease: 'Sine.easeInOut',
        onUpdate: (tween) => {
          const t = tween.getValue() ?? 1;
          const points = Array.from({ length: 25 }, (_, i) => pointOnCurve(curve, (i / 24) * t));
          g.clear();
          g.lineStyle(9, 0xffd27a, 0.45).strokePoints(points as unknown as Phaser.Math.Vector2[]);
          g.lineStyle(4, 0xfff6d8, 1).strokePoints(points as unknown as Phaser.Math.Vector2[]);
          const tip = points[points.length - 1] as Point;
          g.fillStyle(0xffffff, 1).fillCircle(tip.x, tip.y, 4);
        },
        onComplete: () => {
          this.scene.tweens.add({
            targets: g,
            alpha: 0,
            duration: animationDuration(400),
            onComplete: () => {
              g.destroy();
              resolve();
            },
          });
        },
      });
    });
  }

  /** The ambush on `spot` springs: its token snaps up, and the figure standing there shakes. */
  springAmbush(spot: number): Promise<void> {
    if (reducedMotion()) return Promise.resolve();
    const p = this.spotAt(spot);
    const token = this.scene.add.graphics();
    drawAmbushToken(token, 0, 0, AMBUSH_R);
    token.setPosition(p.x, p.y).setScale(0.4);
    const ring = this.scene.add.graphics().lineStyle(2, 0xc8503f, 1).strokeCircle(0, 0, AMBUSH_R * 2).setPosition(p.x, p.y).setScale(0.5);
    this.effects.add([ring, token]);
    const figure = this.figures.find((f, seat) => f.visible && this.view?.boards[seat]?.spot === spot);
    return new Promise((resolve) => {
      this.scene.tweens.add({ targets: ring, scale: 2.2, alpha: 0, duration: animationDuration(420), ease: 'Cubic.easeOut' });
      this.scene.tweens.chain({
        targets: token,
        tweens: [
          { scale: 2.4, y: p.y - 14, duration: animationDuration(160), ease: 'Back.easeOut' },
          { scale: 1.8, y: p.y - 10, duration: animationDuration(260), ease: 'Sine.easeInOut' },
          { alpha: 0, scale: 1.2, duration: animationDuration(220), delay: animationDuration(200) },
        ],
        onComplete: () => {
          token.destroy();
          ring.destroy();
          resolve();
        },
      });
      if (figure) {
        const x = figure.x;
        this.scene.tweens.add({ targets: figure, x: x + 3, duration: animationDuration(45), yoyo: true, repeat: 4, ease: 'Sine.easeInOut', onComplete: () => figure.setX(x) });
      }
    });
  }

  /** A chain of wonders linked by their paths, drawn in `color` over the board (the winner's chain). */
  showChain(wonders: readonly number[], color: number = GOLD): void {
    const g = this.chain.clear();
    for (let i = 1; i < wonders.length; i++) {
      const curve = this.curveBetween(wonders[i - 1] as number, wonders[i] as number);
      if (!curve) continue;
      const points = Array.from({ length: 25 }, (_, k) => pointOnCurve(curve, k / 24)) as unknown as Phaser.Math.Vector2[];
      g.lineStyle(11, 0xffffff, 0.8).strokePoints(points);
      g.lineStyle(6, color, 1).strokePoints(points);
    }
    for (const w of wonders) {
      const p = this.spotAt(w);
      g.fillStyle(color, 0.35).fillCircle(p.x, p.y, WONDER_R + 7);
      g.lineStyle(3, color, 1).strokeCircle(p.x, p.y, WONDER_R + 6);
    }
  }

  clearChain(): void {
    this.chain.clear();
  }

  destroy(): void {
    this.tray.destroy();
    this.container.destroy();
  }

  // ---- drawing ---------------------------------------------------------------------------------

  private spotAt(spot: number): Point {
    return this.geometry.spots[spot] ?? { x: 0, y: 0 };
  }

  private curveBetween(a: number, b: number): PathCurve | null {
    const p = this.board.paths.findIndex((path) => (path.a === a && path.b === b) || (path.a === b && path.b === a));
    const curve = this.geometry.curves[p];
    if (!curve) return null;
    const path = this.board.paths[p];
    return path?.a === a ? curve : { from: curve.to, control: curve.control, to: curve.from };
  }

  private drawPaths(): void {
    const g = this.paths.clear();
    const opens = openPaths({ embassies: this.view?.embassies ?? [] });
    this.board.paths.forEach((path, p) => {
      const curve = this.geometry.curves[p] as PathCurve;
      const open = opens[p] === true;
      const colour = path.orange ? PATH_ORANGE : PATH_GREEN;
      const alpha = open ? 1 : 0.5;
      const line = Array.from({ length: 25 }, (_, k) => pointOnCurve(curve, k / 24));
      if (open) {
        g.lineStyle(5.5, INK, 0.35).strokePoints(line as unknown as Phaser.Math.Vector2[]);
        g.lineStyle(3, colour, 1).strokePoints(line as unknown as Phaser.Math.Vector2[]);
      } else {
        // Closed: a dashed, dim line.
        const dashes = evenlyAlong(curve, Math.max(6, path.dots * 4));
        g.lineStyle(2.4, colour, alpha);
        for (let k = 0; k + 1 < dashes.length; k += 2) {
          const a = dashes[k] as Point, b = dashes[k + 1] as Point;
          g.lineBetween(a.x, a.y, b.x, b.y);
        }
      }
      for (let d = 0; d < path.dots; d++) {
        const dot = this.spotAt(path.firstDot + d);
        g.fillStyle(INK, 0.3 * alpha).fillCircle(dot.x + 0.6, dot.y + 1, DOT_R);
        g.fillStyle(PARCHMENT, open ? 1 : 0.75).fillCircle(dot.x, dot.y, DOT_R);
        g.lineStyle(1.8, colour, alpha).strokeCircle(dot.x, dot.y, DOT_R);
      }
    });
  }

  private drawWonders(): void {
    const g = this.wonders.clear();
    const view = this.view;
    const claims = view?.claims ?? [];
    const target = view ? view.boards[view.seat ?? view.turn.player]?.trip.target : undefined;
    MAP.wonders.forEach((wonder, w) => {
      const p = this.spotAt(w);
      const r = wonder.city ? CITY_R : WONDER_R;
      if (w === target) g.lineStyle(2, INK, 0.8).strokeCircle(p.x, p.y, r + 5).lineStyle(1, INK, 0.8).strokeCircle(p.x, p.y, r + 8);
      const claimer = claims[w] ?? -1;
      const rim = claimer >= 0 ? (this.options.seats[claimer]?.color ?? GOLD) : wonder.city ? GOLD : PARCHMENT;
      drawWonderPlaque(g, WONDER_STYLE[wonder.id] ?? 'temple', p.x, p.y, r, rim);
      if (wonder.start !== undefined) {
        const bx = p.x - r * 0.78, by = p.y - r * 0.78;
        g.fillStyle(INK, 1).fillCircle(bx, by, 5.5);
        g.lineStyle(1, PARCHMENT, 1).strokeCircle(bx, by, 5.5);
        this.startPip(g, bx, by, wonder.start);
      }
    });
  }

  /** A start wonder's number as pips (dice-like): no text, so it reads in any language. */
  private startPip(g: Phaser.GameObjects.Graphics, x: number, y: number, n: number): void {
    const at: Record<number, readonly (readonly [number, number])[]> = {
      1: [[0, 0]],
      2: [[-1.6, 0], [1.6, 0]],
      3: [[-2, 1.3], [0, -1.7], [2, 1.3]],
      4: [[-1.6, -1.6], [1.6, -1.6], [-1.6, 1.6], [1.6, 1.6]],
    };
    g.fillStyle(PARCHMENT, 1);
    for (const [dx, dy] of at[n] ?? []) g.fillCircle(x + dx, y + dy, 1.05);
  }

  private drawMarks(): void {
    const g = this.marks.clear();
    const view = this.view;
    if (!view) return;
    for (const spot of view.ambushes) {
      const p = this.spotAt(spot);
      drawAmbushToken(g, p.x, p.y, AMBUSH_R);
    }
    // Ambassadors: a flag per seat, fanned along the plaque's top.
    view.embassies.forEach((_, w) => {
      const seats = this.flagsOn(w);
      const p = this.spotAt(w);
      const h = flagHeight(seats);
      seats.forEach((seat, k) => {
        const dx = ((k - (seats.length - 1) / 2) * 7 * h) / FLAG_H + 3;
        drawFlag(g, seat, p.x + dx, p.y - WONDER_R + 3, h);
      });
    });
  }

  /** The seats whose flags stand on wonder `w`. */
  private flagsOn(w: number): SeatMark[] {
    const bits = this.view?.embassies[w] ?? 0;
    return this.options.seats.filter((_, s) => (bits & (1 << s)) !== 0);
  }

  private placeFigures(): void {
    const view = this.view;
    if (!view) return;
    const bySpot = new Map<number, number[]>();
    view.boards.forEach((seat, s) => {
      const spot = this.parked.get(s) ?? seat.spot;
      bySpot.set(spot, [...(bySpot.get(spot) ?? []), s]);
    });
    for (const [spot, seats] of bySpot) {
      const p = this.spotAt(spot);
      seats.forEach((s, k) => {
        const figure = this.figures[s];
        if (!figure || this.walking.has(s)) return;
        // Explorers sharing a wonder stand side by side before it.
        const dx = (k - (seats.length - 1) / 2) * 9;
        figure.setVisible(true).setPosition(p.x + dx, p.y + (spot < this.board.wonders ? 6 : 0));
      });
    }
  }

  private hop(figure: Phaser.GameObjects.Container, to: Point): Promise<void> {
    const from = { x: figure.x, y: figure.y };
    return new Promise((resolve) => {
      this.scene.tweens.addCounter({
        from: 0,
        to: 1,
        duration: animationDuration(HOP_MS),
        ease: 'Sine.easeInOut',
        onUpdate: (tween) => {
          const t = tween.getValue() ?? 1;
          figure.setPosition(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t - Math.sin(Math.PI * t) * 7);
        },
        onComplete: () => {
          figure.setPosition(to.x, to.y);
          resolve();
        },
      });
    });
  }

  /**
   * Zooms onto `spots` when the map, drawn in full, is smaller than a double tap's zoom would make
   * it; a map larger than its area (drawn to cover it) pans them into sight, or zooms out to them.
   * At once after a new layout.
   */
  private focusOn(spots: readonly number[], atOnce = false): void {
    const zoom = this.zoom;
    if (!zoom || spots.length === 0 || this.closeScale <= CLOSE_SCALE.landscape) return;
    const { x, y, scale } = this.placement;
    const points = spots.map((spot) => this.spotAt(spot)).map((p) => ({ x: x + p.x * scale, y: y + p.y * scale }));
    const allInSight = points.every((p) => zoom.shows(zoom.toScreen(p)));
    // The player's own zoom stays while it shows every lit stop.
    if (zoom.zoomedIn && allInSight) return;
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const pad = HIT_SIZE;
    const width = Math.max(...xs) - Math.min(...xs) + 2 * pad, height = Math.max(...ys) - Math.min(...ys) + 2 * pad;
    const area = this.area;
    const fits = Math.min(this.closeScale, area.width / width, area.height / height);
    // Stops spread wider than a map drawn to cover its area: zoomed out until they all show.
    const closer = fits > 1.2 ? fits : Math.min(1, fits);
    const cx = (Math.max(...xs) + Math.min(...xs)) / 2, cy = (Math.max(...ys) + Math.min(...ys)) / 2;
    const target = { scale: closer, x: area.x + area.width / 2 - cx * closer, y: area.y + area.height / 2 - cy * closer };
    if (closer !== 1 || !allInSight) zoom.zoomTo(target, atOnce);
  }

  /**
   * Names keep their size on screen; they show once the map is large enough to hold them, each on
   * a side of its plaque where it meets no other name or plaque and stays inside the part of the
   * map in sight (a name with no such side waits for a closer zoom).
   */
  private fitLabels(): void {
    const scale = this.placement.scale * (this.zoom?.zoom.scale ?? 1);
    const spots: LabelSpot[] = this.labels.map((label, w) => {
      const wonder = MAP.wonders[w];
      const raised = flagHeight(this.flagsOn(w)) - FLAG_H;
      return { at: this.spotAt(w), radius: (wonder?.city ? CITY_R : WONDER_R) + 2, width: label.width / scale, height: label.height / scale, preferred: LABEL_SIDE[wonder?.id ?? ''] ?? 'below', raised };
    });
    const sides = scale >= LABELS_FROM_SCALE ? placeLabels(spots, this.mapInSight()) : [];
    this.labels.forEach((label, w) => {
      const side = sides[w] ?? null;
      const box = side === null ? null : labelBox(spots[w] as LabelSpot, side);
      label.setScale(1 / scale).setVisible(box !== null);
      if (box) label.setPosition(box.x, box.y);
    });
  }

  /** The part of the map on screen, in the map's units: all of it unless zoomed in or drawn to cover its area. */
  private mapInSight(): { x: number; y: number; width: number; height: number } {
    const { x, y, scale } = this.placement;
    const toMap = (screen: Point): Point => {
      const laid = this.zoom ? this.zoom.toPicture(screen) : screen;
      return { x: (laid.x - x) / scale, y: (laid.y - y) / scale };
    };
    const area = this.area;
    const from = toMap({ x: area.x, y: area.y });
    const to = toMap({ x: area.x + area.width, y: area.y + area.height });
    return { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y };
  }

  /** The index of the lit stop a pointer at `at` would pick, or -1. */
  private stopAt(at: Point): number {
    if (!this.onPick || this.stops.length === 0 || (this.zoom && !this.zoom.shows(at))) return -1;
    return pickStop(this.stops.map((spot) => this.spotOnScreen(spot)), at);
  }

  private tap(at: Point): void {
    const picked = this.stopAt(at);
    if (picked >= 0) this.onPick?.(this.stops[picked] as number);
  }

  /** Only on a change: buttons elsewhere set the cursor as the pointer goes over them. */
  private setCursor(pointing: boolean): void {
    if (pointing === this.pointing) return;
    this.pointing = pointing;
    const canvas = this.scene.sys.game.canvas as HTMLCanvasElement | undefined;
    if (canvas) canvas.style.cursor = pointing ? 'pointer' : '';
  }
}

