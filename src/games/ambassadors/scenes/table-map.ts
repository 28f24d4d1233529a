// The map as the play and scoring screens draw it: wonders, paths of dots (green, and orange
// shortcuts, dim while closed), each seat's embassies and figure, ambushes, and the spots the
// person acting may tap lit up. It reads what it draws from the view and the content's map; a tap
// near a lit spot reports that spot, and the screen asks the rules what it means.
import Phaser from 'phaser';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { COLORS, FONTS, css } from '../../../ui/theme';
import { MAP, board, pathOpen } from '../rules/index';

/** The content's map is laid out in a box of this size (rules/map.ts). */
const MAP_BOX = { width: 1000, height: 600 } as const;
const PAPER = 0xf3e6c4;
const SEA = 0xbcd8df;
const GREEN = 0x4f8a3a;
const ORANGE = 0xe07b24;

export interface MapDrawing {
  readonly spots: readonly number[];
  readonly colors: readonly number[];
  readonly embassies: readonly number[];
  readonly ambushes: readonly number[];
  /** Spots the acting person may tap now. */
  readonly lit: readonly number[];
  /** The viewer's trip target, ringed. */
  readonly target: number | null;
  /** Wonders to draw as a chain (the scoring screen's winning chain), in the winner's colour. */
  readonly chain?: { readonly wonders: readonly number[]; readonly color: number };
}

export class TableMap {
  private readonly scene: Phaser.Scene;
  private readonly ground: Phaser.GameObjects.Graphics;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly labels: LocalizedText[];
  private readonly figures: Phaser.GameObjects.Container[];
  private readonly zone: Phaser.GameObjects.Zone;
  private area: Rect = { x: 0, y: 0, width: 1000, height: 600 };
  private scale = 1;
  private drawing: MapDrawing | null = null;
  /** Figures whose walk is being shown: the view's spot waits until the walk ends. */
  private readonly walking = new Set<number>();

  constructor(scene: Phaser.Scene, players: number, onTap: ((spot: number) => void) | null) {
    this.scene = scene;
    this.ground = scene.add.graphics();
    this.marks = scene.add.graphics();
    this.labels = MAP.wonders.map((w) => scene.add.existing(new LocalizedText(scene, 0, 0, `ambassadors:wonders.${w.id}`, undefined, { fontFamily: FONTS.display, fontSize: '13px', color: css(COLORS.ink) }).setOrigin(0.5, 0)));
    this.figures = Array.from({ length: players }, () => scene.add.container(0, 0, [scene.add.circle(0, 3, 11, COLORS.shadow, 0.3), scene.add.circle(0, 0, 11, COLORS.white).setStrokeStyle(3, COLORS.white)]));
    this.zone = scene.add.zone(0, 0, 10, 10).setOrigin(0);
    if (onTap) {
      this.zone.setInteractive({ useHandCursor: true });
      this.zone.on('pointerup', (pointer: Phaser.Input.Pointer) => {
        const spot = this.litSpotNear(pointer.worldX, pointer.worldY);
        if (spot !== null) onTap(spot);
      });
    }
  }

  setDepth(depth: number): this {
    for (const o of [this.ground, this.marks, this.zone, ...this.labels, ...this.figures]) o.setDepth(depth);
    for (const f of this.figures) f.setDepth(depth + 1);
    return this;
  }

  /** Fits the map in `rect`, keeping its shape; `compact` on phones (no wonder names). */
  place(rect: Rect, compact: boolean): void {
    this.scale = Math.min(rect.width / MAP_BOX.width, rect.height / MAP_BOX.height);
    const width = MAP_BOX.width * this.scale;
    const height = MAP_BOX.height * this.scale;
    this.area = { x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width, height };
    this.zone.setPosition(this.area.x, this.area.y).setSize(width, height);
    this.labels.forEach((label, w) => {
      const wonder = MAP.wonders[w];
      const p = this.spotPoint(w);
      // Phones: only the City's name; the trip card names the rest.
      label.setVisible(!compact || wonder?.city === true).setBaseFontSize(compact ? 10 : Math.max(11, Math.round(13 * this.scale * 1.25))).setPosition(p.x, p.y + 10 * Math.max(1, this.scale * 1.3));
    });
    for (const f of this.figures) f.setScale(Math.max(0.7, this.scale * 1.2));
    // A walk under way when the map moves ends where the view says.
    this.walking.clear();
    if (this.drawing) this.render(this.drawing);
  }

  /** The screen point of a spot: a wonder's place, or a dot spaced evenly along its path. */
  spotPoint(spot: number): { x: number; y: number } {
    const b = board();
    const local = ((): { x: number; y: number } => {
      if (spot < b.wonders) return MAP.wonders[spot] as { x: number; y: number };
      const path = b.paths[b.pathOf[spot] as number];
      if (!path) return { x: 0, y: 0 };
      const a = MAP.wonders[path.a] as { x: number; y: number };
      const z = MAP.wonders[path.b] as { x: number; y: number };
      const f = (spot - path.firstDot + 1) / (path.dots + 1);
      return { x: a.x + (z.x - a.x) * f, y: a.y + (z.y - a.y) * f };
    })();
    return { x: this.area.x + local.x * this.scale, y: this.area.y + local.y * this.scale };
  }

  /** Shows a figure walking from spot to spot; resolves when it has arrived. */
  walk(player: number, to: number, ms: number): Promise<void> {
    const figure = this.figures[player];
    if (!figure) return Promise.resolve();
    this.walking.add(player);
    const p = this.spotPoint(to);
    return new Promise((resolve) => {
      this.scene.tweens.add({ targets: figure, x: p.x, y: p.y, duration: ms, ease: 'Sine.easeInOut', onComplete: () => resolve() });
    });
  }

  /** The walks shown: figures follow the view again. */
  walked(): void {
    this.walking.clear();
    if (this.drawing) this.render(this.drawing);
  }

  render(d: MapDrawing): void {
    this.drawing = d;
    const b = board();
    const s = this.scale;
    const g = this.ground.clear();
    g.fillStyle(SEA, 1).fillRoundedRect(this.area.x, this.area.y, this.area.width, this.area.height, 14 * s + 4);
    g.fillStyle(PAPER, 1).fillRoundedRect(this.area.x + 6, this.area.y + 6, this.area.width - 12, this.area.height - 12, 12 * s + 3);
    const dotR = Math.max(2.5, 5 * s);
    b.paths.forEach((path, p) => {
      const open = pathOpen(b, d.embassies, p);
      const colour = path.orange ? ORANGE : GREEN;
      const a = this.spotPoint(path.a);
      const z = this.spotPoint(path.b);
      g.lineStyle(Math.max(2, 4 * s), colour, path.orange && !open ? 0.3 : 0.75).lineBetween(a.x, a.y, z.x, z.y);
      for (let i = 0; i < path.dots; i++) {
        const at = this.spotPoint(path.firstDot + i);
        g.fillStyle(COLORS.white, 1).fillCircle(at.x, at.y, dotR + 1.5).fillStyle(colour, path.orange && !open ? 0.4 : 1).fillCircle(at.x, at.y, dotR);
      }
    });
    if (d.chain) {
      g.lineStyle(Math.max(4, 9 * s), d.chain.color, 0.85);
      for (let i = 1; i < d.chain.wonders.length; i++) {
        const a = this.spotPoint(d.chain.wonders[i - 1] as number);
        const z = this.spotPoint(d.chain.wonders[i] as number);
        g.lineBetween(a.x, a.y, z.x, z.y);
      }
    }
    const wonderR = Math.max(7, 15 * s);
    MAP.wonders.forEach((wonder, w) => {
      const p = this.spotPoint(w);
      g.fillStyle(COLORS.shadow, 0.25).fillCircle(p.x + 1, p.y + 2, wonderR);
      g.fillStyle(wonder.city ? 0xd9a520 : wonder.start ? 0x7a5230 : 0x9c7a4f, 1).fillCircle(p.x, p.y, wonderR);
      g.lineStyle(Math.max(1.5, 3 * s), COLORS.white, 1).strokeCircle(p.x, p.y, wonderR);
      // Embassies: a flag per seat around the wonder.
      const mask = d.embassies[w] ?? 0;
      d.colors.forEach((color, seat) => {
        if (!((mask >> seat) & 1)) return;
        const angle = -Math.PI / 2 + (seat - 1.5) * 0.7;
        const fx = p.x + Math.cos(angle) * wonderR * 1.15;
        const fy = p.y + Math.sin(angle) * wonderR * 1.15;
        g.fillStyle(color, 1).fillRect(fx - wonderR * 0.3, fy - wonderR * 0.3, wonderR * 0.6, wonderR * 0.6).lineStyle(1.5, COLORS.white, 1).strokeRect(fx - wonderR * 0.3, fy - wonderR * 0.3, wonderR * 0.6, wonderR * 0.6);
      });
    });
    const m = this.marks.clear();
    for (const dot of d.ambushes) {
      const p = this.spotPoint(dot);
      const r = dotR + 4;
      m.fillStyle(0x3b2a1a, 1).fillTriangle(p.x, p.y - r, p.x - r, p.y + r * 0.8, p.x + r, p.y + r * 0.8);
    }
    if (d.target !== null) {
      const p = this.spotPoint(d.target);
      m.lineStyle(Math.max(2, 4 * s), COLORS.primary, 1).strokeCircle(p.x, p.y, wonderR + 6);
    }
    for (const spot of d.lit) {
      const p = this.spotPoint(spot);
      const r = spot < b.wonders ? wonderR + 4 : dotR + 6;
      m.fillStyle(0xfff3a0, 0.55).fillCircle(p.x, p.y, r).lineStyle(3, 0xffb000, 1).strokeCircle(p.x, p.y, r);
    }
    // Figures sharing a wonder stand side by side.
    d.spots.forEach((spot, player) => {
      const figure = this.figures[player];
      if (!figure) return;
      (figure.list[1] as Phaser.GameObjects.Arc).setFillStyle(d.colors[player] ?? COLORS.ink);
      if (this.walking.has(player)) return;
      const sharing = d.spots.filter((other) => other === spot).length;
      const order = d.spots.slice(0, player).filter((other) => other === spot).length;
      const p = this.spotPoint(spot);
      const shift = sharing > 1 ? (order - (sharing - 1) / 2) * 14 * Math.max(0.7, s * 1.2) : 0;
      figure.setPosition(p.x + shift, p.y - (spot < b.wonders ? wonderR * 0.4 : 0));
    });
  }

  private litSpotNear(x: number, y: number): number | null {
    let best: number | null = null;
    let bestGap = Math.max(22, 30 * this.scale);
    for (const spot of this.drawing?.lit ?? []) {
      const p = this.spotPoint(spot);
      const gap = Math.hypot(p.x - x, p.y - y);
      if (gap < bestGap) {
        best = spot;
        bestGap = gap;
      }
    }
    return best;
  }
}
