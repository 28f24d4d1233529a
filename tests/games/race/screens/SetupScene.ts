// Race to 10's setup, made of the shell's pieces as any game's is: the seats drawn from the
// definition (a pen dot heads each row), the game number, and the footer with Start. From the
// online lobby, Start hands the choices to the lobby instead, which creates the table.
import Phaser from 'phaser';
import type { TurnTimer } from '../../../../src/protocol/protocol';
import { SceneKeys } from '../../../../src/platform/scene-keys';
import { openOnline } from '../../../../src/shell/scenes/online-entry';
import { SetupFooter, SETUP_FOOTER, startSetUpGame } from '../../../../src/shell/setup-footer';
import { randomSeed, type SetupProblem } from '../../../../src/shell/setup-draft';
import { penMarker, SetupSeedRow, SetupSeats } from '../../../../src/shell/setup-seats';
import { watchLayout, type Layout, type Rect } from '../../../../src/ui/layout';
import { ScreenFrame } from '../../../../src/ui/screen-frame';
import { fadeIn, goTo } from '../../../../src/ui/transition';
import { race } from '../index';
import { defaultRaceDraft, toNewRace, withRaceSeed, type RaceSetupDraft } from './setup-draft';

export interface RaceSetupData {
  readonly online?: { readonly timer: TurnTimer };
}

export class RaceSetupScene extends Phaser.Scene {
  private draft!: RaceSetupDraft;
  private seats!: SetupSeats<RaceSetupDraft>;
  private seed!: SetupSeedRow;
  private footer!: SetupFooter;
  private problem: SetupProblem | 'hostSeat' | null = null;
  private online: { readonly timer: TurnTimer } | null = null;
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor() {
    super(race.scenes.setup);
  }

  create(data: RaceSetupData = {}): void {
    this.draft = defaultRaceDraft(randomSeed());
    this.problem = null;
    this.online = data.online ?? null;
    const frame = this.online
      ? new ScreenFrame(this, { title: 'online.create.title', onBack: () => openOnline(this) })
      : new ScreenFrame(this, { title: 'race:setup.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.seats = new SetupSeats(this, {
      game: race,
      draft: this.draft,
      edit: (change) => this.edit(change),
      marker: (_, color) => penMarker(this, color, race),
      markerSize: 28,
    });
    this.seed = new SetupSeedRow(this, race.localeNamespace, this.draft.seed, (text) => this.edit((d) => withRaceSeed(d, text)));
    this.footer = new SetupFooter(this, { startLabel: 'race:setup.start', online: this.online !== null, onStart: () => this.start() });
    watchLayout(this, (layout) => {
      this.area = frame.layout(layout);
      this.place(layout);
    });
    this.refresh();
    fadeIn(this);
  }

  private edit(change: (draft: RaceSetupDraft) => RaceSetupDraft): void {
    this.draft = change(this.draft);
    this.problem = null;
    this.refresh();
  }

  private refresh(): void {
    this.seats.refresh(this.draft, this.online !== null);
    this.seed.setVisible(!this.online).setInvalid(this.problem === 'badSeed');
    const problem = this.problem === 'hostSeat' ? 'online.create.hostSeat' : this.problem && `race:setup.problems.${this.problem}`;
    this.footer.say({ key: problem ?? 'race:setup.summary' }, problem !== null);
  }

  private place(layout: Layout): void {
    const a = this.area;
    const portrait = layout.portrait;
    const rowsEnd = this.seats.place(a, a.y + (portrait ? 24 : 30), a.y + a.height - SETUP_FOOTER - 80, portrait);
    this.seed.place(a, rowsEnd + 10, portrait);
    this.footer.place(a, portrait);
  }

  private start(): void {
    const made = toNewRace(this.draft);
    if (made.ok && startSetUpGame(this, { gameId: race.id, playScene: race.scenes.play, online: this.online }, made.value)) return;
    this.problem = made.ok ? 'hostSeat' : made.error;
    this.refresh();
  }

  /** Read by the end-to-end test bridge only (src/shell/scenes/test-bridge.ts). */
  testView(): unknown {
    return { seed: this.draft.seed, problem: this.problem, seats: this.draft.seats.map((s) => ({ kind: s.kind, name: s.name })) };
  }
}
