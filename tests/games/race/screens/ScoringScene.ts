// Race to 10's end: who won, each seat's count from first to last, and the shell's Replay (and
// the history, which keeps the game as its scoring scene opens). Every figure is the final view's.
import Phaser from 'phaser';
import type { GameRecordShape } from '../../../../src/games/contract';
import { SceneKeys } from '../../../../src/platform/scene-keys';
import { playSound } from '../../../../src/shell/audio';
import { ScoringReplay } from '../../../../src/shell/replay/scoring-replay';
import type { ToPage } from '../../../../src/shell/scenes/test-bridge';
import { seatName } from '../../../../src/shell/seat-names';
import type { Seat } from '../../../../src/shell/seats';
import { randomSeed } from '../../../../src/shell/setup-draft';
import { Button } from '../../../../src/ui/button';
import { watchLayout, type Layout } from '../../../../src/ui/layout';
import { addText, type LocalizedText } from '../../../../src/ui/localized-text';
import { ScreenFrame } from '../../../../src/ui/screen-frame';
import { textStyle } from '../../../../src/ui/theme';
import { fadeIn, goTo } from '../../../../src/ui/transition';
import { race } from '../index';
import type { RaceView } from '../rules';

export interface RaceScoringData {
  readonly view: RaceView;
  readonly record: GameRecordShape;
  readonly seats: readonly Seat[];
}

export class RaceScoringScene extends Phaser.Scene {
  private frame!: ScreenFrame;
  private headline!: LocalizedText;
  private rows: LocalizedText[] = [];
  private playAgain!: Button;
  private menu!: Button;
  private replays!: ScoringReplay;

  constructor() {
    super(race.scenes.scoring);
  }

  create(data: RaceScoringData): void {
    const { view, seats } = data;
    const name = (seat: number) => seatName(seats, seat, race.seats.defaultName);
    this.frame = new ScreenFrame(this, { title: 'race:scoring.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.headline = addText(this, 0, 0, 'race:scoring.winner', { name: name(view.ranking?.winners[0] ?? 0) }, textStyle('heading', { align: 'center' })).setOrigin(0.5, 0);
    this.rows = (view.ranking?.order ?? []).map((seat, place) =>
      addText(this, 0, 0, 'race:scoring.row', { place: place + 1, name: name(seat), count: view.boards[seat]?.score.total ?? 0 }, textStyle('subheading')).setOrigin(0.5, 0),
    );
    const options = data.record.options as Record<string, unknown>;
    this.playAgain = new Button(this, 0, 0, { label: 'race:scoring.playAgain', icon: 'play', onClick: () => goTo(this, race.scenes.play, { options: { ...options, seed: randomSeed() }, seats }) });
    this.menu = new Button(this, 0, 0, { label: 'race:scoring.menu', icon: 'home', variant: 'secondary', onClick: () => goTo(this, SceneKeys.Menu) });
    this.replays = new ScoringReplay(this, race, data);
    watchLayout(this, (layout) => this.place(layout), { languages: true });
    fadeIn(this);
    playSound('click');
  }

  private place(layout: Layout): void {
    const area = this.frame.layout(layout);
    const middle = area.x + area.width / 2;
    this.headline.setBaseFontSize(layout.portrait ? 26 : 32).setPosition(middle, area.y + 20).setWordWrapWidth(area.width, true);
    this.rows.forEach((row, i) => row.setBaseFontSize(layout.portrait ? 18 : 22).setPosition(middle, this.headline.y + this.headline.height + 30 + i * 40).fitWidth(area.width));
    this.replays.placeRow([this.playAgain, this.menu], middle, area.y + area.height - 34, area.width, 260);
  }

  /** Read by the end-to-end test bridge only (src/shell/scenes/test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    return { buttons: { playAgain: toPage(this.playAgain), menu: toPage(this.menu), ...this.replays.testView(toPage) } };
  }
}
