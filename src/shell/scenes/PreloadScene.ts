// Preload: the menu's pictures, with a progress bar that follows the real loading. The other
// pictures and the sound effects load while the menu is up (see ui/sprite-loading.ts and
// app/audio.ts).
import Phaser from 'phaser';
import { watchLayout, type Layout } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { SkyBackdrop } from '../../ui/sky-backdrop';
import { loadOtherSprites, MENU_SPRITES, queueSprites } from '../../ui/sprite-loading';
import { addLogo, type Logo } from '../../ui/logo';
import { COLORS, RADIUS, textStyle } from '../../ui/theme';
import { SceneKeys } from '../../platform/scene-keys';
import { loadOnlineScene } from './online-entry';
import { tableFromUrl } from '../online/table-link';
import { logoOf, rememberedGame } from '../game-choice';

const BAR_HEIGHT = 26;
/** Short: the menu fades in after it (see ui/transition.ts). */
const FADE_OUT_MS = 150;

export class PreloadScene extends Phaser.Scene {
  private bar!: Phaser.GameObjects.Graphics;
  private caption!: LocalizedText;
  private logo!: Logo;
  private progress = 0;
  private barRect = { x: 0, y: 0, width: 0 };

  constructor() {
    super(SceneKeys.Preload);
  }

  preload(): void {
    const backdrop = new SkyBackdrop(this);
    this.logo = addLogo(this, logoOf(rememberedGame()));
    this.bar = this.add.graphics();
    this.caption = addText(this, 0, 0, 'app.loading', { percent: 0 }, textStyle('label', { color: '#ffffff', stroke: '#23598a', strokeThickness: 4 })).setOrigin(0.5, 0);
    watchLayout(this, (layout) => {
      backdrop.layout(layout);
      this.place(layout);
    });

    this.load.on(Phaser.Loader.Events.PROGRESS, (value: number) => this.showProgress(value));
    queueSprites(this, MENU_SPRITES);
  }

  create(): void {
    this.showProgress(1);
    this.cameras.main.fadeOut(FADE_OUT_MS, 0xdf, 0xf3, 0xfb);
    // A table's link goes straight to that table; everything else to the menu. The lobby's icons
    // are not among the menu's pictures: a link waits for the others, as leaving the menu does.
    const table = tableFromUrl(location.href);
    const next = table
      ? Promise.all([loadOnlineScene(this), loadOtherSprites(this)]).then(() => [SceneKeys.Online, { code: table.code, ...(table.role === 'watch' ? { watch: true } : {}) }] as const)
      : Promise.resolve([SceneKeys.Menu, undefined] as const);
    this.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () => void next.then(([key, data]) => this.scene.start(key, data)));
  }

  private place(layout: Layout): void {
    this.logo.place(layout.centerX, layout.height * 0.36, Math.min(560, layout.width - 2 * layout.margin));
    const width = Math.min(520, layout.width - 2 * layout.margin - 20);
    this.barRect = { x: layout.centerX - width / 2, y: layout.height * 0.62, width };
    this.caption.setPosition(layout.centerX, this.barRect.y + BAR_HEIGHT + 14);
    this.showProgress(this.progress);
  }

  private showProgress(value: number): void {
    this.progress = value;
    const { x, y, width } = this.barRect;
    const g = this.bar.clear();
    g.fillStyle(COLORS.shadow, 0.25).fillRoundedRect(x + 2, y + 4, width, BAR_HEIGHT, RADIUS.small + 4);
    g.fillStyle(COLORS.paper, 1).fillRoundedRect(x, y, width, BAR_HEIGHT, RADIUS.small + 4);
    const inner = (width - 8) * value;
    if (inner > 4) g.fillStyle(COLORS.primary, 1).fillRoundedRect(x + 4, y + 4, Math.max(inner, 16), BAR_HEIGHT - 8, RADIUS.small);
    g.lineStyle(3, COLORS.secondaryDark, 1).strokeRoundedRect(x, y, width, BAR_HEIGHT, RADIUS.small + 4);
    this.caption.setParams({ percent: Math.round(value * 100) });
  }
}
