// Another player's whole sheet, opened from their mini-map: their map with their Xs, their keys,
// scrolls, provisions and gemstones, the temples and achievements as they stand for them, and
// their score by category, framed in their colour under "Marco's expedition" (in colour-blind mode,
// their symbol on the title's icon, since the frame's colour alone names them). It only shows: the
// map, sheet and tracks are the views the viewer's own sheet uses, the map read-only, all drawn
// from the viewer's view (other boards as of the last closed turn: their Xs of the open turn
// appear only when it closes, and the sheet follows when it does).
import Phaser from 'phaser';
import { SCORE_CATEGORIES, type BoardView, type GameMap, type PlayerView } from '../rules/index';
import type { Message } from '../../../platform/i18n';
import type { ToPage } from '../../../shell/scenes/test-bridge';
import { Button } from '../../../ui/button';
import { shownSeat } from '../../../shell/shown-pen';
import { DEPTHS } from '../../../ui/depths';
import { addIcon } from '../../../ui/icons';
import { watchLayout, type Layout, type Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { drawPaperCard } from '../../../ui/paper-card';
import { SeatDot } from '../../../ui/seat-dot';
import { COLORS, css, textStyle } from '../../../ui/theme';
import type { Tooltip } from '../../../ui/tooltip';
import { MapView } from './map-view';
import type { OpponentStrip } from './mini-map';
import { explorers } from '../index';
import { computeOpponentSheetLayout, type OpponentSheetLayout } from './opponent-sheet-layout';
import { computePlayLayout } from './play-layout';
import { PlayerPanel } from './player-panel';
import { TracksView } from './tracks-view';

/** What the table shows of every seat: the viewer's view, and each seat's name, colour and kind. */
export interface TableData {
  readonly view: PlayerView;
  readonly names: readonly Message[];
  readonly colors: readonly number[];
  readonly ai: readonly boolean[];
  /** The screen is about to change hands (pass-and-play): no sheet stays open. */
  readonly handover: boolean;
}

const ROWS = [...SCORE_CATEGORIES, 'total'] as const;
type Row = (typeof ROWS)[number];

interface ScoreRow {
  readonly label: LocalizedText;
  readonly value: LocalizedText;
}

export class OpponentSheet {
  private readonly root: Phaser.GameObjects.Container;
  private readonly frame: Phaser.GameObjects.Graphics;
  private readonly title: LocalizedText;
  private readonly note: LocalizedText;
  private readonly heading: LocalizedText;
  private readonly rule: Phaser.GameObjects.Graphics;
  private readonly rows: ReadonlyMap<Row, ScoreRow>;
  private readonly closeButton: Button;
  private readonly map: MapView;
  private readonly panel: PlayerPanel;
  private readonly tracks: TracksView;
  private icon: Phaser.GameObjects.Image | Phaser.GameObjects.Text | null = null;
  /** The seat's symbol, a badge on the icon (colour-blind mode only). */
  private readonly symbol: SeatDot;
  /** The icon's picture and colour (it is made anew when they change). */
  private iconDrawn = '';
  private place: OpponentSheetLayout | null = null;
  /** The map is laid out for the current place (islands are painted only while a sheet shows). */
  private mapPlaced = false;
  private data: TableData | null = null;
  private player: number | null = null;
  /** The board on screen, with the score it carries. */
  private board: BoardView | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    map: GameMap,
    private readonly tips: Tooltip,
    private readonly strip: () => OpponentStrip,
  ) {
    this.frame = scene.add.graphics();
    // Every click inside the frame stops there: nothing beneath (the viewer's own map) takes it.
    const blocker = scene.add.zone(0, 0, 1, 1).setOrigin(0).setInteractive();
    blocker.setName('blocker');
    this.root = scene.add.container(0, 0, [this.frame, blocker]).setDepth(DEPTHS.overlay).setVisible(false);
    this.map = new MapView(scene, map, tips, () => undefined, { readOnly: true, parent: this.root });
    const content = scene.add.container(0, 0);
    this.panel = new PlayerPanel(scene, content, tips);
    this.tracks = new TracksView(scene, content, tips);
    this.title = new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading')).setOrigin(0, 0.5);
    this.note = new LocalizedText(scene, 0, 0, 'play.opponent.note', undefined, textStyle('small', { color: css(COLORS.inkSoft) })).setOrigin(0, 0.5);
    this.heading = new LocalizedText(scene, 0, 0, 'play.sheet.score', undefined, textStyle('label'));
    this.rule = scene.add.graphics();
    this.rows = new Map(
      ROWS.map((row) => [
        row,
        {
          label: new LocalizedText(scene, 0, 0, `scoring.categories.${row}`, undefined, textStyle(row === 'total' ? 'subheading' : 'body')).setOrigin(0, 0.5),
          value: new LocalizedText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { color: css(row === 'total' ? COLORS.primaryDark : COLORS.ink) })).setOrigin(1, 0.5),
        },
      ]),
    );
    this.closeButton = new Button(scene, 0, 0, { label: 'play.opponent.close', icon: 'back', variant: 'plain', height: 44, onClick: () => this.close() });
    const texts = [...this.rows.values()].flatMap((row) => [row.label, row.value]);
    this.symbol = new SeatDot(scene, 8, 2).setVisible(false);
    this.root.add([content, this.rule, this.heading, ...texts, this.title, this.note, this.closeButton, this.symbol]);

    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || this.player === null) return;
      event.preventDefault();
      this.close();
    };
    scene.input.keyboard?.on('keydown', onKey);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.input.keyboard?.off('keydown', onKey));
    watchLayout(scene, (layout) => this.layout(layout));
  }

  /** The player whose sheet shows, or null. */
  get shown(): number | null {
    return this.player;
  }

  /** A mini-map chosen: its player's sheet opens, or closes if it is the one open. */
  toggle(player: number): void {
    if (this.player === player) this.close();
    else this.open(player);
  }

  open(player: number): void {
    if (this.data?.handover) return;
    this.player = player;
    this.tips.hide();
    this.root.setVisible(true);
    this.strip().select(player);
    this.render();
  }

  close(): void {
    if (this.player === null) return;
    this.player = null;
    this.board = null;
    this.root.setVisible(false);
    this.strip().select(null);
  }

  /** The table as the viewer's view shows it now: an open sheet follows it. */
  update(data: TableData): void {
    this.data = data;
    if (data.handover) this.close();
    else this.render();
  }

  private layout(layout: Layout): void {
    const place = computeOpponentSheetLayout(layout, computePlayLayout(layout));
    this.place = place;
    this.mapPlaced = false;
    const { frame, compact } = place;
    const blocker = this.root.getByName('blocker') as Phaser.GameObjects.Zone;
    blocker.setPosition(frame.x, frame.y).setSize(frame.width, frame.height);
    blocker.input?.hitArea.setTo(0, 0, frame.width, frame.height);
    const iconRoom = compact ? 26 : 32;
    this.title.setBaseFontSize(compact ? 17 : 22).setPosition(place.title.x + iconRoom, place.title.y + place.title.height / 2).fitWidth(place.title.width - iconRoom);
    this.note.setBaseFontSize(compact ? 12 : 14).setPosition(place.note.x, place.note.y + place.note.height / 2).fitWidth(place.note.width);
    this.closeButton.setButtonSize(place.close.width, place.close.height).setPosition(place.close.x + place.close.width / 2, place.close.y + place.close.height / 2);
    this.panel.layout(place.panel, compact);
    this.tracks.layout(place.tracks, compact);
    this.render();
  }

  private render(): void {
    const { data, place, player } = this;
    if (!data || !place || player === null) return;
    const board = data.view.boards[player];
    if (!board) return this.close();
    this.board = board;
    const color = data.colors[player] ?? COLORS.ink;
    const name = data.names[player] ?? { key: 'common.verbatim', params: { text: '' } };
    this.drawFrame(place, color);
    this.title.setKey('play.opponent.title', { name });
    this.placeIcon(place, data.ai[player] ? 'robot' : 'person', color);
    if (!this.mapPlaced) {
      this.map.layout(place.play);
      this.mapPlaced = true;
    }
    this.map.setMarks({ marks: board.marks, color, startVillage: data.view.startVillage, fresh: [] });
    const { view } = data;
    this.panel.update({ name, color, board, sides: view.sides, sheet: view.sheet, round: view.turn.round });
    this.tracks.update({ view, viewer: player, colors: data.colors });
    this.drawScore(place, board, view.achievements.length > 0);
  }

  /** Paper tinted in the player's colour, edged in it, a band of it behind the title. */
  private drawFrame(place: OpponentSheetLayout, color: number): void {
    const { frame, compact } = place;
    const radius = compact ? 12 : 18;
    // Opaque: the viewer's own map and card must not show through someone else's sheet.
    drawPaperCard(this.frame, frame, { radius, border: color, borderWidth: 5 });
    this.frame.fillStyle(COLORS.paper, 1).fillRoundedRect(frame.x, frame.y, frame.width, frame.height, radius);
    this.frame.fillStyle(color, 0.07).fillRoundedRect(frame.x, frame.y, frame.width, frame.height, radius);
    this.frame.lineStyle(5, color, 1).strokeRoundedRect(frame.x, frame.y, frame.width, frame.height, radius);
    const band: Rect = { x: frame.x + 5, y: place.title.y - 4, width: frame.width - 10, height: place.title.height + (compact ? 8 : 30) };
    this.frame.fillStyle(color, 0.18).fillRoundedRect(band.x, band.y, band.width, band.height, 10);
  }

  private placeIcon(place: OpponentSheetLayout, kind: 'robot' | 'person', color: number): void {
    const size = place.compact ? 20 : 26;
    if (this.iconDrawn !== `${kind}-${color}` || !this.icon) {
      this.icon?.destroy();
      this.icon = addIcon(this.scene, 0, 0, kind, size, color);
      this.iconDrawn = `${kind}-${color}`;
      this.root.add(this.icon);
      this.root.bringToTop(this.symbol);
    }
    this.icon.setPosition(place.title.x + size / 2, this.title.y).setDisplaySize(size, size);
    this.symbol.show(shownSeat(color, explorers)).badgeOn(this.icon.x, this.icon.y, size);
  }

  /**
   * The score by category: beside the map in a column under its heading, or on a phone in two
   * rows of three (the achievements only when some are in play).
   */
  private drawScore(place: OpponentSheetLayout, board: BoardView, achievements: boolean): void {
    const { breakdown: box, compact } = place;
    const shown = ROWS.filter((row) => row !== 'achievements' || achievements);
    this.heading.setVisible(!compact).setBaseFontSize(15).setPosition(box.x, box.y);
    this.rule.clear();
    for (const [row, { label, value }] of this.rows) {
      label.setVisible(shown.includes(row));
      value.setVisible(shown.includes(row)).setParams({ text: String(board.score[row]) });
    }
    if (compact) {
      const columns = 3;
      const width = box.width / columns;
      const height = box.height / 2;
      shown.forEach((row, i) => {
        const { label, value } = this.rows.get(row) as ScoreRow;
        const x = box.x + (i % columns) * width;
        const y = box.y + Math.floor(i / columns) * height + height / 2;
        value.setBaseFontSize(14).setPosition(x + width - 8, y);
        label.setBaseFontSize(12).setPosition(x, y).fitWidth(width - 8 - value.width - 6);
      });
      return;
    }
    const top = box.y + this.heading.height + 8;
    const step = Math.min(34, (box.height - (top - box.y)) / shown.length);
    shown.forEach((row, i) => {
      const { label, value } = this.rows.get(row) as ScoreRow;
      const y = top + step * (i + 0.5) + (row === 'total' ? 6 : 0);
      value.setBaseFontSize(row === 'total' ? 22 : 18).setPosition(box.x + box.width, y);
      label.setBaseFontSize(row === 'total' ? 19 : 16).setPosition(box.x, y).fitWidth(box.width - value.width - 10);
      if (row === 'total') this.rule.lineStyle(2, COLORS.paperEdge, 1).lineBetween(box.x, y - step / 2, box.x + box.width, y - step / 2);
    });
  }

  /** Read by the end-to-end test bridge only. */
  testView(toPage: ToPage): unknown {
    const close = this.closeButton;
    return {
      player: this.player,
      marked: this.player === null ? [] : this.map.markedCells,
      score: this.board?.score ?? null,
      shownScore: Object.fromEntries([...this.rows].filter(([, row]) => row.value.visible && this.player !== null).map(([key, row]) => [key, Number(row.value.text)])),
      close: this.player === null ? null : toPage({ x: close.x, y: close.y }),
      miniMaps: this.strip()
        .middles()
        .map(({ player, focused, ...at }) => ({ player, focused, ...toPage(at) })),
    };
  }
}
