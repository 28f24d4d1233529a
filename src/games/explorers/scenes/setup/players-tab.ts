// Setup, players: how many seats, and for each its colour, name and who plays it (a person at
// this device, or the computer at one of four levels).
import type Phaser from 'phaser';
import { MAX_NAME_LENGTH } from '../../../../shell/seats';
import { shownSeat } from '../../../../shell/shown-pen';
import { explorers } from '../../index';
import { defaultNameMessage } from '../../play/seat-names';
import {
  EXPLORERS_SEAT_KINDS,
  withNextColor,
  withPlayers,
  withSeatKind,
  withSeatName,
  type SeatKind,
  type SetupDraft,
} from '../../play/setup-draft';
import { Button } from '../../../../ui/button';
import { ChoiceRow } from '../../../../ui/choice-row';
import { SeatDot } from '../../../../ui/seat-dot';
import type { Layout, Rect } from '../../../../ui/layout';
import { addText, type LocalizedText } from '../../../../ui/localized-text';
import { TextField } from '../../../../ui/text-field';
import { pointerWords } from '../../../../ui/pointer-words';
import { textStyle } from '../../../../ui/theme';
import type { SetupStore, SetupTab } from './setup-store';

interface SeatRow {
  readonly swatch: Button;
  readonly dot: SeatDot;
  readonly name: TextField;
  readonly kind: ChoiceRow<SeatKind>;
}

const ROW_HEIGHT = 48;
/** Portrait: a seat is its name row, then its choice of player under it. */
const KIND_HEIGHT = 40;
const SEAT_PITCH = { most: ROW_HEIGHT + KIND_HEIGHT + 22, least: ROW_HEIGHT + KIND_HEIGHT + 8 } as const;

export class PlayersTab implements SetupTab {
  private readonly countLabel: LocalizedText;
  private readonly count: ChoiceRow<number>;
  private readonly note: LocalizedText;
  private readonly seats: SeatRow[];
  private visible = true;
  /** Portrait with many seats: the note gives its room to the seats. */
  private noteShown = true;
  private players = 0;

  constructor(scene: Phaser.Scene, store: SetupStore) {
    const draft = store.draft;
    this.countLabel = addText(scene, 0, 0, 'setup.players.count', undefined, textStyle('subheading')).setOrigin(0, 0.5);
    this.count = new ChoiceRow(
      scene,
      [1, 2, 3, 4].map((n) => ({ value: n, label: 'common.verbatim', labelParams: { text: String(n) } })),
      draft.players,
      (n) => store.update((d) => withPlayers(d, n)),
    );
    this.note = addText(scene, 0, 0, 'setup.players.solo', undefined, textStyle('body', { fontSize: '18px', fontStyle: 'italic' }));
    this.seats = draft.seats.map((seat, i) => {
      const swatch = new Button(scene, 0, 0, {
        name: 'a11y.seatColour',
        variant: 'plain',
        width: ROW_HEIGHT,
        height: ROW_HEIGHT,
        onClick: () => store.update((d) => withNextColor(d, i)),
      });
      const dot = new SeatDot(scene, 15, 3, shownSeat(seat.color, explorers));
      const name = new TextField(scene, {
        value: seat.name ?? '',
        maxLength: MAX_NAME_LENGTH,
        placeholder: defaultNameMessage(i, seat.kind === 'human'),
        label: 'setup.players.nameLabel',
        onInput: (text) => store.update((d) => withSeatName(d, i, text)),
      });
      const kind = new ChoiceRow<SeatKind>(
        scene,
        EXPLORERS_SEAT_KINDS.map((k) => ({ value: k, label: k === 'human' ? 'setup.players.kind.human' : `levels.${k}`, icon: k === 'human' ? 'person' : 'robot' })),
        seat.kind,
        (k) => store.update((d) => withSeatKind(d, i, k)),
      );
      return { swatch, dot, name, kind };
    });
    this.refresh(draft);
  }

  refresh(draft: SetupDraft): void {
    this.players = draft.players;
    this.count.setValue(draft.players);
    const humans = draft.seats.slice(0, draft.players).filter((s) => s.kind === 'human').length;
    this.note.setKey(draft.players === 1 ? 'setup.players.solo' : humans > 1 ? 'setup.players.passAndPlay' : 'setup.players.versus', pointerWords());
    draft.seats.forEach((seat, i) => {
      const row = this.seats[i] as SeatRow;
      row.dot.show(shownSeat(seat.color, explorers));
      row.name.setPlaceholder(defaultNameMessage(i, seat.kind === 'human'));
      row.kind.setValue(seat.kind);
      // Solo is a person's game: the computer levels are greyed out.
      row.kind.objects.forEach((button, k) => button.setEnabled(draft.players > 1 || k === 0));
    });
    this.applyVisibility();
  }

  setVisible(on: boolean): void {
    this.visible = on;
    this.applyVisibility();
  }

  place(area: Rect, layout: Layout): void {
    const portrait = layout.portrait;
    let y = area.y + 26;
    const countX = portrait ? area.x + 112 : area.x + 250;
    this.countLabel.setPosition(area.x, y).fitWidth(countX - area.x - 10);
    this.count.place(countX, y, portrait ? area.x + area.width - countX : 320);
    y += portrait ? 34 : 44;
    this.note.setBaseFontSize(portrait ? 15 : 18).setPosition(area.x, y).setWordWrapWidth(area.width, true);
    // Portrait: the seats share the height left, down to the tab's bottom; when even tight seats
    // do not fit under the note, the note makes room.
    const seat = ROW_HEIGHT + 6 + KIND_HEIGHT;
    const pitchFrom = (top: number): number => (this.players > 1 ? (area.y + area.height - top - seat) / (this.players - 1) : SEAT_PITCH.most);
    this.noteShown = !portrait || pitchFrom(y + this.note.height + 14) >= SEAT_PITCH.least;
    if (this.noteShown) y += this.note.height + 14;
    const pitch = Math.max(SEAT_PITCH.least, Math.min(SEAT_PITCH.most, pitchFrom(y)));
    this.applyVisibility();
    y += ROW_HEIGHT / 2;
    for (const row of this.seats) {
      row.swatch.setPosition(area.x + ROW_HEIGHT / 2, y);
      row.dot.setPosition(area.x + ROW_HEIGHT / 2, y - 2);
      const nameX = area.x + ROW_HEIGHT + 12;
      if (portrait) {
        // "A person" is a square beside the name, so the computer's levels share the row below.
        row.name.place({ x: nameX, y: y - ROW_HEIGHT / 2, width: area.width - 2 * ROW_HEIGHT - 20, height: ROW_HEIGHT });
        const person = { x: area.x + area.width - ROW_HEIGHT / 2, y, size: ROW_HEIGHT };
        row.kind.placeApart(person, area.x, y + ROW_HEIGHT / 2 + 6 + KIND_HEIGHT / 2, area.width, KIND_HEIGHT);
        y += pitch;
      } else {
        const nameWidth = 300;
        row.name.place({ x: nameX, y: y - ROW_HEIGHT / 2, width: nameWidth, height: ROW_HEIGHT });
        const kindX = nameX + nameWidth + 20;
        row.kind.showIcons(true).place(kindX, y, area.x + area.width - kindX);
        y += ROW_HEIGHT + 18;
      }
    }
  }

  private applyVisibility(): void {
    this.countLabel.setVisible(this.visible);
    this.count.setVisible(this.visible);
    this.note.setVisible(this.visible && this.noteShown);
    this.seats.forEach((row, i) => {
      const shown = this.visible && i < this.players;
      row.swatch.setVisible(shown);
      row.dot.setVisible(shown);
      row.name.setVisible(shown);
      row.kind.setVisible(shown);
    });
  }
}
