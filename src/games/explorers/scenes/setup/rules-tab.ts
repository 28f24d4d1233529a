// Setup, scoring: the board side (temples) and each scoring tile's side, basic or expert, in any
// mix. The chosen side's rule is spelled out next to it.
import type Phaser from 'phaser';
import { SCORING_PARTS, SIDES, type ScoringPart, type Side } from '../../rules/index';
import { withSide, type SetupDraft } from '../../play/setup-draft';
import { ChoiceRow } from '../../../../ui/choice-row';
import type { Layout, Rect } from '../../../../ui/layout';
import { addText, type LocalizedText } from '../../../../ui/localized-text';
import { textStyle } from '../../../../ui/theme';
import type { SetupStore, SetupTab } from './setup-store';

interface PartRow {
  readonly part: ScoringPart;
  readonly title: LocalizedText;
  readonly side: ChoiceRow<Side>;
  readonly rule: LocalizedText;
}

export class RulesTab implements SetupTab {
  private readonly intro: LocalizedText;
  private readonly rows: PartRow[];
  private shown = false;
  private portrait = false;

  constructor(scene: Phaser.Scene, store: SetupStore) {
    this.intro = addText(scene, 0, 0, 'setup.sides.intro', undefined, textStyle('body', { fontSize: '18px', fontStyle: 'italic' }));
    this.rows = SCORING_PARTS.map((part) => ({
      part,
      title: addText(scene, 0, 0, `setup.sides.${part}.title`, undefined, textStyle('subheading')).setOrigin(0, 0.5),
      side: new ChoiceRow(
        scene,
        SIDES.map((side) => ({ value: side, label: `setup.sides.${side}` })),
        store.draft.sides[part],
        (side) => store.update((d) => withSide(d, part, side)),
      ),
      rule: addText(scene, 0, 0, `setup.sides.${part}.${store.draft.sides[part]}`, undefined, textStyle('body', { fontSize: '17px' })),
    }));
  }

  refresh(draft: SetupDraft): void {
    for (const row of this.rows) {
      row.side.setValue(draft.sides[row.part]);
      row.rule.setKey(`setup.sides.${row.part}.${draft.sides[row.part]}`);
    }
  }

  setVisible(on: boolean): void {
    this.shown = on;
    this.intro.setVisible(on && !this.portrait);
    for (const row of this.rows) {
      row.title.setVisible(on);
      row.side.setVisible(on);
      row.rule.setVisible(on);
    }
  }

  place(area: Rect, layout: Layout): void {
    // Phones trade the intro for room: each side choice then gets the whole width, so a long
    // label (the Italian "Per esperti") stays readable.
    this.portrait = layout.portrait;
    this.intro.setVisible(this.shown && !layout.portrait);
    this.intro.setBaseFontSize(18).setPosition(area.x, area.y + 6).setWordWrapWidth(area.width, true);
    if (layout.portrait) {
      // Large text can make four rules taller than a phone's area: their size steps down until
      // they fit, never below 12 px before the text-size setting's scale.
      for (const size of [15, 14, 13, 12]) if (this.placePortrait(area, size) <= area.y + area.height) break;
      return;
    }
    let y = area.y + this.intro.height + 40;
    for (const row of this.rows) {
      row.title.setPosition(area.x, y).fitWidth(170);
      row.side.place(area.x + 180, y, 400);
      row.rule.setBaseFontSize(17).setPosition(area.x + 606, y).setOrigin(0, 0.5).setWordWrapWidth(area.width - 606, true);
      y += Math.max(64, row.rule.height + 24);
    }
  }

  /** Lays the rows out one under the other with rules of `ruleSize`; returns the bottom. */
  private placePortrait(area: Rect, ruleSize: number): number {
    let y = area.y + 20;
    for (const row of this.rows) {
      row.title.setPosition(area.x, y).fitWidth(area.width);
      row.side.place(area.x, y + 38, area.width, 40);
      row.rule.setBaseFontSize(ruleSize).setPosition(area.x, y + 64).setOrigin(0, 0).setWordWrapWidth(area.width, true);
      y += 64 + row.rule.height + 14;
    }
    return y - 14;
  }
}
