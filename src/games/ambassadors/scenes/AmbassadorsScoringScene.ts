// Ambassadors' end: the winner (by a chain to the City, or at the round cap), the winning chain
// drawn on the map in the winner's colour, and a row per seat from first to last with its gold,
// ambassadors placed and trips done. Every figure comes from the rules' final view and the record.
import Phaser from 'phaser';
import { playSound } from '../../../shell/audio';
import type { Message } from '../../../platform/i18n';
import { SceneKeys } from '../../../platform/scene-keys';
import { leaveTable } from '../../../shell/online/leave';
import { offerRematch } from '../../../shell/online/rematch';
import { shownSeat } from '../../../shell/shown-pen';
import type { ToPage } from '../../../shell/scenes/test-bridge';
import { ScoringReplay } from '../../../shell/replay/scoring-replay';
import { Button } from '../../../ui/button';
import { watchLayout, type Layout } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { ScreenFrame } from '../../../ui/screen-frame';
import { COLORS, css, textStyle } from '../../../ui/theme';
import { fadeIn, goTo } from '../../../ui/transition';
import { AmbassadorsScenes } from '../scene-keys';
import { ambassadors } from '../index';
import type { AmbassadorsScoringData } from '../play/game-config';
import { tripsDone, winningChain } from '../play/final-tally';
import { ambassadorsSeatName, ambassadorsSeatNames } from '../play/seat-names';
import { randomSeed } from '../play/setup-draft';
import { CharacterBadge } from './character-badge';
import { BoardView } from '../ui/board-view';

const COLUMNS = ['gold', 'ambassadors', 'trips'] as const;
/** The desktop's column of words, table and buttons beside the map. */
const SIDE_WIDTH = 330;

export class AmbassadorsScoringScene extends Phaser.Scene {
  private finished!: AmbassadorsScoringData;
  private frame!: ScreenFrame;
  private headline!: LocalizedText;
  private detail!: LocalizedText;
  private map!: BoardView;
  private table!: Phaser.GameObjects.Container;
  private playAgain!: Button;
  private menu!: Button;
  private replays!: ScoringReplay;

  constructor() {
    super(AmbassadorsScenes.scoring);
  }

  create(data: AmbassadorsScoringData): void {
    this.finished = data;
    const online = data.online;
    const leave = (): void => (online ? leaveTable(this, online) : goTo(this, SceneKeys.Menu));
    this.frame = new ScreenFrame(this, { title: 'ambassadors:scoring.title', onBack: leave });
    this.headline = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('heading', { align: 'center' })).setOrigin(0.5, 0));
    this.detail = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { align: 'center', color: css(COLORS.inkSoft) })).setOrigin(0.5, 0));
    this.map = new BoardView(this, { seats: data.seats.map((s) => shownSeat(s.color, ambassadors)) });
    this.map.update(data.view);
    this.table = this.add.container(0, 0);
    const playAgain = (): void => (online ? online.send('rematch') : goTo(this, AmbassadorsScenes.play, { options: { ...data.record.options, seed: randomSeed() }, seats: data.seats }));
    this.playAgain = new Button(this, 0, 0, { label: 'ambassadors:scoring.playAgain', icon: 'play', onClick: playAgain });
    this.menu = new Button(this, 0, 0, { label: 'ambassadors:scoring.menu', icon: 'home', variant: 'secondary', onClick: leave });
    if (online) offerRematch(this, online, this.playAgain, AmbassadorsScenes.play);
    this.replays = new ScoringReplay(this, ambassadors, data);
    this.headline.setMessage(this.winnerLine());
    this.detail.setMessage({ key: `ambassadors:scoring.reason.${data.view.outcome?.reason ?? 'chain'}` });
    watchLayout(this, (layout) => this.place(layout), { languages: true });
    fadeIn(this);
    playSound('caravan-fanfare');
  }

  private winnerLine(): Message {
    const { view, seats } = this.finished;
    const winners = view.ranking?.winners ?? [];
    return winners.length > 1 ? { key: 'ambassadors:scoring.sharedWin', params: { names: ambassadorsSeatNames(seats, winners) } } : { key: 'ambassadors:scoring.winner', params: { name: ambassadorsSeatName(seats, winners[0] ?? 0) } };
  }

  private place(layout: Layout): void {
    const area = this.frame.layout(layout);
    const portrait = layout.portrait;
    const { view, seats } = this.finished;
    // Desktop: the map fills the left of the screen (the wonders' names need its size), the words,
    // the table and the buttons stand in a column on its right. Phones: all in one column.
    const side = portrait ? area : { x: area.x + area.width - SIDE_WIDTH, y: area.y, width: SIDE_WIDTH, height: area.height };
    const middle = side.x + side.width / 2;
    this.headline.setBaseFontSize(portrait ? 24 : 28).setPosition(middle, side.y).setWordWrapWidth(side.width, true);
    this.detail.setBaseFontSize(portrait ? 14 : 16).setPosition(middle, this.headline.y + this.headline.height + 4).setWordWrapWidth(side.width, true);
    const top = this.detail.y + this.detail.height + (portrait ? 10 : 16);
    const buttonsY = side.y + side.height - 34;
    // Where the table ends: above the buttons.
    const bottom = this.replays.placeRow([this.playAgain, this.menu], middle, buttonsY, side.width, (side.width - 12) / 2) - 12;
    const mapRect = portrait
      ? { x: area.x, y: top, width: area.width, height: area.width * 0.6 }
      : { x: area.x, y: area.y, width: Math.min(area.width - SIDE_WIDTH - 16, area.height / 0.6), height: area.height };
    this.map.layout(mapRect, false);
    const winner = view.ranking?.winners[0] ?? 0;
    this.map.showChain(winningChain(view, winner), seats[winner]?.color ?? COLORS.ink);
    const tableTop = portrait ? top + mapRect.height + 10 : top;
    this.drawTable({ x: side.x, y: tableTop, width: side.width, height: bottom - tableTop }, portrait);
  }

  private drawTable(r: { x: number; y: number; width: number; height: number }, portrait: boolean): void {
    const { view, seats, record } = this.finished;
    const ranking = view.ranking;
    this.table.removeAll(true);
    if (!ranking) return;
    const trips = tripsDone(record, view.players);
    const nameW = portrait ? 80 : 100;
    const columns = COLUMNS;
    const colW = (r.width - nameW) / columns.length;
    const rowH = Math.min(portrait ? 48 : 56, r.height / (ranking.order.length + 1));
    const g = this.add.graphics();
    this.table.add(g);
    columns.forEach((column, i) => {
      const head = new LocalizedText(this, r.x + nameW + colW * (i + 0.5), r.y + rowH / 2, `ambassadors:scoring.columns.${column}`, undefined, textStyle('label', { fontSize: `${portrait ? 11 : 14}px`, align: 'center' })).setOrigin(0.5);
      head.fitWidth(colW - 4);
      this.table.add(head);
    });
    g.lineStyle(2, COLORS.paperEdge, 1).lineBetween(r.x, r.y + rowH, r.x + r.width, r.y + rowH);
    ranking.order.forEach((seat, row) => {
      const b = view.boards[seat];
      if (!b) return;
      const cy = r.y + rowH * (row + 1.5);
      if (ranking.winners.includes(seat)) g.fillStyle(0xfff0c2, 1).fillRoundedRect(r.x, cy - rowH / 2 + 2, r.width, rowH - 4, 10);
      const size = portrait ? 26 : 38;
      this.table.add(new CharacterBadge(this, seat, seats[seat]?.color ?? COLORS.ink).place(r.x + 4 + size / 2, cy, size).parts);
      const name = ambassadorsSeatName(seats, seat);
      const label = new LocalizedText(this, r.x + size + 12, cy, name.key, name.params, textStyle('subheading', { fontSize: `${portrait ? 14 : 19}px` })).setOrigin(0, 0.5);
      label.fitWidth(nameW - size - 14);
      this.table.add(label);
      const figures = { gold: b.gold, ambassadors: b.score.ambassadors, trips: trips[seat] ?? 0 };
      columns.map((column) => figures[column]).forEach((figure, i) => this.table.add(this.add.text(r.x + nameW + colW * (i + 0.5), cy, String(figure), textStyle('body', { fontSize: `${portrait ? 14 : 18}px` })).setOrigin(0.5)));
    });
  }

  /** Read by the end-to-end test bridge only (see shell/scenes/test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    const { view, record } = this.finished;
    return {
      order: view.ranking ? [...view.ranking.order] : [],
      winners: view.ranking ? [...view.ranking.winners] : [],
      reason: view.outcome?.reason ?? null,
      gold: view.boards.map((b) => b.gold),
      ambassadors: view.boards.map((b) => b.score.ambassadors),
      chain: winningChain(view, view.ranking?.winners[0] ?? 0),
      record,
      buttons: { playAgain: toPage(this.playAgain), menu: toPage(this.menu), ...this.replays.testView(toPage) },
    };
  }
}
