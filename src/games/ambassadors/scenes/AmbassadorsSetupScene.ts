// Ambassadors' setup: two to four seats, each one of the four characters (colour, name, portrait
// initial), a person or the computer at a level, with a start wonder of its own or a random one;
// and the game number. Start hands a NewAmbassadorsGame to the play scene; the rules validate its
// options. From the online lobby it sets up a table instead: Start hands its choices to the lobby,
// and the server draws the seed.
import Phaser from 'phaser';
import type { TurnTimer } from '../../../protocol/protocol';
import { openOnline } from '../../../shell/scenes/online-entry';
import { translate, type Message } from '../../../platform/i18n';
import { SceneKeys } from '../../../platform/scene-keys';
import { prepareMusic } from '../../../shell/audio';
import { Button } from '../../../ui/button';
import { currentLayout, watchLayout, type Layout, type Rect } from '../../../ui/layout';
import { ScreenFrame } from '../../../ui/screen-frame';
import { SetupFooter, SETUP_FOOTER, startSetUpGame } from '../../../shell/setup-footer';
import { SetupSeedRow, SetupSeats } from '../../../shell/setup-seats';
import { fadeIn, goTo } from '../../../ui/transition';
import { AmbassadorsScenes } from '../scene-keys';
import { ambassadorsDefaultName } from '../play/seat-names';
import { ambassadors } from '../index';
import { rememberAmbassadorsDraft, rememberedAmbassadorsDraft } from '../play/setup-memory';
import {
  defaultAmbassadorsDraft,
  randomSeed,
  toNewAmbassadorsGame,
  withAmbassadorsSeed,
  withNextStart,
  type AmbassadorsSetupDraft,
  type AmbassadorsSetupProblem,
  type StartPick,
} from '../play/setup-draft';
import { CharacterBadge } from './character-badge';

/** Setup for a game on this device, or for an online table (from the online lobby, with its turn timer). */
export interface AmbassadorsSetupData {
  readonly online?: { readonly timer: TurnTimer };
}

const startLabel = (pick: StartPick): Message =>
  pick === 'random' ? { key: 'ambassadors:setup.startRandom' } : { key: 'ambassadors:setup.startAt', params: { n: pick } };

export class AmbassadorsSetupScene extends Phaser.Scene {
  private draft!: AmbassadorsSetupDraft;
  private seats!: SetupSeats<AmbassadorsSetupDraft>;
  private starts: Button[] = [];
  private seed!: SetupSeedRow;
  private footer!: SetupFooter;
  private problem: AmbassadorsSetupProblem | 'hostSeat' | null = null;
  private online: { readonly timer: TurnTimer } | null = null;
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor() {
    super(AmbassadorsScenes.setup);
  }

  create(data: AmbassadorsSetupData = {}): void {
    this.draft = withAmbassadorsSeed(rememberedAmbassadorsDraft() ?? defaultAmbassadorsDraft(0), String(randomSeed()));
    this.problem = null;
    this.online = data.online ?? null;
    const frame = this.online
      ? new ScreenFrame(this, { title: 'online.create.title', onBack: () => openOnline(this) })
      : new ScreenFrame(this, { title: 'ambassadors:setup.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.starts = [];
    this.seats = new SetupSeats(this, {
      game: ambassadors,
      draft: this.draft,
      edit: (change) => this.edit(change),
      // Each seat is one of the characters, in seat order.
      marker: (i, color) => new CharacterBadge(this, i, color),
      markerSize: 48,
      extra: {
        make: (i) => {
          const start = new Button(this, 0, 0, { label: 'ambassadors:setup.startRandom', icon: 'globe', variant: 'plain', height: 44, onClick: () => this.edit((d) => withNextStart(d, i)) });
          this.starts.push(start);
          return start;
        },
        width: 240,
      },
    });
    this.seed = new SetupSeedRow(this, 'ambassadors', this.draft.seed, (text) => this.edit((d) => withAmbassadorsSeed(d, text)));
    this.footer = new SetupFooter(this, { startLabel: 'ambassadors:setup.start', online: this.online !== null, onStart: () => this.startGame() });
    watchLayout(this, (layout) => {
      this.area = frame.layout(layout);
      this.place(layout);
    });
    this.refresh();
    // A game may start from here: its music decoded ahead, at a quiet moment (music-mixer.ts).
    prepareMusic('play');
    fadeIn(this);
  }

  private edit(change: (draft: AmbassadorsSetupDraft) => AmbassadorsSetupDraft): void {
    const next = change(this.draft);
    if (next === this.draft) return;
    this.draft = next;
    rememberAmbassadorsDraft(next);
    this.problem = null;
    this.refresh();
  }

  private refresh(): void {
    const d = this.draft;
    this.seats.refresh(d, this.online !== null);
    this.starts.forEach((start, i) => {
      const pick = startLabel(d.starts[i] ?? 'random');
      start.setLabel(pick.key, pick.params).setSelected(d.starts[i] !== 'random');
    });
    // Online, the server draws the game number when the game starts.
    const seeded = !this.online;
    this.seed.setVisible(seeded).setInvalid(this.problem === 'badSeed');
    this.footer.say(
      this.problem === 'hostSeat' ? { key: 'online.create.hostSeat' } : this.problem ? { key: `ambassadors:setup.problems.${this.problem}` } : { key: 'ambassadors:setup.summary', params: { count: d.players } },
      this.problem !== null,
    );
    if (this.area.width > 0) this.place(currentLayout());
  }

  private place(layout: Layout): void {
    const a = this.area;
    const portrait = layout.portrait;
    // The game number's row under the seats.
    const seatsBottom = a.y + a.height - SETUP_FOOTER - (portrait ? 80 : 60);
    this.seed.place(a, this.seats.place(a, a.y + (portrait ? 24 : 30), seatsBottom, portrait) + (portrait ? 0 : 10), portrait);
    this.footer.place(a, portrait);
  }

  private startGame(): void {
    const made = toNewAmbassadorsGame(this.draft, (i) => translate(ambassadorsDefaultName(i)));
    if (!made.ok) {
      this.problem = made.error;
      this.refresh();
      return;
    }
    if (startSetUpGame(this, { gameId: ambassadors.id, playScene: AmbassadorsScenes.play, online: this.online }, made.value)) return;
    this.problem = 'hostSeat';
    this.refresh();
  }

  /** Read by the end-to-end test bridge only (see shell/scenes/test-bridge.ts). */
  testView(): unknown {
    const d = this.draft;
    return { players: d.players, starts: d.starts.slice(0, d.players), seed: d.seed, problem: this.problem, seats: d.seats.slice(0, d.players).map((s) => ({ kind: s.kind, name: s.name })) };
  }
}
