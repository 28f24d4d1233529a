// How to play: the whole game on a few pages, each with a picture drawn from the game's own
// sprites. Arrow keys, the buttons or a swipe turn the pages.
import Phaser from 'phaser';
import { Button } from '../../ui/button';
import { CellGrid } from '../../games/explorers/ui/cell-grid';
import { addIcon } from '../../ui/icons';
import { watchLayout, type Layout, type Rect } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { ScreenFrame } from '../../ui/screen-frame';
import { objectTexture, terrainTexture, VILLAGE_TEXTURE } from '../../games/explorers/ui/terrain-style';
import { COLORS, css, RADIUS, textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { HOWTO_PAGES, type Category, type Picture } from '../../games/explorers/scenes/howto/pages';
import { SceneKeys } from './keys';

const NAV = 64;
const SWIPE = 60;
/** How far apart overlapping objects of one category are, as a share of their size. */
const OVERLAP_STEP = 0.62;

export class HowToScene extends Phaser.Scene {
  private page = 0;
  private heading!: LocalizedText;
  private body!: LocalizedText;
  private counter!: LocalizedText;
  private previous!: Button;
  private next!: Button;
  private picture!: Phaser.GameObjects.Container;
  private layout: Layout | null = null;
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor() {
    super(SceneKeys.HowTo);
  }

  create(): void {
    this.page = 0;
    const frame = new ScreenFrame(this, { title: 'howto.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.picture = this.add.container(0, 0);
    this.heading = addText(this, 0, 0, 'howto.pages.goal.title', undefined, textStyle('heading', { fontSize: '30px' }));
    this.body = addText(this, 0, 0, 'howto.pages.goal.text', undefined, textStyle('body'));
    this.counter = addText(this, 0, 0, 'howto.page', { page: 1, count: HOWTO_PAGES.length }, textStyle('label')).setOrigin(0.5);
    this.previous = new Button(this, 0, 0, { label: 'howto.previous', icon: 'back', variant: 'plain', width: 190, onClick: () => this.turn(-1) });
    this.next = new Button(this, 0, 0, { label: 'howto.next', icon: 'play', variant: 'primary', width: 190, onClick: () => this.turn(1) });
    this.input.keyboard?.on('keydown-LEFT', () => this.turn(-1));
    this.input.keyboard?.on('keydown-RIGHT', () => this.turn(1));
    this.input.on(Phaser.Input.Events.POINTER_UP, (pointer: Phaser.Input.Pointer) => {
      const dx = pointer.upX - pointer.downX;
      if (Math.abs(dx) > SWIPE * (this.layout?.zoom ?? 1) && Math.abs(dx) > 2 * Math.abs(pointer.upY - pointer.downY)) this.turn(dx < 0 ? 1 : -1);
    });
    watchLayout(this, (layout) => {
      this.layout = layout;
      this.area = frame.layout(layout);
      this.render();
    });
    fadeIn(this);
  }

  /** For the end-to-end tests: the page shown, from 1. */
  testView(): unknown {
    return { page: this.page + 1, pages: HOWTO_PAGES.length };
  }

  private turn(step: number): void {
    const next = Phaser.Math.Clamp(this.page + step, 0, HOWTO_PAGES.length - 1);
    if (next === this.page) return;
    this.page = next;
    this.render();
  }

  private render(): void {
    const layout = this.layout;
    if (!layout) return;
    const page = HOWTO_PAGES[this.page] ?? HOWTO_PAGES[0];
    if (!page) return;
    const area = this.area;
    const portrait = layout.portrait;
    this.heading.setKey(`howto.pages.${page.id}.title`);
    this.body.setKey(`howto.pages.${page.id}.text`);
    this.counter.setParams({ page: this.page + 1, count: HOWTO_PAGES.length });
    this.previous.setEnabled(this.page > 0);
    this.next.setEnabled(this.page < HOWTO_PAGES.length - 1);

    const navY = area.y + area.height - NAV / 2 + 6;
    // Portrait: arrows only, the page counter between them.
    const navButton = portrait ? 96 : 200;
    this.previous.setLabelVisible(!portrait).setButtonSize(navButton).setPosition(area.x + navButton / 2, navY);
    this.next.setLabelVisible(!portrait).setButtonSize(navButton).setPosition(area.x + area.width - navButton / 2, navY);
    this.counter.setPosition(area.x + area.width / 2, navY);

    const contentBottom = area.y + area.height - NAV - 8;
    if (portrait) {
      this.heading.setPosition(area.x, area.y).setWordWrapWidth(area.width, true).setBaseFontSize(24);
      this.body.setPosition(area.x, area.y + this.heading.height + 8).setWordWrapWidth(area.width, true).setBaseFontSize(16);
      const top = this.body.y + this.body.height + 12;
      this.drawPicture(page.picture, { x: area.x, y: top, width: area.width, height: Math.max(80, contentBottom - top) });
    } else {
      const pictureWidth = Math.min(460, area.width * 0.42);
      const textX = area.x + pictureWidth + 40;
      const textWidth = area.x + area.width - textX;
      this.heading.setPosition(textX, area.y + 8).setWordWrapWidth(textWidth, true).setBaseFontSize(30);
      this.body.setPosition(textX, this.heading.y + this.heading.height + 14).setWordWrapWidth(textWidth, true).setBaseFontSize(20);
      this.drawPicture(page.picture, { x: area.x, y: area.y, width: pictureWidth, height: contentBottom - area.y });
    }
  }

  private drawPicture(picture: Picture, box: Rect): void {
    this.picture.removeAll(true);
    if (picture.kind === 'fragment') {
      const grid = new CellGrid(this).showFragment(picture.fragment);
      const columns = Math.max(...picture.fragment.terrain.map((line) => line.length));
      const cell = Math.floor(Math.min(box.width / columns, box.height / picture.fragment.terrain.length, 64));
      grid.place(0, 0, cell);
      grid.setPosition(box.x + (box.width - grid.gridWidth) / 2, box.y + (box.height - grid.gridHeight) / 2);
      this.picture.add(grid);
    } else if (picture.kind === 'card') {
      this.drawCard(picture, box);
    } else {
      this.drawCategories(picture.categories, box);
    }
  }

  /**
   * Scoring categories as labelled tiles, in the grid (columns × rows) that gives the largest
   * pictures in the box; a category with several objects shows them side by side, smaller.
   */
  private drawCategories(categories: readonly Category[], box: Rect): void {
    const compact = this.layout?.portrait ?? false;
    const gap = compact ? 8 : 14;
    const pad = compact ? 6 : 10;
    const labelSize = compact ? 14 : 18;
    const labelRoom = labelSize + pad;
    const count = categories.length;
    const tile = (columns: number) => {
      const rows = Math.ceil(count / columns);
      const width = Math.min(compact ? 150 : 200, (box.width - (columns - 1) * gap) / columns);
      const height = Math.min(width * 1.1, (box.height - (rows - 1) * gap) / rows);
      return { columns, rows, width, height, icon: Math.min(width - 2 * pad, height - labelRoom - 2 * pad) };
    };
    let best = tile(1);
    for (let columns = 2; columns <= count; columns++) {
      const candidate = tile(columns);
      if (candidate.icon > best.icon) best = candidate;
    }
    const icon = Math.max(16, Math.min(compact ? 72 : 96, best.icon));
    const height = icon + labelRoom + 2 * pad;
    const top = box.y + (box.height - best.rows * height - (best.rows - 1) * gap) / 2;
    const g = this.add.graphics();
    this.picture.add(g);
    categories.forEach((category, i) => {
      const row = Math.floor(i / best.columns);
      // The last row, if shorter, is centred under the others.
      const inRow = Math.min(best.columns, count - row * best.columns);
      const left = box.x + (box.width - inRow * best.width - (inRow - 1) * gap) / 2 + (i % best.columns) * (best.width + gap);
      const y = top + row * (height + gap);
      g.fillStyle(COLORS.paperShade, 1).fillRoundedRect(left, y, best.width, height, RADIUS.medium);
      g.lineStyle(2, COLORS.paperEdge, 1).strokeRoundedRect(left, y, best.width, height, RADIUS.medium);
      const objects = category.objects;
      // Several objects overlap a little, like stickers on a sheet, to stay large.
      const size = Math.min(icon, (best.width - 2 * pad) / (1 + (objects.length - 1) * OVERLAP_STEP));
      const cx = left + best.width / 2;
      const cy = y + pad + icon / 2;
      objects.forEach((kind, j) => {
        const x = cx + (j - (objects.length - 1) / 2) * size * OVERLAP_STEP;
        if (kind === 'trophy') {
          this.picture.add(addIcon(this, x, cy, 'trophy', size, COLORS.primary));
          return;
        }
        const texture = kind === 'village' ? VILLAGE_TEXTURE : objectTexture(kind);
        if (this.textures.exists(texture)) this.picture.add(this.add.image(x, cy, texture).setDisplaySize(size, size));
      });
      const label = addText(this, cx, y + height - pad - labelSize / 2, `scoring.categories.${category.id}`, undefined, textStyle('label', { fontSize: `${labelSize}px`, color: css(COLORS.ink) }))
        .setOrigin(0.5)
        .fitWidth(best.width - 8);
      this.picture.add(label);
    });
  }

  /** An exploration card: two terrains, one at each end; optional counts show what each end allows. */
  private drawCard(picture: Extract<Picture, { kind: 'card' }>, box: Rect): void {
    const height = Math.min(box.height - 10, 300);
    const width = height * (2 / 3);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const face = this.textures.exists('card-face')
      ? this.add.image(x, y, 'card-face').setDisplaySize(width, height)
      : this.add.rectangle(x, y, width, height, COLORS.paper).setStrokeStyle(3, COLORS.paperEdge);
    this.picture.add(face);
    // Inside the card's printed border.
    const half = width * 0.56;
    for (const [terrain, dy, count] of [
      [picture.top, -height / 4, picture.counts?.[0]],
      [picture.bottom, height / 4, picture.counts?.[1]],
    ] as const) {
      const image = this.add.image(x, y + dy, terrainTexture(terrain)).setDisplaySize(half, half);
      this.picture.add(image);
      if (count === undefined) continue;
      // A tag on the card's right edge, level with its terrain.
      const badge = this.add.circle(x + width / 2, y + dy, 24, COLORS.primary).setStrokeStyle(3, COLORS.primaryDark);
      const label = addText(this, badge.x, badge.y, 'howto.cardCount', { count }, textStyle('button', { fontSize: '18px', color: css(COLORS.ink) })).setOrigin(0.5);
      this.picture.add([badge, label]);
    }
  }
}
