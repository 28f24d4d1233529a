// Setup, achievements: none, 1–3 drawn at random (from the backs of the tiles left off the map),
// or up to three picked from the catalogue, each with its name and what it asks for.
import type Phaser from 'phaser';
import { ACHIEVEMENTS, MAX_ACHIEVEMENTS, previewGame, type AchievementId } from '../../rules/index';
import { canToggleAchievement, draftOptions, parseSeed, toggleAchievement, withAchievements, type SetupDraft } from '../../play/setup-draft';
import type { Message } from '../../../../platform/i18n';
import { Button } from '../../../../ui/button';
import { ChoiceRow } from '../../../../ui/choice-row';
import type { Layout, Rect } from '../../../../ui/layout';
import { addText, type LocalizedText } from '../../../../ui/localized-text';
import { textStyle } from '../../../../ui/theme';
import type { SetupStore, SetupTab } from './setup-store';

type Mode = 'none' | 'random' | 'chosen';

const modeOf = (draft: SetupDraft): Mode =>
  Array.isArray(draft.achievements) ? 'chosen' : (draft.achievements as { random: number }).random > 0 ? 'random' : 'none';

const chosenOf = (draft: SetupDraft): readonly AchievementId[] =>
  Array.isArray(draft.achievements) ? (draft.achievements as readonly AchievementId[]) : [];

export class AchievementsTab implements SetupTab {
  private readonly mode: ChoiceRow<Mode>;
  private readonly count: ChoiceRow<number>;
  private readonly chips: Map<AchievementId, Button>;
  private readonly details: LocalizedText;
  private visible = true;
  private draft: SetupDraft;
  /** Portrait has room for one rule: the achievement last picked. */
  private compact = false;
  private lastPicked: AchievementId | null = null;

  constructor(scene: Phaser.Scene, store: SetupStore) {
    this.draft = store.draft;
    this.mode = new ChoiceRow<Mode>(
      scene,
      (['none', 'random', 'chosen'] as const).map((m) => ({ value: m, label: `setup.achievements.${m}` })),
      modeOf(this.draft),
      (m) => store.update((d) => withAchievements(d, m === 'none' ? { random: 0 } : m === 'random' ? { random: 1 } : [])),
    );
    this.count = new ChoiceRow(
      scene,
      [1, 2, 3].map((n) => ({ value: n, label: 'common.verbatim', labelParams: { text: String(n) } })),
      1,
      (n) => store.update((d) => withAchievements(d, { random: n })),
    );
    this.chips = new Map(
      ACHIEVEMENTS.map((id) => [
        id,
        new Button(scene, 0, 0, {
          label: `achievements.${id}.name`,
          variant: 'plain',
          height: 42,
          onClick: () => {
            this.lastPicked = id;
            store.update((d) => toggleAchievement(d, id));
          },
        }),
      ]),
    );
    this.details = addText(scene, 0, 0, 'setup.achievements.noneNote', undefined, textStyle('body', { fontSize: '17px' }));
    this.refresh(this.draft);
  }

  refresh(draft: SetupDraft): void {
    this.draft = draft;
    const mode = modeOf(draft);
    this.mode.setValue(mode);
    if (mode === 'random') this.count.setValue((draft.achievements as { random: number }).random);
    const chosen = chosenOf(draft);
    for (const [id, chip] of this.chips) {
      chip.setSelected(chosen.includes(id));
      chip.setEnabled(canToggleAchievement(draft, id));
    }
    this.details.setMessage(this.describe(mode, chosen));
    this.applyVisibility();
  }

  setVisible(on: boolean): void {
    this.visible = on;
    this.applyVisibility();
  }

  place(area: Rect, layout: Layout): void {
    const portrait = layout.portrait;
    if (portrait !== this.compact) {
      this.compact = portrait;
      this.details.setMessage(this.describe(modeOf(this.draft), chosenOf(this.draft)));
    }
    let y = area.y + 26;
    const rowWidth = portrait ? area.width : Math.min(560, area.width);
    this.mode.place(area.x, y, rowWidth);
    y += 60;
    this.count.place(area.x, y, Math.min(rowWidth, 300));
    const columns = portrait ? 2 : 3;
    const gridWidth = portrait ? area.width : Math.min(760, area.width * 0.64);
    const chipWidth = (gridWidth - (columns - 1) * 8) / columns;
    const step = portrait ? 44 : 50;
    // Each name shrinks on its own: one long name must not make all eighteen tiny.
    [...this.chips.values()].forEach((chip, i) => {
      chip.setButtonSize(chipWidth, portrait ? 40 : 42).setLabelSize(portrait ? 15 : 18);
      chip.setPosition(area.x + chipWidth / 2 + (i % columns) * (chipWidth + 8), y + Math.floor(i / columns) * step);
    });
    const chosenMode = modeOf(this.draft) === 'chosen';
    if (portrait) {
      const below = chosenMode ? y + Math.ceil(this.chips.size / columns) * step - 10 : modeOf(this.draft) === 'random' ? y + 40 : y - 20;
      this.details.setPosition(area.x, below).setWordWrapWidth(area.width, true);
    } else {
      const x = chosenMode ? area.x + gridWidth + 32 : area.x;
      const top = chosenMode ? y - 20 : modeOf(this.draft) === 'random' ? y + 44 : y - 20;
      this.details.setPosition(x, top).setWordWrapWidth(Math.min(760, area.x + area.width - x), true);
    }
  }

  /** What the current choice means, in words: the chosen achievements' rules, or what chance deals. */
  private describe(mode: Mode, chosen: readonly AchievementId[]): Message {
    if (mode === 'none') return { key: 'setup.achievements.noneNote' };
    if (mode === 'chosen') {
      if (chosen.length === 0) return { key: 'setup.achievements.pickNote', params: { max: MAX_ACHIEVEMENTS } };
      const shown = this.compact ? chosen.filter((id) => id === this.lastPicked) : chosen;
      if (shown.length === 0) return { key: 'setup.achievements.pickNote', params: { max: MAX_ACHIEVEMENTS } };
      return listOf(shown.map(ruleOf));
    }
    const seed = parseSeed(this.draft.seed);
    const game = seed === null ? null : previewGame(draftOptions(this.draft, seed));
    if (!game?.ok) return { key: 'setup.achievements.randomNote' };
    return {
      key: 'setup.achievements.dealt',
      params: { list: listOf(game.value.achievements.map(ruleOf)) },
    };
  }

  private applyVisibility(): void {
    const mode = modeOf(this.draft);
    this.mode.setVisible(this.visible);
    this.count.setVisible(this.visible && mode === 'random');
    for (const chip of this.chips.values()) chip.setVisible(this.visible && mode === 'chosen');
    this.details.setVisible(this.visible);
    this.details.setBaseFontSize(this.compact ? 15 : 17);
  }
}

const ruleOf = (id: AchievementId): Message => ({
  key: 'setup.achievements.rule',
  params: { name: { key: `achievements.${id}.name` }, rule: { key: `achievements.${id}.desc` } },
});

/** Messages one per line. */
function listOf(messages: readonly Message[]): Message {
  return messages.reduce<Message>((text, line, i) => (i === 0 ? line : { key: 'setup.achievements.lines', params: { first: text, next: line } }), {
    key: 'common.verbatim',
    params: { text: '' },
  });
}
