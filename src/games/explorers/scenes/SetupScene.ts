// Setup: the seats, the scoring sides, the map and the achievements, on four tabs, with Start
// always in reach. Start hands a NewGame to the play scene; the engine validates its options.
import Phaser from 'phaser';
import { translate, type Message } from '../../../platform/i18n';
import { toNewGame, type SetupDraft, type SetupProblem } from '../play/setup-draft';
import { ChoiceRow } from '../../../ui/choice-row';
import { currentLayout, watchLayout, type Layout, type Rect } from '../../../ui/layout';
import { ScreenFrame } from '../../../ui/screen-frame';
import { fadeIn, goTo } from '../../../ui/transition';
import { SceneKeys } from '../../../platform/scene-keys';
import { ExplorersScenes } from '../scene-keys';
import { openOnline } from '../../../shell/scenes/online-entry';
import { SetupFooter, SETUP_FOOTER, startSetUpGame } from '../../../shell/setup-footer';
import { explorers } from '../index';
import type { TurnTimer } from '../../../protocol/protocol';
import { AchievementsTab } from './setup/achievements-tab';
import { MapTab } from './setup/map-tab';
import { PlayersTab } from './setup/players-tab';
import { defaultNameMessage } from '../play/seat-names';
import { RulesTab } from './setup/rules-tab';
import { SetupStore, type SetupTab } from './setup/setup-store';
import { prepareMusic } from '../../../shell/audio';

/** Setup for a game on this device, or for an online table (from the online lobby). */
export interface SetupData {
  readonly online?: { readonly timer: TurnTimer };
}

const TABS = ['players', 'rules', 'map', 'achievements'] as const;
type TabId = (typeof TABS)[number];
const TAB_ICONS = { players: 'person', rules: 'trophy', map: 'globe', achievements: 'star' } as const;

/** Tabs: one row of four in landscape, two rows of two in portrait. */
const TAB_BAR = { landscape: 60, portrait: 96 } as const;

export class SetupScene extends Phaser.Scene {
  private store!: SetupStore;
  private tabs!: Record<TabId, SetupTab>;
  private tabBar!: ChoiceRow<TabId>;
  private footer!: SetupFooter;
  private current: TabId = 'players';
  private problem: SetupProblem | 'hostSeat' | null = null;
  /** Setting up an online table (with its turn timer), not a game on this device. */
  private online: { readonly timer: TurnTimer } | null = null;
  /** The frame's content area from the last layout (empty before the first one). */
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor() {
    super(ExplorersScenes.setup);
  }

  create(data: SetupData = {}): void {
    this.store = new SetupStore();
    this.problem = null;
    this.online = data.online ?? null;
    const frame = this.online
      ? new ScreenFrame(this, { title: 'online.create.title', onBack: () => openOnline(this) })
      : new ScreenFrame(this, { title: 'setup.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.tabBar = new ChoiceRow(
      this,
      TABS.map((id) => ({ value: id, label: `setup.tabs.${id}`, icon: TAB_ICONS[id] })),
      this.current,
      (id) => this.show(id),
    );
    this.tabs = {
      players: new PlayersTab(this, this.store),
      rules: new RulesTab(this, this.store),
      map: new MapTab(this, this.store),
      achievements: new AchievementsTab(this, this.store),
    };
    this.footer = new SetupFooter(this, { startLabel: 'setup.start', online: this.online !== null, onStart: () => this.startGame() });

    this.store.onChange((draft) => {
      this.problem = null;
      for (const tab of Object.values(this.tabs)) tab.refresh(draft);
      this.refreshSummary(draft);
      this.placeTab(currentLayout());
    });
    this.show(this.current);
    this.refreshSummary(this.store.draft);
    watchLayout(this, (layout) => {
      this.area = frame.layout(layout);
      this.placeBars(layout);
      this.placeTab(layout);
    });
    // A game may start from here: its music decoded ahead, at a quiet moment (music-mixer.ts).
    prepareMusic('play');
    fadeIn(this);
  }

  private show(id: TabId): void {
    this.current = id;
    this.tabBar.setValue(id);
    for (const tab of TABS) this.tabs[tab].setVisible(tab === id);
    this.placeTab(currentLayout());
  }

  /** Tabs change shape with the draft (a mode shows or hides controls), so they are re-placed often. */
  private placeTab(layout: Layout): void {
    const area = this.area;
    if (area.width === 0) return;
    const top = area.y + TAB_BAR[layout.orientation];
    this.tabs[this.current].place({ x: area.x, y: top, width: area.width, height: area.y + area.height - SETUP_FOOTER - top }, layout);
  }

  private placeBars(layout: Layout): void {
    const area = this.area;
    if (layout.portrait) this.tabBar.placeGrid(area.x, area.y + 20, area.width, 2, 40);
    else this.tabBar.place(area.x, area.y + 24, area.width, 50);
    this.footer.place(area, layout.portrait);
  }

  private refreshSummary(draft: SetupDraft): void {
    const message: Message = this.problem
      ? { key: this.problem === 'hostSeat' ? 'online.create.hostSeat' : `setup.problems.${this.problem}` }
      : draft.players === 1
        ? { key: 'setup.summary.solo' }
        : { key: 'setup.summary.table', params: { count: draft.players } };
    this.footer.say(message, this.problem !== null);
  }

  private startGame(): void {
    const made = toNewGame(this.store.draft, (i, kind) => translate(defaultNameMessage(i, kind === 'human')));
    if (!made.ok) {
      this.problem = made.error;
      this.refreshSummary(this.store.draft);
      if (made.error === 'badSeed') this.show('map');
      return;
    }
    if (startSetUpGame(this, { gameId: explorers.id, playScene: ExplorersScenes.play, online: this.online }, made.value)) return;
    this.problem = 'hostSeat';
    this.refreshSummary(this.store.draft);
    this.show('players');
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts), which lists the buttons itself. */
  testView(): unknown {
    const draft = this.store.draft;
    return {
      tab: this.current,
      problem: this.problem,
      players: draft.players,
      seats: draft.seats.slice(0, draft.players).map((seat) => ({ kind: seat.kind, name: seat.name })),
      sides: draft.sides,
      map: draft.map,
      achievements: draft.achievements,
      seed: draft.seed,
    };
  }
}
