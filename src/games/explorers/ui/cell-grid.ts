// A picture of map cells with the game's own sprites: the whole assembled map (setup preview) or a
// small fragment written as text (how-to pages), with the play map's marks on plain cells in
// colour-blind mode. It only shows; it never decides anything.
import Phaser from 'phaser';
import { MAP_SIZE, OBJECTS, TERRAINS, TILE_SIZE, VILLAGE, objectOfLetter, terrainOfLetter, type GameMap, type ObjectKind, type Terrain } from '../rules/index';
import { textResolution } from '../../../ui/layout';
import { drawStrongMark } from './island-art';
import { objectTexture, TERRAIN_COLORS, terrainTexture, VILLAGE_COLOR, VILLAGE_TEXTURE } from './terrain-style';
import { COLORS, css, FONTS } from '../../../ui/theme';
import { tintImage } from '../../../ui/tint';

export interface Fragment {
  readonly terrain: readonly string[];
  readonly objects?: readonly string[];
  readonly marks?: readonly string[];
  readonly hints?: readonly string[];
  /** Village numbers, in reading order of the fragment's villages. */
  readonly villages?: readonly number[];
}

interface CellPicture {
  readonly row: number;
  readonly col: number;
  readonly terrain: Terrain | 'village';
  readonly object: ObjectKind | null;
  readonly village: number;
  readonly mark: '.' | 'x' | 'n' | 'o';
  readonly hint: boolean;
}

const MARK_TEXTURE = 'mark-x';
const START_TEXTURE = 'mark-circle';
const PEN = 0xc0392b;
const TILE_GAP_SHARE = 0.18; // gap between the map's four tiles, as a share of a cell

export class CellGrid extends Phaser.GameObjects.Container {
  private cells: CellPicture[] = [];
  private rows = 0;
  private columns = 0;
  private quadrantGaps = false;
  private cellSize = 32;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    scene.add.existing(this);
  }

  get gridWidth(): number {
    return this.columns * this.cellSize + this.gap() * (this.quadrantGaps ? 1 : 0);
  }

  get gridHeight(): number {
    return this.rows * this.cellSize + this.gap() * (this.quadrantGaps ? 1 : 0);
  }

  /** The 16×16 map in four tiles, slightly apart, lettered A–D. */
  showMap(map: GameMap): this {
    this.cells = [];
    for (let row = 0; row < MAP_SIZE; row++) {
      for (let col = 0; col < MAP_SIZE; col++) {
        const cell = row * MAP_SIZE + col;
        const code = map.terrain[cell] as number;
        const object = map.object[cell] as number;
        this.cells.push({
          row,
          col,
          terrain: code === VILLAGE ? 'village' : (TERRAINS[code] as Terrain),
          object: object > 0 ? (OBJECTS[object - 1] as ObjectKind) : null,
          village: map.villageNumber[cell] as number,
          mark: '.',
          hint: false,
        });
      }
    }
    this.rows = MAP_SIZE;
    this.columns = MAP_SIZE;
    this.quadrantGaps = true;
    return this.redraw();
  }

  /**
   * Rows of letters, as in the tile data files:
   * terrain `P` prairie, `W` water, `D` desert, `M` mountain, `V` village;
   * objects `.` none, `K` key, `S` scroll, `H` horse, `A` apple, `C` carrot, `F` fish, `G` gem, `T` temple;
   * marks `.` none, `x` an X, `n` an X placed this turn (highlighted), `o` the start village;
   * hints `.` none, `+` a cell where the next X could go.
   */
  showFragment(fragment: Fragment): this {
    let village = 0;
    this.cells = fragment.terrain.flatMap((line, row) =>
      [...line].map((letter, col): CellPicture => {
        const terrain = terrainOfLetter(letter) ?? 'prairie';
        return {
          row,
          col,
          terrain,
          object: objectOfLetter(fragment.objects?.[row]?.[col] ?? '.'),
          village: terrain === 'village' ? (fragment.villages?.[village++] ?? 0) : 0,
          mark: (fragment.marks?.[row]?.[col] ?? '.') as CellPicture['mark'],
          hint: fragment.hints?.[row]?.[col] === '+',
        };
      }),
    );
    this.rows = fragment.terrain.length;
    this.columns = Math.max(...fragment.terrain.map((line) => line.length));
    this.quadrantGaps = false;
    return this.redraw();
  }

  /** Puts the grid's top-left corner at (x, y); `gridWidth` and `gridHeight` follow the cell size. */
  place(x: number, y: number, cellSize: number): this {
    this.setPosition(x, y);
    if (cellSize !== this.cellSize) {
      this.cellSize = cellSize;
      this.redraw();
    }
    return this;
  }

  private gap(): number {
    return Math.round(this.cellSize * TILE_GAP_SHARE * 2) / 2;
  }

  private origin(row: number, col: number): { x: number; y: number } {
    const gap = this.quadrantGaps ? this.gap() : 0;
    return {
      x: col * this.cellSize + (col >= TILE_SIZE ? gap : 0),
      y: row * this.cellSize + (row >= TILE_SIZE ? gap : 0),
    };
  }

  private redraw(): this {
    this.removeAll(true);
    const s = this.cellSize;
    const scene = this.scene;
    const lines = scene.add.graphics();
    const highlights = scene.add.graphics();
    const marks = scene.add.graphics();
    const pictures: Phaser.GameObjects.GameObject[] = [];
    for (const cell of this.cells) {
      const { x, y } = this.origin(cell.row, cell.col);
      const cx = x + s / 2;
      const cy = y + s / 2;
      const texture = cell.terrain === 'village' ? VILLAGE_TEXTURE : terrainTexture(cell.terrain);
      pictures.push(
        scene.textures.exists(texture)
          ? scene.add.image(cx, cy, texture).setDisplaySize(s, s)
          : scene.add.rectangle(cx, cy, s, s, cell.terrain === 'village' ? VILLAGE_COLOR : TERRAIN_COLORS[cell.terrain]),
      );
      if (cell.terrain !== 'village' && !cell.object) drawStrongMark(marks, cell.terrain, x, y, s);
      if (cell.object) {
        const key = objectTexture(cell.object);
        if (scene.textures.exists(key)) pictures.push(scene.add.image(cx, cy, key).setDisplaySize(s * 0.82, s * 0.82));
      }
      if (cell.village > 0 && s >= 14) pictures.push(this.villageNumber(x + s - 2, y + s - 1, cell.village));
      if (cell.hint) highlights.fillStyle(COLORS.focus, 0.55).fillRect(x + 2, y + 2, s - 4, s - 4).lineStyle(3, COLORS.primaryDark, 1).strokeRect(x + 3, y + 3, s - 6, s - 6);
      if (cell.mark === 'n') highlights.fillStyle(COLORS.white, 0.55).fillRect(x, y, s, s);
      if (cell.mark !== '.') pictures.push(this.mark(cx, cy, cell.mark === 'o' ? START_TEXTURE : MARK_TEXTURE));
      lines.lineStyle(1, 0x3b3024, 0.35).strokeRect(x, y, s, s);
    }
    this.add([...pictures.filter((p) => !isOverlay(p)), marks, highlights, lines, ...pictures.filter(isOverlay)]);
    this.drawTileBorders();
    return this;
  }

  private drawTileBorders(): void {
    const border = this.scene.add.graphics().lineStyle(2.5, 0x3b3024, 0.9);
    if (!this.quadrantGaps) {
      border.strokeRect(0, 0, this.gridWidth, this.gridHeight);
    } else {
      const tile = TILE_SIZE * this.cellSize;
      for (const [row, col] of [
        [0, 0],
        [0, TILE_SIZE],
        [TILE_SIZE, 0],
        [TILE_SIZE, TILE_SIZE],
      ] as const) {
        const { x, y } = this.origin(row, col);
        border.strokeRect(x, y, tile, tile);
      }
    }
    this.add(border);
  }

  private mark(x: number, y: number, texture: string): Phaser.GameObjects.GameObject {
    const s = this.cellSize;
    const picture = this.scene.textures.exists(texture)
      ? tintImage(this.scene.add.image(x, y, texture).setDisplaySize(s * 0.9, s * 0.9), PEN)
      : this.scene.add.text(x, y, texture === START_TEXTURE ? '○' : '✕', { fontFamily: FONTS.body, fontSize: `${Math.round(s * 0.8)}px`, color: css(PEN), resolution: textResolution() }).setOrigin(0.5);
    return picture.setData('overlay', true);
  }

  private villageNumber(x: number, y: number, number: number): Phaser.GameObjects.Text {
    return this.scene.add
      .text(x, y, String(number), {
        fontFamily: FONTS.body,
        fontSize: `${Math.max(9, Math.round(this.cellSize * 0.38))}px`,
        fontStyle: 'bold',
        color: css(COLORS.white),
        stroke: css(COLORS.ink),
        strokeThickness: 3,
        resolution: textResolution(),
      })
      .setOrigin(1, 1)
      .setData('overlay', true);
  }
}

const isOverlay = (object: Phaser.GameObjects.GameObject): boolean => object.getData('overlay') === true;
