// Solo games: where the mini-maps would be, the explorer ranks with their point ranges; the rank
// the running score reaches now is lit, so the player always sees the next goal.
import Phaser from 'phaser';
import { onLanguageChange } from '../../../platform/i18n';
import { rankRanges, soloLadder } from '../play/play-view';
import { DEPTHS } from '../../../ui/depths';
import type { Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { drawPaperCard } from '../../../ui/paper-card';
import { COLORS, css, RADIUS, textStyle } from '../../../ui/theme';

export class SoloGoals {
  private readonly card: Phaser.GameObjects.Graphics;
  private readonly title: LocalizedText;
  private readonly current: LocalizedText;
  private readonly pills: Phaser.GameObjects.Graphics;
  private readonly ranges: LocalizedText[];
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private compact = false;
  private rank = -1;

  constructor(scene: Phaser.Scene, achievementsInPlay: number) {
    this.card = scene.add.graphics();
    this.title = new LocalizedText(scene, 0, 0, 'play.solo.title', undefined, textStyle('label'));
    this.current = new LocalizedText(scene, 0, 0, 'play.solo.current', { title: { key: 'ranks.0' } }, textStyle('subheading', { color: css(COLORS.primaryDark) }));
    this.pills = scene.add.graphics();
    this.ranges = rankRanges(soloLadder(0, achievementsInPlay).bands).map((range) => new LocalizedText(scene, 0, 0, range.key, range.params, textStyle('label')).setOrigin(0.5));
    const container = scene.add.container(0, 0, [this.card, this.pills, this.title, this.current, ...this.ranges]).setDepth(DEPTHS.ui);
    // The pills' widths follow their labels, which change with the language.
    container.once(Phaser.GameObjects.Events.DESTROY, onLanguageChange(() => this.draw()));
  }

  layout(rect: Rect, compact: boolean): void {
    this.rect = rect;
    this.compact = compact;
    drawPaperCard(this.card, rect, { radius: compact ? 8 : 12 });
    const pad = compact ? 8 : 16;
    // The reached rank under the title; phones keep only that line above the ranges.
    this.title.setBaseFontSize(15).setPosition(rect.x + pad, rect.y + 12).setVisible(!compact);
    this.current.setBaseFontSize(compact ? 14 : 17).setPosition(rect.x + pad, compact ? rect.y + 7 : this.title.y + this.title.height + 4);
    this.draw();
  }

  update(total: number, achievementsInPlay: number): void {
    const rank = soloLadder(total, achievementsInPlay).reached;
    if (rank === this.rank) return;
    this.rank = rank;
    this.current.setParams({ title: { key: `ranks.${rank}` } });
    this.draw();
  }

  private draw(): void {
    const { x, y, width, height } = this.rect;
    if (width === 0) return; // not laid out yet
    const pad = this.compact ? 8 : 16;
    const gap = this.compact ? 3 : 6;
    const count = this.ranges.length;
    const fontSize = this.compact ? 12 : 14;
    // Each pill as wide as its label, the room left shared out evenly ("up to 80" is longer
    // than "81–90"); when even that is too narrow, the widths shrink in proportion.
    const natural = this.ranges.map((label) => label.setBaseFontSize(fontSize).fitWidth(null).width + 8);
    const room = width - 2 * pad - gap * (count - 1);
    const needed = natural.reduce((sum, w) => sum + w, 0);
    const widths = natural.map((w) => (needed <= room ? w + (room - needed) / count : (w * room) / needed));
    const pillHeight = this.compact ? 24 : 34;
    const top = y + height - pad - pillHeight + (this.compact ? 4 : 0);
    this.current.fitWidth(width - 2 * pad);
    const g = this.pills.clear();
    let left = x + pad;
    this.ranges.forEach((label, i) => {
      const pillWidth = widths[i] as number;
      const lit = i === this.rank;
      g.fillStyle(lit ? COLORS.primary : i < this.rank ? COLORS.paperEdge : COLORS.paperShade, 1).fillRoundedRect(left, top, pillWidth, pillHeight, RADIUS.small);
      if (lit) g.lineStyle(2, COLORS.primaryDark, 1).strokeRoundedRect(left, top, pillWidth, pillHeight, RADIUS.small);
      label.setPosition(left + pillWidth / 2, top + pillHeight / 2).fitWidth(pillWidth - 4);
      label.setColor(css(lit ? COLORS.white : COLORS.ink));
      left += pillWidth + gap;
    });
  }
}
