// What an online table adds to a play screen, for any game: the session followed (followTable),
// the connection badge with this seat's time left, the notice over the play area (join again,
// take my seat back, let an AI play now) and each seat's line (away, the AI standing in, the
// time its turn timer leaves), refreshed every second while a timer runs. The game's screen
// makes one once its views are built, places the badge and the notice, and draws the seat lines
// where its seats are.
import Phaser from 'phaser';
import type { Message } from '../../platform/i18n';
import { ConnectionBadge } from '../../ui/connection-badge';
import { NoticeBar } from '../../ui/notice-bar';
import { goTo } from '../../ui/transition';
import { followTable, type RemoteSide } from './follow-table';
import { rejoinTable } from './leave';
import { seatLine, tableNotice, type SeatLine, type TableNotice } from './seat-status';
import type { OnlineSession } from './session';

/** What differs between the games' play screens at a table. */
export interface OnlinePlayScreen {
  /** The game's play scene: a new game at the table (a rematch) opens it again on the session. */
  readonly playScene: string;
  /** Where the table's own refusals are said. */
  readonly banner: { toast(message: Message): void };
  /** A seat's name in the language of the moment (the takeover notice names the away player). */
  seatName(seat: number): Message;
  /** The seats' lines changed (a status, a clock): draw them again. */
  seatsChanged(): void;
  /** The connection badge's layer, where the screen stacks its own widgets near it. */
  readonly badgeDepth?: number;
}

export class TableStatus {
  readonly badge: ConnectionBadge;
  readonly notice: NoticeBar;
  /** The clocks' time: the badge and every seat's line count down together. */
  private now = Date.now();

  constructor(
    private readonly scene: Phaser.Scene,
    readonly session: OnlineSession,
    controller: RemoteSide,
    private readonly screen: OnlinePlayScreen,
  ) {
    this.badge = new ConnectionBadge(scene).set(session.connection).setWatching(session.watching);
    if (screen.badgeDepth !== undefined) this.badge.setDepth(screen.badgeDepth);
    this.notice = new NoticeBar(scene);
    followTable(scene, session, controller, {
      restart: () => goTo(scene, screen.playScene, { online: session }),
      toast: (message) => screen.banner.toast(message),
      connection: (state) => {
        this.badge.set(state);
        this.show();
      },
      table: () => this.show(),
    });
    // The screen's create() goes on to lay out and draw its views: the table shows after.
    scene.events.once(Phaser.Scenes.Events.CREATE, () => this.start());
  }

  /** Shows the table as it is now, then follows its clocks every second. */
  private start(): void {
    this.show();
    this.scene.time.addEvent({ delay: 1000, loop: true, callback: () => this.showClocks() });
  }

  /** The connection is lost for good: the table's deadlines and statuses are stale. */
  private get offline(): boolean {
    return this.session.connection === 'offline';
  }

  /** What the table offers this device now (join again, resume, takeover), or null. */
  get offer(): TableNotice {
    const table = this.session.table;
    return table ? tableNotice(table, this.offline) : this.offline ? { kind: 'rejoin' } : null;
  }

  /**
   * A seat's line: what the table says of it, else `doing` (what the rules say it is doing) with
   * its time left; undefined once the connection is lost for good (the screen's own words stand).
   */
  seatLine(seat: number, doing: Message | null): SeatLine | undefined {
    const seats = this.offline ? undefined : this.session.table?.seats;
    return seats && seatLine(seats[seat], doing, this.now);
  }

  /** The notice for what the table offers, then the seats' lines and the clocks. */
  private show(): void {
    const session = this.session;
    const offer = this.offer;
    if (offer?.kind === 'rejoin') this.notice.show({ key: 'online.notice.offline' }, { label: 'online.notice.rejoin', onClick: () => rejoinTable(this.scene, session) });
    else if (offer?.kind === 'resume') this.notice.show({ key: 'online.notice.standIn' }, { label: 'online.notice.resume', onClick: () => session.send('resume') });
    else if (offer?.kind === 'takeover')
      this.notice.show(
        { key: 'online.notice.away', params: { name: this.screen.seatName(offer.seat) } },
        { label: 'online.notice.takeover', onClick: () => session.send('takeover', { seat: offer.seat }) },
      );
    else this.notice.hide();
    this.showClocks(true);
  }

  /** This seat's time left on the badge, and the seats' lines while any timer runs (or `always`). */
  private showClocks(always = false): void {
    this.now = Date.now();
    const deadline = this.offline ? null : this.session.deadline;
    this.badge.setTimeLeft(deadline === null ? null : deadline - this.now);
    if (always || this.session.table?.seats.some((seat) => seat.deadline !== null)) this.screen.seatsChanged();
  }

  /** For the test bridge: this device's seat (null: watching), each seat's status as the table says, the notice's offer. */
  testView(): { seat: number | null; statuses: string[]; notice: TableNotice } {
    return { seat: this.session.seat, statuses: this.session.table?.seats.map((seat) => seat.status) ?? [], notice: this.notice.shown ? this.offer : null };
  }
}
