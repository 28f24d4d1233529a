// Setup, map: random tiles or four chosen ones (which tile in each quadrant, and how it is turned),
// the game number (seed) that deals everything random, and a live preview of the assembled map,
// built by the engine itself.
import type Phaser from 'phaser';
import { mapOf, previewGame, QUADRANTS, type TilePlacement } from '../../rules/index';
import {
  draftOptions,
  parseSeed,
  randomSeed,
  withMapMode,
  withRotation,
  withSeed,
  withTileStep,
  type SetupDraft,
} from '../../play/setup-draft';
import { Button } from '../../../../ui/button';
import { CellGrid } from '../../ui/cell-grid';
import { ChoiceRow } from '../../../../ui/choice-row';
import type { Layout, Rect } from '../../../../ui/layout';
import { addText, type LocalizedText } from '../../../../ui/localized-text';
import { TextField } from '../../../../ui/text-field';
import { COLORS, css, textStyle } from '../../../../ui/theme';
import type { SetupStore, SetupTab } from './setup-store';

interface Slot {
  readonly label: LocalizedText;
  readonly previous: Button;
  readonly next: Button;
  readonly rotate: Button;
}

const BUTTON = 44;

export class MapTab implements SetupTab {
  private readonly mode: ChoiceRow<'random' | 'chosen'>;
  private readonly slots: Slot[];
  private readonly seedLabel: LocalizedText;
  private readonly seed: TextField;
  private readonly newSeed: Button;
  private readonly seedProblem: LocalizedText;
  private readonly seedHint: LocalizedText;
  private readonly randomNote: LocalizedText;
  private readonly preview: CellGrid;
  private readonly caption: LocalizedText;
  private visible = true;
  private draft: SetupDraft;
  /** The tiles last chosen, so switching to random and back keeps them. */
  private lastChosen: readonly TilePlacement[] | null = null;
  /** What the preview shows (the tiles, or the seed of a random map), to redraw only on change. */
  private shown = '';
  private compact = false;

  constructor(scene: Phaser.Scene, store: SetupStore) {
    this.draft = store.draft;
    this.mode = new ChoiceRow(
      scene,
      [
        { value: 'random' as const, label: 'setup.map.random' },
        { value: 'chosen' as const, label: 'setup.map.chosen' },
      ],
      this.draft.map === 'random' ? 'random' : 'chosen',
      (mode) => store.update((d) => withMapMode(d, mode, this.lastChosen)),
    );
    this.slots = QUADRANTS.map((_, q) => ({
      label: addText(scene, 0, 0, 'setup.map.slot', { letter: QUADRANTS[q] as string, tile: 0, degrees: 0 }, textStyle('subheading', { fontSize: '20px' })).setOrigin(0.5),
      previous: new Button(scene, 0, 0, { label: 'common.previous', name: 'a11y.previous', variant: 'plain', width: BUTTON, height: BUTTON, onClick: () => store.update((d) => withTileStep(d, q, -1)) }),
      next: new Button(scene, 0, 0, { label: 'common.next', name: 'a11y.next', variant: 'plain', width: BUTTON, height: BUTTON, onClick: () => store.update((d) => withTileStep(d, q, 1)) }),
      rotate: new Button(scene, 0, 0, { icon: 'undo', name: 'a11y.rotate', variant: 'secondary', width: BUTTON, height: BUTTON, onClick: () => store.update((d) => withRotation(d, q)) }),
    }));
    this.seedLabel = addText(scene, 0, 0, 'setup.seed.label', undefined, textStyle('subheading')).setOrigin(0, 0.5);
    this.seed = new TextField(scene, {
      value: this.draft.seed,
      maxLength: 10,
      numeric: true,
      label: 'setup.seed.label',
      onInput: (text) => store.update((d) => withSeed(d, text)),
    });
    this.newSeed = new Button(scene, 0, 0, {
      label: 'setup.seed.new',
      variant: 'plain',
      height: BUTTON,
      onClick: () => {
        const seed = String(randomSeed());
        this.seed.setValue(seed);
        store.update((d) => withSeed(d, seed));
      },
    });
    this.seedProblem = addText(scene, 0, 0, 'setup.problems.badSeed', undefined, textStyle('small', { color: css(COLORS.danger), fontStyle: 'bold' }));
    this.seedHint = addText(scene, 0, 0, 'setup.seed.hint', undefined, textStyle('small'));
    this.randomNote = addText(scene, 0, 0, 'setup.map.randomNote', undefined, textStyle('body', { fontSize: '17px' }));
    this.preview = new CellGrid(scene);
    this.caption = addText(scene, 0, 0, 'setup.map.previewRandom', undefined, textStyle('small', { align: 'center' })).setOrigin(0.5, 0);
    this.refresh(this.draft);
  }

  refresh(draft: SetupDraft): void {
    this.draft = draft;
    if (draft.map !== 'random') this.lastChosen = draft.map;
    this.mode.setValue(draft.map === 'random' ? 'random' : 'chosen');
    if (draft.map !== 'random') {
      draft.map.forEach((placement, q) => {
        const slot = this.slots[q] as Slot;
        slot.label.setKey(this.compact ? 'setup.map.slotShort' : 'setup.map.slot', {
          letter: QUADRANTS[q] as string,
          tile: placement.tile,
          degrees: placement.rotation * 90,
        });
      });
    }
    const seed = parseSeed(draft.seed);
    this.seed.setInvalid(seed === null);
    this.caption.setKey(draft.map === 'random' ? 'setup.map.previewRandom' : 'setup.map.previewChosen');
    this.updatePreview(seed);
    this.applyVisibility();
  }

  setVisible(on: boolean): void {
    this.visible = on;
    this.applyVisibility();
  }

  place(area: Rect, layout: Layout): void {
    this.compact = layout.portrait;
    const portrait = layout.portrait;
    const controlsWidth = portrait ? area.width : Math.min(520, area.width * 0.45);
    let y = area.y + 26;
    this.mode.place(area.x, y, controlsWidth);
    y += 64;
    const chosen = this.draft.map !== 'random';
    if (!chosen) {
      this.randomNote.setBaseFontSize(portrait ? 15 : 17).setPosition(area.x, y - 18).setWordWrapWidth(controlsWidth, true);
      y += this.randomNote.height + 8;
    } else {
      // Landscape: one quadrant per line. Portrait: two per line, the label above its buttons.
      const perRow = portrait ? 2 : 1;
      const slotWidth = (controlsWidth - (perRow - 1) * 12) / perRow;
      const rowHeight = portrait ? 84 : 56;
      this.slots.forEach((slot, q) => {
        const x = area.x + (q % perRow) * (slotWidth + 12);
        const top = y + Math.floor(q / perRow) * rowHeight;
        const buttonsY = portrait ? top + 36 : top;
        if (portrait) {
          const left = x + (slotWidth - (3 * BUTTON + 16)) / 2;
          slot.previous.setPosition(left + BUTTON / 2, buttonsY);
          slot.next.setPosition(left + BUTTON * 1.5 + 8, buttonsY);
          slot.rotate.setPosition(left + BUTTON * 2.5 + 16, buttonsY);
          slot.label.setPosition(x + slotWidth / 2, top - 4).fitWidth(slotWidth);
        } else {
          slot.previous.setPosition(x + BUTTON / 2, buttonsY);
          slot.rotate.setPosition(x + slotWidth - BUTTON / 2, buttonsY);
          slot.next.setPosition(x + slotWidth - BUTTON - 8 - BUTTON / 2, buttonsY);
          const labelLeft = x + BUTTON + 6;
          const labelRight = x + slotWidth - 2 * BUTTON - 14;
          slot.label.setPosition((labelLeft + labelRight) / 2, buttonsY).fitWidth(labelRight - labelLeft);
        }
      });
      y += (4 / perRow) * rowHeight + (portrait ? 0 : 8);
    }
    const seedLabelWidth = portrait ? 0 : 176;
    if (!portrait) this.seedLabel.setPosition(area.x, y).fitWidth(seedLabelWidth - 10);
    else this.seedLabel.setPosition(area.x, y).fitWidth(controlsWidth);
    if (portrait) y += 40;
    const fieldX = area.x + seedLabelWidth;
    // Room in the field for a ten-digit number.
    const buttonWidth = portrait ? 124 : 160;
    this.seed.place({ x: fieldX, y: y - 22, width: controlsWidth - seedLabelWidth - buttonWidth - 10, height: 44 });
    this.newSeed.setButtonSize(buttonWidth, BUTTON).setPosition(area.x + controlsWidth - buttonWidth / 2, y);
    this.seedProblem.setPosition(area.x, y + 28).setWordWrapWidth(controlsWidth, true);
    this.seedHint.setPosition(area.x, y + 28).setWordWrapWidth(controlsWidth, true);
    const hinted = !(portrait && this.draft.map !== 'random') || parseSeed(this.draft.seed) === null;
    y += 36 + (hinted ? Math.max(this.seedHint.height, this.seedProblem.height) : 0) + 12;
    // The caption under the preview may take two lines: its room is kept free.
    this.caption.setWordWrapWidth(portrait ? area.width : area.width - controlsWidth - 40, true);
    const captionRoom = this.caption.height + 10;
    const previewArea: Rect = portrait
      ? { x: area.x, y: y + 6, width: area.width, height: area.y + area.height - y - 6 - captionRoom }
      : { x: area.x + controlsWidth + 40, y: area.y, width: area.width - controlsWidth - 40, height: area.height - captionRoom };
    const cell = Math.max(6, Math.floor(Math.min(previewArea.width, previewArea.height) / 16.5));
    this.preview.place(0, 0, cell);
    const size = this.preview.gridWidth;
    this.preview.setPosition(previewArea.x + (previewArea.width - size) / 2, previewArea.y + Math.max(0, (previewArea.height - size) / 2));
    this.caption.setPosition(previewArea.x + previewArea.width / 2, this.preview.y + size + 6);
    this.refresh(this.draft);
  }

  /** The map these options give; with a random map and an unreadable seed, the last one stays. */
  private updatePreview(seed: number | null): void {
    if (seed === null && this.draft.map === 'random') return;
    const key = JSON.stringify(this.draft.map === 'random' ? seed : this.draft.map);
    if (key === this.shown) return;
    const game = previewGame(draftOptions(this.draft, seed ?? 0));
    if (!game.ok) return;
    this.shown = key;
    this.preview.showMap(mapOf(game.value));
  }

  private applyVisibility(): void {
    const on = this.visible;
    const chosen = this.draft.map !== 'random';
    this.mode.setVisible(on);
    for (const slot of this.slots) {
      for (const part of [slot.label, slot.previous, slot.next, slot.rotate]) part.setVisible(on && chosen);
    }
    this.seedLabel.setVisible(on);
    this.seed.setVisible(on);
    this.newSeed.setVisible(on);
    const badSeed = parseSeed(this.draft.seed) === null;
    this.seedProblem.setVisible(on && badSeed);
    // Portrait with chosen tiles needs the room for the preview.
    this.seedHint.setVisible(on && !badSeed && !(this.compact && chosen));
    this.randomNote.setVisible(on && !chosen);
    this.preview.setVisible(on);
    this.caption.setVisible(on);
  }
}
