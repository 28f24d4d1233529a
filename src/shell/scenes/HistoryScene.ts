// The player's history: every finished game kept on this device (newest first, a page at a time),
// the picked game's statistics and its score over time, and the history as a file to keep or to
// move to another device. Any registered game: names, seats and scores come from the entries.
import Phaser from 'phaser';
import type { AnyGame } from '../../games/contract';
import { GAMES, gameById } from '../../games/registry';
import { currentLanguage, onLanguageChange, t, type Message } from '../../platform/i18n';
import { SceneKeys } from '../../platform/scene-keys';
import { Button } from '../../ui/button';
import { ChoiceRow } from '../../ui/choice-row';
import { showDialog } from '../../ui/dialog';
import { currentLayout, watchLayout, type Layout, type Rect } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { ScreenFrame } from '../../ui/screen-frame';
import { COLORS, textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { TrendChart } from '../../ui/trend-chart';
import { rememberedGame } from '../game-choice';
import { deviceHistory } from '../history/device-history';
import type { StoredEntry } from '../history/history-entry';
import { exportHistory, newEntries, readHistoryFile } from '../history/history-file';
import { gameStatistics, type GameStatistics } from '../history/statistics';
import { openReplay } from '../replay/open-replay';

const STATS = ['played', 'won', 'best', 'average'] as const;
type Stat = (typeof STATS)[number];

type Status = 'loading' | 'ready' | 'unavailable';

/** A game's line in the list: texts that follow the language, the date in its format. */
function rowTexts(entry: StoredEntry): { readonly when: string; readonly game: Message; readonly players: Message; readonly result: Message; readonly score: string } {
  const game = gameById(entry.game);
  const solo = entry.seats.length === 1;
  const result = entry.deal ? `history.${entry.deal.kind}` : solo ? 'history.solo' : entry.winners.includes(entry.player) ? 'history.won' : 'history.lost';
  return {
    when: new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(entry.finishedAt),
    game: game ? { key: game.nameKey } : { key: 'common.verbatim', params: { text: entry.game } },
    players: { key: 'history.players', params: { count: entry.seats.length } },
    result: { key: result },
    score: String(entry.seats[entry.player]?.score ?? 0),
  };
}

interface Row {
  readonly entry: StoredEntry;
  readonly objects: readonly Phaser.GameObjects.GameObject[];
}

export class HistoryScene extends Phaser.Scene {
  private status: Status = 'loading';
  /** Every game kept, newest first. */
  private entries: StoredEntry[] = [];
  private picked: AnyGame = GAMES[0] as AnyGame;
  private page = 0;
  private perPage = 1;
  private rows: Row[] = [];
  private frame!: ScreenFrame;
  private games!: ChoiceRow<AnyGame>;
  private stats!: Record<Stat, { readonly label: LocalizedText; readonly value: LocalizedText }>;
  private chartTitle!: LocalizedText;
  private chart!: TrendChart;
  private listTitle!: LocalizedText;
  private empty!: LocalizedText;
  private pageText!: LocalizedText;
  private newer!: Button;
  private older!: Button;
  private exportButton!: Button;
  private importButton!: Button;

  constructor() {
    super(SceneKeys.History);
  }

  create(): void {
    this.status = 'loading';
    this.entries = [];
    this.rows = [];
    this.page = 0;
    this.picked = rememberedGame();
    this.frame = new ScreenFrame(this, { title: 'history.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.games = new ChoiceRow<AnyGame>(this, GAMES.map((game) => ({ value: game, label: game.nameKey })), this.picked, (game) => {
      this.picked = game;
      this.place(currentLayout());
    });
    const stat = (key: Stat) => ({
      label: addText(this, 0, 0, `history.stats.${key}`, undefined, textStyle('label')).setOrigin(0.5, 0),
      value: addText(this, 0, 0, 'common.verbatim', { text: '–' }, textStyle('heading')).setOrigin(0.5, 0),
    });
    this.stats = { played: stat('played'), won: stat('won'), best: stat('best'), average: stat('average') };
    this.chartTitle = addText(this, 0, 0, 'history.chart', undefined, textStyle('subheading'));
    this.chart = new TrendChart(this);
    this.listTitle = addText(this, 0, 0, 'history.games', undefined, textStyle('subheading'));
    this.empty = addText(this, 0, 0, 'history.loading', undefined, textStyle('body', { align: 'center' })).setOrigin(0.5, 0);
    this.pageText = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('label')).setOrigin(0.5);
    this.newer = new Button(this, 0, 0, { label: 'common.previous', name: 'history.newer', variant: 'plain', width: 48, height: 44, onClick: () => this.turnPage(-1) });
    this.older = new Button(this, 0, 0, { label: 'common.next', name: 'history.older', variant: 'plain', width: 48, height: 44, onClick: () => this.turnPage(1) });
    this.exportButton = new Button(this, 0, 0, { label: 'history.export', variant: 'secondary', height: 48, onClick: () => this.exportFile() });
    this.importButton = new Button(this, 0, 0, { label: 'history.import', variant: 'secondary', height: 48, onClick: () => this.importFile() });
    watchLayout(this, (layout) => this.place(layout));
    // Dates follow the language's own format.
    const stop = onLanguageChange(() => this.place(currentLayout()));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
    void this.reload();
    fadeIn(this);
  }

  private async reload(): Promise<void> {
    try {
      const entries = await (await deviceHistory()).all();
      this.entries = entries.reverse();
      this.status = 'ready';
    } catch {
      this.status = 'unavailable';
    }
    if (this.scene.isActive()) this.place(currentLayout());
  }

  private get statistics(): GameStatistics {
    return gameStatistics(this.entries, this.picked.id, Date.now());
  }

  private place(layout: Layout): void {
    const area = this.frame.layout(layout);
    const portrait = layout.portrait;
    const gap = portrait ? 12 : 24;
    const left: Rect = portrait ? area : { ...area, width: Math.floor(area.width * 0.42) };
    // The row's y is its middle. A phone takes two game names to a row, so each stays whole.
    const tabHeight = portrait ? 44 : 48;
    this.games.placeGrid(left.x, left.y + tabHeight / 2, left.width, portrait ? Math.min(2, GAMES.length) : GAMES.length, tabHeight);
    let y = left.y + this.games.height + (portrait ? 12 : 22);
    y = this.placeStats(left, y, portrait) + gap;
    const chartHeight = portrait ? 120 : Math.max(160, left.y + left.height - y - 40);
    this.chartTitle.setBaseFontSize(portrait ? 16 : 20).setPosition(left.x, y).fitWidth(left.width);
    const chartTop = y + this.chartTitle.height + 6;
    this.chart.draw(this.statistics.scores.slice(-30), { x: left.x, y: chartTop, width: left.width, height: chartHeight }, portrait ? 12 : 14);
    const right: Rect = portrait
      ? { x: area.x, y: chartTop + chartHeight + gap, width: area.width, height: area.y + area.height - (chartTop + chartHeight + gap) }
      : { x: left.x + left.width + 40, y: area.y, width: area.width - left.width - 40, height: area.height };
    this.placeList(right, portrait);
  }

  /** The four figures side by side (two rows of two on a phone), from `y`; where they end. */
  private placeStats(box: Rect, y: number, portrait: boolean): number {
    const s = this.status === 'ready' ? this.statistics : null;
    const figure = (value: number | null | undefined): string => (value === null || value === undefined ? '–' : new Intl.NumberFormat(currentLanguage()).format(value));
    const values: Record<Stat, string> = { played: figure(s?.played), won: figure(s?.won), best: figure(s?.bestScore), average: figure(s?.averageScore) };
    const columns = portrait ? 2 : 4;
    const cell = box.width / columns;
    const rowHeight = portrait ? 50 : 0;
    let bottom = y;
    STATS.forEach((key, i) => {
      const { label, value } = this.stats[key];
      const x = box.x + cell * (i % columns) + cell / 2;
      const top = y + Math.floor(i / columns) * rowHeight;
      label.setBaseFontSize(portrait ? 14 : 16).setPosition(x, top).fitWidth(cell - 6);
      value.setParams({ text: values[key] }).setBaseFontSize(portrait ? 24 : 32).setPosition(x, top + label.height).fitWidth(cell - 6);
      bottom = Math.max(bottom, value.y + value.height);
    });
    return bottom;
  }

  private placeList(box: Rect, portrait: boolean): void {
    this.listTitle.setBaseFontSize(portrait ? 16 : 20).setPosition(box.x, box.y).fitWidth(box.width);
    const buttonsY = box.y + box.height - 24;
    const half = (box.width - 12) / 2;
    this.exportButton.setButtonSize(half, 48).setPosition(box.x + half / 2, buttonsY);
    this.importButton.setButtonSize(half, 48).setPosition(box.x + box.width - half / 2, buttonsY);
    this.exportButton.setEnabled(this.status === 'ready' && this.entries.length > 0);
    this.importButton.setEnabled(this.status === 'ready');
    const pagerY = buttonsY - 24 - 12 - 22;
    const top = box.y + this.listTitle.height + 8;
    const rowHeight = portrait ? 44 : 40;
    this.perPage = Math.max(1, Math.floor((pagerY - 26 - top) / rowHeight));
    const pages = Math.max(1, Math.ceil(this.entries.length / this.perPage));
    this.page = Math.min(this.page, pages - 1);
    const shown = this.entries.slice(this.page * this.perPage, (this.page + 1) * this.perPage);
    for (const row of this.rows) for (const object of row.objects) object.destroy();
    this.rows = shown.map((entry, i) => this.addRow(entry, { x: box.x, y: top + i * rowHeight, width: box.width, height: rowHeight }, portrait));
    const emptyKey = this.status === 'loading' ? 'history.loading' : this.status === 'unavailable' ? 'history.unavailable' : 'history.none';
    this.empty.setKey(emptyKey).setVisible(this.rows.length === 0).setBaseFontSize(portrait ? 15 : 18).setWordWrapWidth(box.width - 20, true).setPosition(box.x + box.width / 2, top + 20);
    const paged = this.entries.length > this.perPage;
    const from = this.page * this.perPage + 1;
    this.pageText.setParams({ text: paged ? t('history.page', { from, to: from + shown.length - 1, total: this.entries.length }) : '' }).setPosition(box.x + box.width / 2, pagerY);
    this.newer.setVisible(paged).setEnabled(this.page > 0).setPosition(box.x + 24, pagerY);
    this.older.setVisible(paged).setEnabled(this.page < pages - 1).setPosition(box.x + box.width - 24, pagerY);
  }

  /** One game: date and game, then seats and result, the player's score and its Replay button at the right (two lines on a phone). */
  private addRow(entry: StoredEntry, box: Rect, portrait: boolean): Row {
    const r = rowTexts(entry);
    const size = portrait ? 14 : 17;
    const style = textStyle('body', { fontSize: `${size}px` });
    const scoreWidth = portrait ? 52 : 70;
    const score = addText(this, box.x + box.width, box.y + box.height / 2, 'common.verbatim', { text: r.score }, textStyle('subheading', { fontSize: portrait ? '20px' : '22px' })).setOrigin(1, 0.5);
    const line = this.add.rectangle(box.x, box.y + box.height, box.width, 1, COLORS.paperEdge).setOrigin(0, 1);
    const replayWidth = portrait ? 44 : 104;
    const replay = new Button(this, box.x + box.width - scoreWidth - 8 - replayWidth / 2, box.y + box.height / 2, {
      label: portrait ? undefined : 'history.replay',
      icon: 'play',
      name: 'history.replayName',
      variant: 'plain',
      width: replayWidth,
      height: Math.min(40, box.height - 4),
      onClick: () => openReplay(this, entry),
    });
    // An online game replays from its table's server; an entry imported without its record has nothing to replay.
    replay.setVisible((entry.record !== null && entry.record !== undefined) || entry.table !== undefined);
    const objects: Phaser.GameObjects.GameObject[] = [score, line, replay];
    const text = (x: number, y: number, width: number, key: string, params: Message['params']): void => {
      objects.push(addText(this, x, y, key, params, style).setOrigin(0, 0.5).fitWidth(width));
    };
    const words = box.width - scoreWidth - replayWidth - 16;
    if (portrait) {
      text(box.x, box.y + box.height * 0.3, words, 'history.rowTitle', { when: r.when, game: r.game });
      text(box.x, box.y + box.height * 0.72, words, 'history.rowSeats', { players: r.players, result: r.result });
    } else {
      const columns = [0.34, 0.3, 0.2, 0.16].map((share) => share * words);
      let x = box.x;
      const cells: [string, Message['params']][] = [
        ['common.verbatim', { text: r.when }],
        [r.game.key, r.game.params],
        [r.players.key, r.players.params],
        [r.result.key, r.result.params],
      ];
      cells.forEach(([key, params], i) => {
        text(x, box.y + box.height / 2, (columns[i] as number) - 10, key, params);
        x += columns[i] as number;
      });
    }
    return { entry, objects };
  }

  private turnPage(by: number): void {
    this.page = Math.max(0, this.page + by);
    this.place(currentLayout());
  }

  private exportFile(): void {
    const now = Date.now();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([exportHistory(this.entries, now)], { type: 'application/json' }));
    link.download = `history-${new Date(now).toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  private importFile(): void {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (file) void file.text().then((text) => this.importText(text));
    });
    input.click();
  }

  private async importText(text: string): Promise<void> {
    const read = readHistoryFile(text);
    if (!read.ok) return this.tell('history.refusedTitle', { key: `history.errors.${read.error}` });
    try {
      const added = newEntries(this.entries, read.entries);
      await (await deviceHistory()).addAll(added);
      await this.reload();
      this.tell('history.importedTitle', { key: 'history.imported', params: { count: added.length } });
    } catch {
      this.tell('history.refusedTitle', { key: 'history.errors.unavailable' });
    }
  }

  private tell(title: string, message: Message): void {
    if (!this.scene.isActive()) return;
    showDialog(this, { title: { key: title }, message, choices: [{ label: 'history.ok', onChoose: () => undefined }] });
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts). */
  testView(): unknown {
    const s = this.status === 'ready' ? this.statistics : null;
    return {
      status: this.status,
      game: this.picked.id,
      entries: this.entries.length,
      stats: s && { played: s.played, won: s.won, best: s.bestScore, average: s.averageScore },
      chart: this.chart.drawn?.points.length ?? 0,
      rows: this.rows.map(({ entry }) => ({ game: entry.game, score: entry.seats[entry.player]?.score ?? null, finishedAt: entry.finishedAt })),
      page: this.page,
    };
  }
}
