// A scoring screen's ways into the game just finished: a Replay button (a table on this device
// replays its record; an online one its table's, which the server keeps a while), and after a
// solo game of a game whose AI judges, a Review button that opens the replay with the master's
// review already running. Both are square icon buttons (a screen reader hears their names) laid
// beside the scene's own buttons; closing the replay goes to the menu.
import type Phaser from 'phaser';
import type { AnyGame } from '../../games/contract';
import { SceneKeys } from '../../platform/scene-keys';
import { Button } from '../../ui/button';
import type { ToPage } from '../scenes/test-bridge';
import { scoringEntry, type FinishedData } from '../history/finished-game';
import { openReplay, openTableReplay } from './open-replay';

/** A scoring scene's data as this piece reads it: an online table's session can be left. */
export type ScoredGame = Omit<FinishedData, 'online'> & { readonly online?: NonNullable<FinishedData['online']> & { leave(): void } };

const GAP = 12;
/** The narrowest a labelled button of the row may be (a phone's, a side column's). */
const LEAST_WIDE = 150;

export class ScoringReplay {
  readonly replay: Button | null;
  readonly review: Button | null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly game: AnyGame,
    private readonly data: ScoredGame,
  ) {
    const { online } = data;
    const replayable = !online || (online.code !== undefined && Boolean(online.game));
    this.replay = replayable ? new Button(scene, 0, 0, { icon: 'undo', name: 'history.replayName', variant: 'secondary', onClick: () => this.open(false) }) : null;
    this.review = !online && game.reviews === true && data.seats.length === 1 ? new Button(scene, 0, 0, { icon: 'robot', name: 'review.startName', variant: 'secondary', onClick: () => this.open(true) }) : null;
  }

  /** This piece's buttons on screen. */
  get buttons(): Button[] {
    return [this.replay, this.review].filter((button): button is Button => button !== null);
  }

  /**
   * The row centred on `centerX` at `y`, `width` wide: the scene's `wide` buttons share what the
   * square buttons (as tall as the row) leave, as far as `widest` each. Where that is too narrow
   * for their words, the first wide button has a row of its own above. Returns the rows' top.
   */
  placeRow(wide: readonly Button[], centerX: number, y: number, width: number, widest: number, height = 56): number {
    const squares = this.buttons;
    const share = (count: number) => Math.min(widest, (width - squares.length * (height + GAP) - (count - 1) * GAP) / Math.max(1, count));
    const [first, ...others] = wide;
    const above = first !== undefined && others.length > 0 && share(wide.length) < LEAST_WIDE;
    if (above) first.setButtonSize(Math.min(width, 2 * widest), height).setPosition(centerX, y - height - GAP);
    const inRow = above ? others : wide;
    const wideWidth = share(inRow.length);
    const row = [...inRow.map((button) => ({ button, width: wideWidth })), ...squares.map((button) => ({ button, width: height }))];
    const total = row.reduce((sum, part) => sum + part.width, 0) + (row.length - 1) * GAP;
    let x = centerX - total / 2;
    for (const part of row) {
      part.button.setButtonSize(part.width, height).setPosition(x + part.width / 2, y);
      x += part.width + GAP;
    }
    return y - height / 2 - (above ? height + GAP : 0);
  }

  /** Opens the replay (with its review running if asked); an online table is left once its replay came. */
  private open(review: boolean): void {
    const { online } = this.data;
    if (online?.code !== undefined && online.game) {
      openTableReplay(this.scene, { code: online.code, gameNo: online.game.gameNo }, SceneKeys.Menu, () => online.leave());
      return;
    }
    void scoringEntry(this.game, this.data, Date.now()).then((entry) => {
      if (entry && this.scene.scene.isActive()) openReplay(this.scene, entry, { exit: SceneKeys.Menu, review });
    });
  }

  /** Read by the end-to-end test bridge: where the buttons are (null: not offered). */
  testView(toPage: ToPage): { replay: ReturnType<ToPage> | null; review: ReturnType<ToPage> | null } {
    return { replay: this.replay && toPage(this.replay), review: this.review && toPage(this.review) };
  }
}
