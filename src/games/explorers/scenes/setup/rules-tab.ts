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
    this.intro.setVisible(on);
    for (const row of this.rows) {
      row.title.setVisible(on);
      row.side.setVisible(on);
      row.rule.setVisible(on);
    }
  }

  place(area: Rect, layout: Layout): void {
    this.intro.setBaseFontSize(layout.portrait ? 15 : 18).setPosition(area.x, area.y + 6).setWordWrapWidth(area.width, true);
    let y = area.y + this.intro.height + (layout.portrait ? 34 : 40);
    for (const row of this.rows) {
      if (layout.portrait) {
        row.title.setPosition(area.x, y).fitWidth(124);
        row.side.place(area.x + 130, y, area.width - 130, 40);
        row.rule.setBaseFontSize(15).setPosition(area.x, y + 26).setOrigin(0, 0).setWordWrapWidth(area.width, true);
        y += 26 + row.rule.height + 30;
      } else {
        row.title.setPosition(area.x, y).fitWidth(220);
        row.side.place(area.x + 230, y, 300);
        row.rule.setBaseFontSize(17).setPosition(area.x + 556, y).setOrigin(0, 0.5).setWordWrapWidth(area.width - 556, true);
        y += Math.max(64, row.rule.height + 24);
      }
    }
  }
}
