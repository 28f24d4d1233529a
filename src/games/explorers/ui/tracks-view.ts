// The shared tracks: the four temples (A–D) and the achievements in play. Values struck for
// everybody are crossed out; each player's claimed position carries their colour, the viewer's
// is circled. End-of-game achievements show what the viewer would score now.
import Phaser from 'phaser';
import { QUADRANTS, isRace, type AchievementId, type PlayerView, type Track } from '../rules/index';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { objectTexture } from './terrain-style';
import { FigureReuse } from '../../../ui/figure-reuse';
import { SeatDot } from '../../../ui/seat-dot';
import { claimDots } from './claim-dots';
import { shownSeat } from '../../../shell/shown-pen';
import { explorers } from '../index';
import { COLORS, css, textStyle } from '../../../ui/theme';
import type { Tooltip } from '../../../ui/tooltip';

export interface TracksData {
  /** The game as the viewer may see it (others' Xs of this step hidden). */
  readonly view: PlayerView;
  readonly viewer: number;
  readonly colors: readonly number[];
}

/** A race's name on its own line, in units of the row height. */
const NAME_LINE = 0.8;
/** The four temple rows and the gap below them, in row units. */
const TEMPLE_ROWS = 4.3;
/** One achievement's row, in row units. */
const ACHIEVEMENT_ROW = 1.05;

export class TracksView {
  private readonly scene: Phaser.Scene;
  private readonly tips: Tooltip;
  private readonly root: Phaser.GameObjects.Container;
  private readonly dynamic: Phaser.GameObjects.Container;
  private readonly figures: FigureReuse;
  private readonly templesLabel: LocalizedText;
  private readonly achievementsLabel: LocalizedText;
  private names: LocalizedText[] = [];
  /** The claimers' dots of the drawing under way, added last. */
  private dots: SeatDot[] = [];
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private u = 24;
  private compact = false;
  private data: TracksData | null = null;
  /** What the tracks show now (see `update`). */
  private drawn = '';

  constructor(scene: Phaser.Scene, parent: Phaser.GameObjects.Container, tips: Tooltip) {
    this.scene = scene;
    this.tips = tips;
    this.templesLabel = new LocalizedText(scene, 0, 0, 'play.sheet.temples', undefined, textStyle('label'));
    this.achievementsLabel = new LocalizedText(scene, 0, 0, 'play.sheet.achievements', undefined, textStyle('label'));
    this.dynamic = scene.add.container(0, 0);
    this.figures = new FigureReuse(scene, this.dynamic);
    this.root = scene.add.container(0, 0, [this.templesLabel, this.achievementsLabel, this.dynamic]);
    parent.add(this.root);
  }

  layout(rect: Rect, compact: boolean): void {
    this.rect = rect;
    this.compact = compact;
    this.drawn = '';
    if (this.data) this.update(this.data);
  }

  /**
   * The row unit for these achievements, and whether each race's name gets a line of its own
   * above its values (beside them it shrinks past reading). The unit gives up a little of its
   * size, down to a floor, to make room for those lines.
   */
  private fit(achievements: number, races: number): { u: number; stacked: boolean } {
    const { height } = this.rect;
    const [floor, cap] = this.compact ? [14.5, 17] : [22, 30];
    // Section titles (desktop only) are 0.58 u type: about 0.8 u with their gap.
    const titles = this.compact ? 0 : achievements > 0 ? 1.6 : 0.8;
    const rows = TEMPLE_ROWS + ACHIEVEMENT_ROW * achievements + titles;
    const stackedU = height / (rows + NAME_LINE * races);
    if (races > 0 && stackedU >= floor) return { u: Math.min(cap, stackedU), stacked: true };
    return { u: Math.max(floor, Math.min(cap, height / rows)), stacked: false };
  }

  /** Where the viewer's claimed value on a temple track sits, for the flying temple icon. */
  templeTarget(quadrant: number): { x: number; y: number } {
    const u = this.u;
    return { x: this.rect.x + u * 0.5, y: this.rect.y + (this.compact ? 0 : this.templesLabel.height + 2) + u * (quadrant + 0.5) };
  }

  /** Redraws only when something shown has changed: most turns change nothing here. */
  update(data: TracksData): void {
    this.data = data;
    const { view, viewer } = data;
    // What each end-of-game achievement would give the viewer now (races show their track).
    const points = view.boards[viewer]?.achievementPoints ?? [];
    const drawn = JSON.stringify([view.temples, view.raceTracks, view.boards.map((b) => [b.temples, b.races]), points, viewer, data.colors]);
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    this.figures.begin();
    for (const name of this.names) name.destroy();
    this.names = [];
    const races = view.achievements.filter(isRace).length;
    const { u, stacked } = this.fit(view.achievements.length, races);
    this.u = u;
    for (const label of [this.templesLabel, this.achievementsLabel]) label.setBaseFontSize(Math.round(u * 0.58));
    const { x, y, width } = this.rect;
    const side = view.sides.temples;
    // Phones: no section titles (the temple icons and achievement names say enough).
    this.templesLabel.setPosition(x, y).setVisible(!this.compact);
    let row = y + (this.compact ? 0 : this.templesLabel.height + 2);
    const valuesLeft = x + u * 1.3;
    // Expert temples also give bonus Xs: a badge beside each value (on phones, the tooltip
    // tells). The values then spread and move left to make room for it beside their rim.
    const badges = !this.compact && view.sheet.templeBonusXs.some((bonus) => bonus > 0);
    const step = Math.min(u * (badges ? 1.7 : 1.35), (width - u * 1.3) / 4);
    const shift = badges ? u * 0.1 : 0;
    QUADRANTS.forEach((letter, q) => {
      const cy = row + u / 2;
      this.dynamic.add(this.scene.add.image(x + u * 0.5, cy, objectTexture('temple')).setDisplaySize(u * 0.9, u * 0.9));
      this.text(letter, x + u * 0.85, cy + u * 0.28, u * (this.compact ? 0.6 : 0.42), COLORS.primaryDark);
      const values = view.sheet.templeValues.map(String);
      this.drawTrack(view.temples[q] as Track, values, (p) => view.boards[p]?.temples[q] as number, valuesLeft - shift, cy, step, data);
      if (badges) {
        view.sheet.templeBonusXs.forEach((bonus, i) => {
          if (bonus > 0) this.badge(`+${bonus}`, valuesLeft - shift + step * (i + 0.5) + u * 0.6, cy - u * 0.3);
        });
      }
      const zone = this.scene.add.zone(x + width / 2, cy, width, u);
      this.dynamic.add(zone);
      this.tips.attach(zone, () => ({ title: { key: 'play.tips.temple', params: { letter } }, body: { key: side === 'expert' ? 'play.tips.templeExpert' : 'play.tips.templeBasic' } }));
      row += u;
    });
    row += u * (TEMPLE_ROWS - 4);
    this.achievementsLabel.setPosition(x, row).setVisible(view.achievements.length > 0 && !this.compact);
    row += this.compact ? 0 : this.achievementsLabel.height + 2;
    view.achievements.forEach((id, i) => {
      row += this.drawAchievement(id, i, points[i] ?? 0, x, row, width, data, stacked);
    });
    // Over the next row's circles, which a large dot reaches.
    this.dynamic.add(this.dots);
    this.dots = [];
    this.figures.end();
  }

  /**
   * One achievement's row from `y`; returns its height. `points`: what an end-of-game achievement
   * would give the viewer now. `stacked`: a race's name on a line of its own, above its values.
   */
  private drawAchievement(id: AchievementId, index: number, points: number, x: number, y: number, width: number, data: TracksData, stacked: boolean): number {
    const u = this.u;
    const race = isRace(id);
    const ownLine = stacked && race;
    const nameY = ownLine ? y + (u * NAME_LINE) / 2 : y + u / 2;
    const cy = ownLine ? y + u * NAME_LINE + u / 2 : nameY;
    const raceStep = u * 0.98;
    const nameWidth = ownLine ? width : race ? width - raceStep * 4 - u * 0.3 : width - u * 2;
    const name = new LocalizedText(this.scene, x, nameY, `achievements.${id}.name`, undefined, textStyle('label', { fontSize: `${Math.round(u * (this.compact ? 0.66 : 0.55))}px`, color: css(COLORS.ink) })).setOrigin(0, 0.5);
    name.fitWidth(nameWidth);
    this.root.add(name);
    this.names.push(name);
    const { view } = data;
    if (race) {
      const values = view.sheet.raceValues.map(String);
      this.drawTrack(view.raceTracks[index] as Track, values, (p) => view.boards[p]?.races[index] as number, x + width - raceStep * 4, cy, raceStep, data);
    } else {
      this.text(`+${points}`, x + width - u * 0.8, cy, u * (this.compact ? 0.62 : 0.5), points > 0 ? COLORS.success : COLORS.inkSoft);
    }
    const height = u * ACHIEVEMENT_ROW + (ownLine ? u * NAME_LINE : 0);
    const zone = this.scene.add.zone(x + width / 2, y + height / 2, width, height);
    this.dynamic.add(zone);
    this.tips.attach(zone, () => ({ title: { key: `achievements.${id}.name` }, body: { key: `achievements.${id}.desc` } }));
    return height;
  }

  /** Four values; struck ones crossed, claimed ones marked with each claimer's colour. */
  private drawTrack(track: Track, values: readonly string[], positionOf: (player: number) => number, left: number, cy: number, step: number, data: TracksData): void {
    const u = this.u;
    values.forEach((value, i) => {
      const cx = left + step * (i + 0.5);
      const claimers = data.view.boards.flatMap((_, p) => (positionOf(p) === i ? [p] : []));
      const open = track.open[i] === true;
      const bg = this.scene.add.circle(cx, cy, u * 0.46, open ? COLORS.white : COLORS.paperShade, open ? 0.9 : 0.7).setStrokeStyle(1, COLORS.paperEdge);
      this.dynamic.add(bg);
      this.text(value, cx, cy, u * (this.compact ? 0.6 : 0.44), open ? COLORS.ink : COLORS.disabledDark);
      if (!open && claimers.length === 0) {
        const h = u * 0.34;
        this.dynamic.add(this.scene.add.graphics().lineStyle(2, COLORS.danger, 0.8).lineBetween(cx - h, cy + h, cx + h, cy - h));
      }
      if (claimers.includes(data.viewer)) this.dynamic.add(this.scene.add.circle(cx, cy, u * 0.5).setStrokeStyle(Math.max(2, u * 0.12), data.colors[data.viewer] ?? COLORS.ink));
      const others = claimers.filter((p) => p !== data.viewer).map((p) => shownSeat(data.colors[p] ?? COLORS.ink, explorers));
      // In colour-blind mode larger dots, to carry the seats' symbols.
      claimDots(others.length, cx, step, u, others.some((mark) => mark.symbol !== null)).forEach(({ x, radius }, k) => {
        this.dots.push(new SeatDot(this.scene, radius, 1, others[k]).setPosition(x, cy + u * 0.42));
      });
    });
  }

  /** A small pill centred on (x, y): dark amber, white figures, a white rim against the value under it. */
  private badge(text: string, x: number, y: number): void {
    const u = this.u;
    const figure = this.figures.figure(x, y, text, u * 0.36, COLORS.white);
    const width = figure.width + u * 0.24;
    const height = Math.max(u * 0.44, figure.height);
    this.dynamic.add(
      this.scene.add
        .graphics()
        .fillStyle(COLORS.primaryDark, 1)
        .fillRoundedRect(x - width / 2, y - height / 2, width, height, height / 2)
        .lineStyle(1.5, COLORS.white, 1)
        .strokeRoundedRect(x - width / 2, y - height / 2, width, height, height / 2),
    );
    this.dynamic.add(figure);
  }

  private text(text: string, x: number, y: number, size: number, color: number): void {
    this.dynamic.add(this.figures.figure(x, y, text, size, color));
  }
}
