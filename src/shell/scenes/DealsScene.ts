// The picked game's daily and weekly deals: the deal of the day or the week with the time left
// before the next, the button that starts it (the first finished game counts, a replay is
// practice), the name the leaderboards show for this device (changed here), and its leaderboard:
// the player's rank and percentile, the friends' tries (who beat whom), the top 20 and Share (with
// a link that makes the sharer a friend). Any game with deals: everything comes from its definition.
import Phaser from 'phaser';
import type { AnyGame } from '../../games/contract';
import { DEAL_KINDS, dealAt, type Deal, type DealKind } from '../../games/deals';
import { currentLanguage, onLanguageChange, t, translate } from '../../platform/i18n';
import { SceneKeys } from '../../platform/scene-keys';
import type { FriendEntry, LeaderboardAnswer } from '../../protocol/deal-results';
import { Button } from '../../ui/button';
import { ChoiceRow } from '../../ui/choice-row';
import { currentLayout, watchLayout, type Layout } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { ScreenFrame } from '../../ui/screen-frame';
import { COLORS, css, textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { rememberedGame } from '../game-choice';
import { deviceHistory } from '../history/device-history';
import type { StoredEntry } from '../history/history-entry';
import { seatsOf } from '../setup-draft';
import { isWaiting, sendWaitingResults, suggestedName } from '../deals/deal-results';
import { friendLink } from '../deals/friend-link';
import { friendVerdict, rememberedFriends, takeLinkedDeal } from '../deals/friends';
import { keptLeaderboardName } from '../deals/leaderboard-name';
import { askLeaderboardName } from '../deals/name-dialog';
import { readLeaderboard, type LeaderboardRead } from '../deals/leaderboard-client';
import { drawShareCard } from '../deals/share-card';
import { shareResult, shareText, type ShareOutcome } from '../deals/share-result';
import { confirmReplacingSave, openGameScene, withScreens } from './game-entry';

const HOUR_MS = 3_600_000;

/** The time left before the next deal, in days and hours or hours and minutes. */
function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  if (hours >= 24) return t('deals.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
  return t('deals.hoursMinutes', { hours, minutes: minutes % 60 });
}

/** The deal's day or week as the player's language writes dates (UTC, like the deals). */
function dealDates(deal: Deal): string {
  const format = new Intl.DateTimeFormat(currentLanguage(), { timeZone: 'UTC', ...(deal.kind === 'daily' ? { dateStyle: 'full' } : { day: 'numeric', month: 'long' }) });
  return deal.kind === 'daily' ? format.format(deal.startsAt) : format.formatRange(deal.startsAt, deal.endsAt - HOUR_MS);
}

export class DealsScene extends Phaser.Scene {
  private picked!: AnyGame & { readonly deals: NonNullable<AnyGame['deals']> };
  private kind: DealKind = 'daily';
  /** A friend's link brought the player here for a deal that has ended (the screen shows the current one, and says so). */
  private linkEnded = false;
  private entries: StoredEntry[] = [];
  /** The deal's leaderboard; null while it loads. */
  private board: LeaderboardRead | null = null;
  private shared: ShareOutcome | null = null;
  /** The last picture shared, and its address once the test bridge asked for it. */
  private picture: File | null = null;
  private pictureAddress: string | null = null;
  private frame!: ScreenFrame;
  private kinds!: ChoiceRow<DealKind>;
  private dates!: LocalizedText;
  private countdown!: LocalizedText;
  private linkNote!: LocalizedText;
  private status!: LocalizedText;
  private play!: Button;
  private nameLine!: LocalizedText;
  private rename!: Button;
  private standing!: LocalizedText;
  private share!: Button;
  private sharedNote!: LocalizedText;
  private topTitle!: LocalizedText;
  private top: LocalizedText[] = [];
  private friendLines: LocalizedText[] = [];

  constructor() {
    super(SceneKeys.Deals);
  }

  create(): void {
    const game = rememberedGame();
    if (!game.deals) return goTo(this, SceneKeys.Menu);
    this.picked = game as typeof this.picked;
    const linked = takeLinkedDeal(game.id);
    this.kind = linked?.kind ?? this.kind;
    this.linkEnded = linked !== null && linked.deal !== null && linked.deal !== this.deal.id;
    this.board = null;
    this.shared = null;
    this.top = [];
    this.friendLines = [];
    this.frame = new ScreenFrame(this, { title: 'deals.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.kinds = new ChoiceRow<DealKind>(this, DEAL_KINDS.map((kind) => ({ value: kind, label: `deals.${kind}` })), this.kind, (kind) => {
      this.kind = kind;
      this.shared = null;
      this.linkEnded = false;
      void this.reload();
    });
    this.dates = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { align: 'center' })).setOrigin(0.5, 0);
    this.countdown = addText(this, 0, 0, 'deals.nextIn', { time: '' }, textStyle('label', { align: 'center' })).setOrigin(0.5, 0);
    this.linkNote = addText(this, 0, 0, 'deals.linkEnded', undefined, textStyle('subheading', { align: 'center' })).setOrigin(0.5, 0);
    this.status = addText(this, 0, 0, 'deals.oneTry', undefined, textStyle('body', { align: 'center' })).setOrigin(0.5, 0);
    this.play = new Button(this, 0, 0, { label: 'deals.play', icon: 'play', onClick: () => this.startDeal() });
    this.nameLine = addText(this, 0, 0, 'deals.name.none', undefined, textStyle('label')).setOrigin(0, 0.5);
    this.rename = new Button(this, 0, 0, { label: 'deals.name.change', variant: 'secondary', height: 40, onClick: () => void this.changeName() });
    this.standing = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { align: 'center' })).setOrigin(0.5, 0);
    this.share = new Button(this, 0, 0, { label: 'deals.share', icon: 'star', variant: 'secondary', height: 48, onClick: () => void this.shareStanding() });
    this.sharedNote = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('label', { align: 'center' })).setOrigin(0.5, 0);
    this.topTitle = addText(this, 0, 0, 'deals.top', undefined, textStyle('subheading')).setOrigin(0.5, 0);
    watchLayout(this, (layout) => this.place(layout));
    const stop = onLanguageChange(() => this.place(currentLayout()));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
    // The countdown moves on; when a deal ends, the next one comes in.
    const tick = this.time.addEvent({ delay: 1000, loop: true, callback: () => this.tick() });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => tick.remove());
    void this.reload();
    fadeIn(this);
  }

  private get deal(): Deal {
    return dealAt({ id: this.picked.id, deals: this.picked.deals }, this.kind, Date.now());
  }

  /** The device's games of this deal, oldest first: the first is its try. */
  private get played(): StoredEntry[] {
    const deal = this.deal;
    return this.entries.filter((e) => e.game === deal.game && e.deal?.kind === deal.kind && e.deal.id === deal.id).sort((a, b) => a.finishedAt - b.finishedAt);
  }

  private async reload(): Promise<void> {
    const deal = this.deal;
    this.board = null;
    this.place(currentLayout());
    try {
      this.entries = await (await deviceHistory()).all();
    } catch {
      this.entries = [];
    }
    // A result still waiting goes first, so the board has it; it waits for a name if the player left before giving one.
    if (keptLeaderboardName() === null && isWaiting(deal.game, deal.kind, deal.id)) await askLeaderboardName(this, suggestedName(undefined));
    await sendWaitingResults();
    const board = await readLeaderboard(deal.game, deal.kind, deal.id, rememberedFriends());
    if (!this.scene.isActive() || this.deal.id !== deal.id) return;
    this.board = board;
    this.place(currentLayout());
  }

  private tick(): void {
    const shown = this.dates.getData('deal') as string | undefined;
    if (shown !== undefined && shown !== this.deal.id) return void this.reload();
    this.countdown.setParams({ time: timeLeft(this.deal.endsAt - Date.now()) });
  }

  private place(layout: Layout): void {
    const area = this.frame.layout(layout);
    const portrait = layout.portrait;
    const width = Math.min(area.width, 560);
    const cx = area.x + area.width / 2;
    const deal = this.deal;
    this.kinds.place(cx - width / 2, area.y + 24, width, portrait ? 44 : 48);
    let y = area.y + 24 + (portrait ? 34 : 42);
    this.dates.setData('deal', deal.id).setParams({ text: dealDates(deal) }).setBaseFontSize(portrait ? 18 : 22).setPosition(cx, y).fitWidth(width);
    y += this.dates.height + 4;
    this.countdown.setParams({ time: timeLeft(deal.endsAt - Date.now()) }).setPosition(cx, y).fitWidth(width);
    y += this.countdown.height + (portrait ? 10 : 16);
    this.linkNote.setVisible(this.linkEnded).setBaseFontSize(portrait ? 15 : 18).setWordWrapWidth(width, true).setPosition(cx, y);
    if (this.linkEnded) y += this.linkNote.height + (portrait ? 6 : 10);
    const tried = this.played.length > 0;
    const waiting = tried && isWaiting(deal.game, deal.kind, deal.id);
    this.status.setKey(waiting ? 'deals.waiting' : tried ? 'deals.practiceNote' : 'deals.oneTry').setBaseFontSize(portrait ? 15 : 18).setWordWrapWidth(width, true).setPosition(cx, y);
    y += this.status.height + (portrait ? 10 : 16);
    const buttonHeight = portrait ? 52 : 56;
    this.play.setLabel(tried ? 'deals.practise' : 'deals.play').setButtonSize(Math.min(width, 320), buttonHeight).setPosition(cx, y + buttonHeight / 2);
    y += buttonHeight + (portrait ? 12 : 16);
    const name = keptLeaderboardName();
    const renameWidth = Math.min(150, width / 3);
    this.nameLine.setKey(name === null ? 'deals.name.none' : 'deals.name.line', name === null ? undefined : { name }).setBaseFontSize(portrait ? 15 : 17);
    this.nameLine.setWordWrapWidth(width - renameWidth - 12, true);
    const lineWidth = this.nameLine.width + 12 + renameWidth;
    const rowHeight = Math.max(40, this.nameLine.height);
    this.nameLine.setPosition(cx - lineWidth / 2, y + rowHeight / 2);
    this.rename.setButtonSize(renameWidth, 40).setPosition(cx + lineWidth / 2 - renameWidth / 2, y + rowHeight / 2);
    y += rowHeight + (portrait ? 12 : 18);
    this.placeBoard(layout, cx, y, width, area.y + area.height);
  }

  /** The player's standing and Share, then the top 20 (two columns where there is room). */
  private placeBoard(layout: Layout, cx: number, top: number, width: number, bottom: number): void {
    for (const line of [...this.top, ...this.friendLines]) line.destroy();
    this.top = [];
    this.friendLines = [];
    const board = this.board;
    const mine = board?.ok ? board.board.mine : null;
    const standingKey = !board ? 'deals.loading' : !board.ok ? 'deals.unavailable' : mine ? 'deals.standing' : 'deals.noTry';
    this.standing.setKey(standingKey, mine ? { rank: mine.rank, total: mine.count, percentile: Math.round(mine.percentile), score: mine.score } : undefined);
    this.standing.setBaseFontSize(layout.portrait ? 16 : 20).setWordWrapWidth(width, true).setPosition(cx, top);
    let y = top + this.standing.height + 8;
    this.share.setVisible(mine !== null).setButtonSize(Math.min(width, 240), 48).setPosition(cx, y + 24);
    if (mine) y += 56;
    this.sharedNote.setVisible(this.shared !== null).setParams({ text: this.shared ? t(`deals.shared.${this.shared}`) : '' }).setPosition(cx, y);
    if (this.shared) y += this.sharedNote.height + 6;
    for (const friend of this.friends) {
      const key = `deals.friend.${friendVerdict(friend.score, mine?.score ?? null)}`;
      const line = addText(this, cx, y, key, { name: friend.name, score: friend.score, mine: mine?.score ?? 0 }, textStyle('body', { fontSize: layout.portrait ? '15px' : '17px', align: 'center' })).setOrigin(0.5, 0);
      this.friendLines.push(line.setWordWrapWidth(width, true));
      y += line.height + 4;
    }
    const entries = board?.ok ? board.board.top : [];
    this.topTitle.setVisible(entries.length > 0).setBaseFontSize(layout.portrait ? 16 : 20).setPosition(cx, y + 4);
    if (entries.length === 0) return;
    y += this.topTitle.height + 10;
    const columns = layout.portrait ? 1 : 2;
    const perColumn = Math.ceil(entries.length / columns);
    const lineHeight = Math.max(14, Math.min(layout.portrait ? 22 : 26, (bottom - y) / perColumn));
    const columnWidth = width / columns;
    entries.forEach((entry, i) => {
      const column = Math.floor(i / perColumn);
      const x = cx - width / 2 + column * columnWidth;
      const line = addText(this, x, y + (i % perColumn) * lineHeight, 'deals.topLine', { rank: entry.rank, name: entry.name, score: entry.score }, textStyle('body', { fontSize: `${Math.round(lineHeight * 0.68)}px`, ...(entry.name === mine?.name && entry.score === mine.score ? { color: css(COLORS.secondaryDark) } : {}) }));
      this.top.push(line.fitWidth(columnWidth - 12));
    });
  }

  /** Asks for the leaderboard name (the kept one filled in); the tries stored take it, and results waiting go under it. */
  private async changeName(): Promise<void> {
    const name = await askLeaderboardName(this, keptLeaderboardName() ?? suggestedName(undefined));
    if (name === null || !this.scene.isActive()) return;
    this.place(currentLayout());
    if ((await sendWaitingResults()) > 0) void this.reload();
  }

  /** The friends' tries at the deal shown (the device's own link opened on it is no friend). */
  private get friends(): readonly FriendEntry[] {
    const board = this.board;
    return board?.ok ? board.board.friends.filter((f) => f.player !== board.board.mine?.player) : [];
  }

  /** Starts the deal as a solo game for the person at the screen (asking first if it would replace a saved game). */
  private startDeal(): void {
    const game = this.picked;
    const deal = this.deal;
    withScreens(this, game, (screens) => {
      const saved = screens.readSave();
      confirmReplacingSave(this, saved.ok && saved.value !== null, () => {
        void game.loadRules().then((rules) => {
          const options = rules.validateOptions(deal.options);
          if (!options.ok) return console.warn(`The ${deal.kind} deal's options are refused: ${options.error.detail}`);
          const seats = seatsOf({ seats: [{ kind: 'human', name: null, color: game.seats.palette[0] as number }], players: 1 }, (i) => translate(game.seats.defaultName(i, true)));
          openGameScene(this, game, 'play', { options: options.value, seats });
        });
      });
    });
  }

  private async shareStanding(): Promise<void> {
    const board = this.board;
    const mine = board?.ok ? board.board.mine : null;
    if (!mine) return;
    const deal = this.deal;
    const link = friendLink(location.href, { game: deal.game, kind: deal.kind, deal: deal.id, player: mine.player });
    const when = dealDates(deal);
    const text = shareText({ game: { key: this.picked.nameKey }, kind: deal.kind, when, score: mine.score, rank: mine.rank, total: mine.count }, link);
    const card = {
      game: translate({ key: this.picked.nameKey }),
      deal: t('deals.card.deal', { deal: { key: `deals.${deal.kind}` }, when }),
      score: t('deals.card.score', { score: mine.score }),
      rank: t('deals.card.rank', { rank: mine.rank, total: mine.count }),
      site: location.host,
    };
    this.picture = await drawShareCard(card, `${deal.game}-${deal.id}.png`).catch(() => null);
    this.pictureAddress = null;
    this.shared = await shareResult(text, this.picture);
    if (this.scene.isActive()) this.place(currentLayout());
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts). */
  testView(): unknown {
    const board = this.board;
    const answer: LeaderboardAnswer | null = board?.ok ? board.board : null;
    return {
      game: this.picked.id,
      kind: this.kind,
      deal: this.deal.id,
      linkEnded: this.linkEnded,
      played: this.played.length,
      board: !board ? 'loading' : board.ok ? 'ready' : board.error,
      mine: answer?.mine ?? null,
      top: answer?.top ?? [],
      shared: this.shared,
      name: keptLeaderboardName(),
      picture: this.picture && { name: this.picture.name, type: this.picture.type, address: (this.pictureAddress ??= URL.createObjectURL(this.picture)) },
      friends: this.friends.map((f) => ({ ...f, verdict: friendVerdict(f.score, answer?.mine?.score ?? null) })),
    };
  }
}
