// Explorers' how-to pages for the shell's how-to screen (see HowToBook in contract.ts): the pages
// of ./pages.ts, their pictures drawn from the game's own sprites. Loaded when a player opens them.
import type Phaser from 'phaser';
import type { HowToBook, HowToBox } from '../../../contract';
import { addIcon } from '../../../../ui/icons';
import { addLabelledTiles } from '../../../../ui/labelled-tiles';
import { addText } from '../../../../ui/localized-text';
import { COLORS, css, textStyle } from '../../../../ui/theme';
import { CellGrid } from '../../ui/cell-grid';
import { objectTexture, terrainTexture, VILLAGE_TEXTURE } from '../../ui/terrain-style';
import { HOWTO_PAGES, type Category, type Picture } from './pages';

/** How far apart overlapping objects of one category are, as a share of their size. */
const OVERLAP_STEP = 0.62;

/** Scoring categories as labelled tiles; a category with several objects shows them overlapping, smaller. */
function drawCategories(scene: Phaser.Scene, into: Phaser.GameObjects.Container, categories: readonly Category[], box: HowToBox, compact: boolean): void {
  const tiles = categories.map((category) => ({
    label: `scoring.categories.${category.id}`,
    draw: (cx: number, cy: number, icon: number, room: number): Phaser.GameObjects.GameObject[] => {
      const objects = category.objects;
      // Several objects overlap a little, like stickers on a sheet, to stay large.
      const size = Math.min(icon, room / (1 + (objects.length - 1) * OVERLAP_STEP));
      return objects.flatMap((kind, j) => {
        const x = cx + (j - (objects.length - 1) / 2) * size * OVERLAP_STEP;
        if (kind === 'trophy') return [addIcon(scene, x, cy, 'trophy', size, COLORS.primary)];
        const texture = kind === 'village' ? VILLAGE_TEXTURE : objectTexture(kind);
        return scene.textures.exists(texture) ? [scene.add.image(x, cy, texture).setDisplaySize(size, size)] : [];
      });
    },
  }));
  addLabelledTiles(scene, into, tiles, box, compact);
}

const BADGE_HEIGHT = 44;

/** An exploration card: two terrains, one at each end; optional counts show what each end allows. */
function drawCard(scene: Phaser.Scene, into: Phaser.GameObjects.Container, picture: Extract<Picture, { kind: 'card' }>, box: HowToBox): void {
  const height = Math.min(box.height - 10, 300);
  const width = height * (2 / 3);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const face = scene.textures.exists('card-face')
    ? scene.add.image(x, y, 'card-face').setDisplaySize(width, height)
    : scene.add.rectangle(x, y, width, height, COLORS.paper).setStrokeStyle(3, COLORS.paperEdge);
  into.add(face);
  // Inside the card's printed border.
  const half = width * 0.56;
  for (const [terrain, dy, count] of [
    [picture.top, -height / 4, picture.counts?.[0]],
    [picture.bottom, height / 4, picture.counts?.[1]],
  ] as const) {
    into.add(scene.add.image(x, y + dy, terrainTexture(terrain)).setDisplaySize(half, half));
    if (count === undefined) continue;
    // A tag on the card's right edge, level with its terrain, as wide as its words ("2 Kreuze").
    const label = addText(scene, x + width / 2, y + dy, 'howto.cardCount', { count }, textStyle('button', { fontSize: '18px', color: css(COLORS.ink) })).setOrigin(0.5);
    const badge = scene.add.rectangle(label.x, label.y, BADGE_HEIGHT, BADGE_HEIGHT, COLORS.primary).setStrokeStyle(3, COLORS.primaryDark).setRounded(BADGE_HEIGHT / 2);
    const fit = (): void => void badge.setSize(Math.max(BADGE_HEIGHT, label.width + 20), BADGE_HEIGHT);
    fit();
    label.on('relocalized', fit);
    into.add([badge, label]);
  }
}

export const explorersHowTo: HowToBook = {
  pages: HOWTO_PAGES.map((page) => page.id),
  keyPrefix: 'explorers:howto.pages.',
  drawPicture(scene, into, id, box, compact) {
    const picture = HOWTO_PAGES.find((page) => page.id === id)?.picture;
    if (!picture) return;
    if (picture.kind === 'fragment') {
      const grid = new CellGrid(scene).showFragment(picture.fragment);
      const columns = Math.max(...picture.fragment.terrain.map((line) => line.length));
      const cell = Math.floor(Math.min(box.width / columns, box.height / picture.fragment.terrain.length, 64));
      grid.place(0, 0, cell);
      grid.setPosition(box.x + (box.width - grid.gridWidth) / 2, box.y + (box.height - grid.gridHeight) / 2);
      into.add(grid);
    } else if (picture.kind === 'card') {
      drawCard(scene, into, picture, box);
    } else {
      drawCategories(scene, into, picture.categories, box, compact);
    }
  },
};
