// Tucana's setup: the seats (1–8, each a person or the computer at a level) on one tab; the
// island's side, the Special Bonus, the three setup options and the game number on the other.
// Start hands a NewTucanaGame to the play scene; the rules validate its options. From the online
// lobby it sets up a table instead: Start hands its choices to the lobby, and the server draws the seed.
import Phaser from 'phaser';
import type { TurnTimer } from '../../../protocol/protocol';
import { openOnline } from '../../../shell/scenes/online-entry';
import { translate } from '../../../platform/i18n';
import { SetupFooter, SETUP_FOOTER, startSetUpGame } from '../../../shell/setup-footer';
import { penMarker, SetupSeedRow, SetupSeats } from '../../../shell/setup-seats';
import { SceneKeys } from '../../../platform/scene-keys';
import { TucanaScenes } from '../scene-keys';
import { Button } from '../../../ui/button';
import { ChoiceRow } from '../../../ui/choice-row';
import { currentLayout, watchLayout, type Layout, type Rect } from '../../../ui/layout';
import { addText, type LocalizedText } from '../../../ui/localized-text';
import { ScreenFrame } from '../../../ui/screen-frame';
import { COLORS, css, textStyle } from '../../../ui/theme';
import { fadeIn, goTo } from '../../../ui/transition';
import { ISLANDS, type IslandId } from '../rules/index';
import { tucana } from '../index';
import { tucanaDefaultName } from '../play/seat-names';
import { rememberTucanaDraft, rememberedTucanaDraft } from '../play/setup-memory';
import {
  TUCANA_FLAGS,
  defaultTucanaDraft,
  randomSeed,
  toNewTucanaGame,
  withFlag,
  withIsland,
  withTucanaSeed,
  type TucanaFlag,
  type TucanaSetupDraft,
  type TucanaSetupProblem,
} from '../play/setup-draft';
import { prepareMusic } from '../../../shell/audio';

const TABS = ['players', 'island'] as const;
type TabId = (typeof TABS)[number];

interface FlagRow {
  readonly toggle: Button;
  readonly text: LocalizedText;
}

/** Setup for a game on this device, or for an online table (from the online lobby, with its turn timer). */
export interface TucanaSetupData {
  readonly online?: { readonly timer: TurnTimer };
}

export class TucanaSetupScene extends Phaser.Scene {
  private draft!: TucanaSetupDraft;
  private tab: TabId = 'players';
  private tabs!: ChoiceRow<TabId>;
  private seats!: SetupSeats<TucanaSetupDraft>;
  private sideLabel!: LocalizedText;
  private side!: ChoiceRow<IslandId>;
  private sideText!: LocalizedText;
  private flags!: Record<TucanaFlag, FlagRow>;
  private seed!: SetupSeedRow;
  private footer!: SetupFooter;
  private problem: TucanaSetupProblem | 'hostSeat' | null = null;
  private online: { readonly timer: TurnTimer } | null = null;
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor() {
    super(TucanaScenes.setup);
  }

  create(data: TucanaSetupData = {}): void {
    this.draft = withTucanaSeed(rememberedTucanaDraft() ?? defaultTucanaDraft(0), String(randomSeed()));
    this.problem = null;
    this.online = data.online ?? null;
    const frame = this.online
      ? new ScreenFrame(this, { title: 'online.create.title', onBack: () => openOnline(this) })
      : new ScreenFrame(this, { title: 'tucana:setup.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.tabs = new ChoiceRow(this, TABS.map((id) => ({ value: id, label: `tucana:setup.tabs.${id}`, icon: id === 'players' ? 'person' : 'globe' })), this.tab, (id) => {
      this.tab = id;
      this.refresh();
    });
    this.seats = new SetupSeats(this, { game: tucana, draft: this.draft, edit: (change) => this.edit(change), marker: (_, color) => penMarker(this, color, tucana), markerSize: 28 });
    this.sideLabel = addText(this, 0, 0, 'tucana:setup.side', undefined, textStyle('subheading')).setOrigin(0, 0.5);
    this.side = new ChoiceRow(this, ISLANDS.map((id) => ({ value: id, label: `tucana:islands.${id}` })), this.draft.island, (id) => this.edit((d) => withIsland(d, id)));
    this.sideText = addText(this, 0, 0, 'tucana:setup.sides.petit', undefined, textStyle('body', { fontSize: '16px', color: css(COLORS.inkSoft) }));
    this.flags = Object.fromEntries(
      TUCANA_FLAGS.map((flag) => [
        flag,
        {
          toggle: new Button(this, 0, 0, { label: `tucana:setup.flags.${flag}.name`, icon: 'star', variant: 'plain', height: 44, onClick: () => this.edit((d) => withFlag(d, flag, !d.flags[flag])) }),
          text: addText(this, 0, 0, `tucana:setup.flags.${flag}.text`, undefined, textStyle('body', { fontSize: '15px', color: css(COLORS.inkSoft) })).setOrigin(0, 0.5),
        },
      ]),
    ) as Record<TucanaFlag, FlagRow>;
    this.seed = new SetupSeedRow(this, 'tucana', this.draft.seed, (text) => this.edit((d) => withTucanaSeed(d, text)));
    this.footer = new SetupFooter(this, { startLabel: 'tucana:setup.start', online: this.online !== null, onStart: () => this.startGame() });
    watchLayout(this, (layout) => {
      this.area = frame.layout(layout);
      this.place(layout);
    });
    this.refresh();
    // A game may start from here: its music decoded ahead, at a quiet moment (music-mixer.ts).
    prepareMusic('play');
    fadeIn(this);
  }

  private edit(change: (draft: TucanaSetupDraft) => TucanaSetupDraft): void {
    const next = change(this.draft);
    if (next === this.draft) return;
    this.draft = next;
    rememberTucanaDraft(next);
    this.problem = null;
    this.refresh();
  }

  private refresh(): void {
    const d = this.draft;
    const players = this.tab === 'players';
    this.tabs.setValue(this.tab);
    this.seats.setVisible(players);
    this.seats.refresh(d, this.online !== null);
    // Online, the server draws the game number when the game starts.
    const seeded = !players && !this.online;
    for (const o of [this.sideLabel, this.sideText]) o.setVisible(!players);
    this.side.setVisible(!players).setValue(d.island);
    this.sideText.setKey(`tucana:setup.sides.${d.island}`);
    for (const flag of TUCANA_FLAGS) {
      const row = this.flags[flag];
      row.toggle.setVisible(!players).setSelected(d.flags[flag]).setIcon(d.flags[flag] ? 'confirm' : 'star');
      row.text.setVisible(!players);
    }
    this.seed.setVisible(seeded).setInvalid(this.problem === 'badSeed');
    this.footer.say(
      this.problem === 'hostSeat'
        ? { key: 'online.create.hostSeat' }
        : this.problem
          ? { key: `tucana:setup.problems.${this.problem}` }
          : d.players === 1
            ? { key: 'tucana:setup.summary.solo', params: { island: { key: `tucana:islands.${d.island}` } } }
            : { key: 'tucana:setup.summary.table', params: { count: d.players, island: { key: `tucana:islands.${d.island}` } } },
      this.problem !== null,
    );
    if (this.area.width > 0) this.place(currentLayout());
  }

  private place(layout: Layout): void {
    const a = this.area;
    const portrait = layout.portrait;
    this.tabs.place(a.x, a.y + 24, Math.min(a.width, 520), portrait ? 44 : 48);
    this.seats.place(a, a.y + (portrait ? 70 : 84), a.y + a.height - SETUP_FOOTER, portrait);
    // Island and variants.
    // Phones: the island's names speak for themselves (like the player count), so no label takes a row.
    let iy = a.y + (portrait ? 78 : 96);
    this.sideLabel.setPosition(a.x, iy).setBaseFontSize(24).setVisible(this.tab === 'island' && !portrait);
    const sideX = a.x + (portrait ? 0 : 230);
    this.side.place(sideX, iy, Math.min(a.width - (sideX - a.x), 420), 44);
    iy += 32;
    this.sideText.setBaseFontSize(portrait ? 13 : 16).setPosition(a.x, iy).setWordWrapWidth(a.width, true);
    iy += this.sideText.height + (portrait ? 10 : 16);
    const toggleW = portrait ? a.width : 280;
    for (const flag of TUCANA_FLAGS) {
      const row = this.flags[flag];
      row.toggle.setButtonSize(toggleW, portrait ? 40 : 44).setPosition(a.x + toggleW / 2, iy + 22);
      if (portrait) {
        row.text.setBaseFontSize(12).setOrigin(0, 0).setPosition(a.x, iy + 46).setWordWrapWidth(a.width, true);
        iy += 46 + row.text.height + 8;
      } else {
        row.text.setBaseFontSize(15).setOrigin(0, 0.5).setPosition(a.x + toggleW + 16, iy + 22).setWordWrapWidth(a.width - toggleW - 16, true);
        iy += 54;
      }
    }
    iy += portrait ? 4 : 10;
    this.seed.place(a, iy, portrait);
    this.footer.place(a, portrait);
  }

  private startGame(): void {
    const made = toNewTucanaGame(this.draft, (i, kind) => translate(tucanaDefaultName(i, kind === 'human')));
    if (!made.ok) {
      this.problem = made.error;
      if (made.error === 'badSeed') this.tab = 'island';
      this.refresh();
      return;
    }
    if (startSetUpGame(this, { gameId: tucana.id, playScene: TucanaScenes.play, online: this.online }, made.value)) return;
    this.problem = 'hostSeat';
    this.tab = 'players';
    this.refresh();
  }

  /** Read by the end-to-end test bridge only (see shell/scenes/test-bridge.ts). */
  testView(): unknown {
    const d = this.draft;
    return { tab: this.tab, problem: this.problem, players: d.players, island: d.island, flags: d.flags, seed: d.seed, seats: d.seats.slice(0, d.players).map((s) => ({ kind: s.kind, name: s.name })) };
  }
}
