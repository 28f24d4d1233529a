// A setup screen's seats and its game number. The seats are drawn from the game's definition: how
// many play (its `players` range), a note on how they will play, and a row per seat with its
// marker, its name (the game's default until one is typed) and one button that steps through who
// plays it (a person, then the game's AI levels). A game may add a button of its own to each row
// (Ambassadors' start wonder). Their texts are the game's: `<namespace>:setup.players`,
// `.notes.<solo|passAndPlay|versus>`, `.kinds.<kind>`, `.seed` and `.newSeed`.
import type Phaser from 'phaser';
import type { AnyGame } from '../games/contract';
import { Button } from '../ui/button';
import { ChoiceRow } from '../ui/choice-row';
import { SeatDot } from '../ui/seat-dot';
import type { Rect } from '../ui/layout';
import { addText, type LocalizedText } from '../ui/localized-text';
import { pointerWords } from '../ui/pointer-words';
import { TextField } from '../ui/text-field';
import { textStyle } from '../ui/theme';
import { MAX_NAME_LENGTH } from './seats';
import { shownSeat } from './shown-pen';
import { randomSeed, seatKinds, withNextSeatKind, withPlayerCount, withSeatName, type SeatKind, type SeatedDraft } from './setup-draft';

/** What stands at the head of a seat's row: a pen's dot, a character's portrait. */
export interface SeatMarker {
  /** Centred at (x, y), `size` across. */
  place(x: number, y: number, size: number): unknown;
  setVisible(on: boolean): unknown;
}

export interface SetupSeatsOptions<D extends SeatedDraft> {
  readonly game: Pick<AnyGame, 'localeNamespace' | 'players' | 'aiLevels' | 'seats'>;
  readonly draft: D;
  /** Applies an edit to the screen's draft. */
  readonly edit: (change: (draft: D) => D) => void;
  readonly marker: (index: number, color: number) => SeatMarker;
  /** A marker's size across on a wide screen (a phone's is at most 40). */
  readonly markerSize: number;
  /** The game's own button on each seat's row, with its width on a wide screen. */
  readonly extra?: { readonly make: (index: number) => Button; readonly width: number };
}

/** A seat's pen as its row's marker: a dot in its colour (with its symbol in colour-blind mode). */
export function penMarker(scene: Phaser.Scene, color: number, game: Pick<AnyGame, 'seats'>): SeatMarker {
  const dot = new SeatDot(scene, 13, 3, shownSeat(color, game));
  return { place: (x, y) => dot.setPosition(x, y), setVisible: (on) => dot.setVisible(on) };
}

interface SeatRow {
  readonly marker: SeatMarker;
  readonly name: TextField;
  readonly kind: Button;
  readonly extra: Button | null;
}

const ROW = 44;
const kindIcon = (kind: SeatKind): 'person' | 'robot' => (kind === 'human' ? 'person' : 'robot');

export class SetupSeats<D extends SeatedDraft> {
  private readonly ns: string;
  private readonly countLabel: LocalizedText;
  private readonly count: ChoiceRow<number>;
  private readonly note: LocalizedText;
  private readonly rows: SeatRow[];
  private players: number;
  private visible = true;
  /** Phones: the counts speak for themselves, without their label. */
  private portrait = false;

  constructor(
    scene: Phaser.Scene,
    private readonly options: SetupSeatsOptions<D>,
  ) {
    const { game, draft, edit } = options;
    this.ns = game.localeNamespace;
    this.players = draft.players;
    const kinds = seatKinds(game.aiLevels);
    this.countLabel = addText(scene, 0, 0, `${this.ns}:setup.players`, undefined, textStyle('subheading')).setOrigin(0, 0.5);
    const counts = Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => i + game.players.min);
    this.count = new ChoiceRow(
      scene,
      counts.map((n) => ({ value: n, label: 'common.verbatim', labelParams: { text: String(n) } })),
      draft.players,
      (n) => edit((d) => withPlayerCount(d, n)),
    );
    this.note = addText(scene, 0, 0, `${this.ns}:setup.notes.versus`, undefined, textStyle('body', { fontSize: '17px', fontStyle: 'italic' }));
    this.rows = draft.seats.map((seat, i) => ({
      marker: options.marker(i, seat.color),
      name: new TextField(scene, {
        value: seat.name ?? '',
        maxLength: MAX_NAME_LENGTH,
        placeholder: game.seats.defaultName(i, seat.kind === 'human'),
        label: 'setup.players.nameLabel',
        onInput: (text) => edit((d) => withSeatName(d, i, text)),
      }),
      kind: new Button(scene, 0, 0, { label: `${this.ns}:setup.kinds.${seat.kind}`, icon: kindIcon(seat.kind), variant: 'plain', height: ROW, onClick: () => edit((d) => withNextSeatKind(d, i, kinds)) }),
      extra: options.extra?.make(i) ?? null,
    }));
  }

  /** Shows the draft; `online`: each person plays on their own device, so nothing is passed on. */
  refresh(draft: D, online: boolean): void {
    this.players = draft.players;
    this.count.setValue(draft.players);
    const humans = draft.seats.slice(0, draft.players).filter((s) => s.kind === 'human').length;
    const note = draft.players === 1 ? 'solo' : humans > 1 && !online ? 'passAndPlay' : 'versus';
    this.note.setKey(`${this.ns}:setup.notes.${note}`, pointerWords());
    draft.seats.forEach((seat, i) => {
      const row = this.rows[i] as SeatRow;
      // Solo is a person's game: who plays the one seat is not a choice.
      row.kind.setLabel(`${this.ns}:setup.kinds.${seat.kind}`).setIcon(kindIcon(seat.kind)).setEnabled(draft.players > 1);
      row.name.setPlaceholder(this.options.game.seats.defaultName(i, seat.kind === 'human'));
    });
    this.applyVisibility();
  }

  setVisible(on: boolean): void {
    this.visible = on;
    this.applyVisibility();
  }

  /**
   * Lays the count, the note and the seats out from `top` in `area`, the seats sharing the room
   * down to `bottom`; returns where the rows of the largest table end.
   */
  place(area: Rect, top: number, bottom: number, portrait: boolean): number {
    let y = top;
    this.portrait = portrait;
    const countX = area.x + (portrait ? 0 : 230);
    this.countLabel.setPosition(area.x, y);
    this.count.place(countX, y, Math.min(area.width - (countX - area.x), Math.max(360, 60 * this.rows.length)), ROW);
    // Phones: many counts take two rows.
    y += (portrait ? 34 : 40) + this.count.height - ROW;
    this.note.setBaseFontSize(portrait ? 14 : 17).setPosition(area.x, y).setWordWrapWidth(area.width, true);
    y += this.note.height + (portrait ? 6 : 12);
    const extra = this.options.extra;
    // Phones: a row's buttons go under its name when the game adds one, so names keep their room.
    const stacked = portrait && extra !== undefined;
    const markerSize = portrait ? Math.min(40, this.options.markerSize) : this.options.markerSize;
    const columns = portrait || this.players <= 4 ? 1 : 2;
    const colW = (area.width - (columns - 1) * 24) / columns;
    const rows = Math.ceil(this.players / columns);
    const natural = stacked ? 2 * ROW + 12 : Math.max(56, markerSize + 16);
    const pitch = Math.min(natural, (bottom - y) / Math.max(1, rows));
    this.applyVisibility();
    const rowH = Math.min(ROW, pitch - 4);
    this.rows.forEach((row, i) => {
      const x = area.x + Math.floor(i / rows) * (colW + 24);
      const cy = y + (i % rows) * pitch + rowH / 2;
      const size = Math.min(markerSize, pitch - 4);
      row.marker.place(x + size / 2, cy, size);
      const nameX = x + size + 12;
      if (stacked) {
        row.name.place({ x: nameX, y: cy - rowH / 2, width: x + colW - nameX, height: rowH });
        // The game's button's label is the longer one.
        const kindW = (colW - 8) * 0.44;
        const by = cy + rowH / 2 + 8 + rowH / 2;
        row.kind.setButtonSize(kindW, rowH).setPosition(x + kindW / 2, by);
        row.extra?.setButtonSize(colW - 8 - kindW, rowH).setPosition(x + kindW + 8 + (colW - 8 - kindW) / 2, by);
        return;
      }
      const kindW = Math.min(portrait ? 150 : 200, colW * 0.45);
      const extraW = extra ? extra.width + 10 : 0;
      const nameW = Math.min(360, x + colW - nameX - 10 - kindW - extraW);
      row.name.place({ x: nameX, y: cy - rowH / 2, width: nameW, height: rowH });
      const kindX = nameX + nameW + 10;
      row.kind.setButtonSize(kindW, rowH).setPosition(kindX + kindW / 2, cy);
      row.extra?.setButtonSize(extraW - 10, rowH).setPosition(kindX + kindW + 10 + (extraW - 10) / 2, cy);
    });
    return y + Math.ceil(this.rows.length / columns) * pitch;
  }

  private applyVisibility(): void {
    this.countLabel.setVisible(this.visible && !this.portrait);
    this.count.setVisible(this.visible);
    this.note.setVisible(this.visible);
    this.rows.forEach((row, i) => {
      const shown = this.visible && i < this.players;
      row.marker.setVisible(shown);
      row.name.setVisible(shown);
      row.kind.setVisible(shown);
      row.extra?.setVisible(shown);
    });
  }
}

/**
 * A setup screen's game number: its label, the field to type one and a button that draws a fresh
 * one (texts `<namespace>:setup.seed` and `.newSeed`). `onSeed` gets each number as typed or drawn.
 */
export class SetupSeedRow {
  private readonly label: LocalizedText;
  private readonly field: TextField;
  private readonly reseed: Button;

  constructor(scene: Phaser.Scene, ns: string, seed: string, onSeed: (text: string) => void) {
    this.label = addText(scene, 0, 0, `${ns}:setup.seed`, undefined, textStyle('subheading')).setOrigin(0, 0.5);
    this.field = new TextField(scene, { value: seed, maxLength: 10, numeric: true, label: `${ns}:setup.seed`, onInput: onSeed });
    this.reseed = new Button(scene, 0, 0, {
      label: `${ns}:setup.newSeed`,
      variant: 'plain',
      height: 48,
      onClick: () => {
        const drawn = String(randomSeed());
        this.field.setValue(drawn);
        onSeed(drawn);
      },
    });
  }

  setVisible(on: boolean): this {
    this.label.setVisible(on);
    this.field.setVisible(on);
    this.reseed.setVisible(on);
    return this;
  }

  setInvalid(on: boolean): this {
    this.field.setInvalid(on);
    return this;
  }

  /** From `top` in `area`; phones put the label above the field and its button. */
  place(area: Rect, top: number, portrait: boolean): void {
    let y = top;
    if (portrait) {
      this.label.setPosition(area.x, y + 10).setBaseFontSize(16);
      y += 26;
    } else this.label.setPosition(area.x, y + 24).setBaseFontSize(22);
    const x = area.x + (portrait ? 0 : 230);
    const fieldW = portrait ? 170 : 200;
    this.field.place({ x, y, width: fieldW, height: 48 });
    const reseedW = portrait ? area.x + area.width - x - fieldW - 10 : 220;
    this.reseed.setButtonSize(reseedW, 48).setPosition(x + fieldW + 10 + reseedW / 2, y + 24);
  }
}
