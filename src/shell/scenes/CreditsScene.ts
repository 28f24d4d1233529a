// Credits: who made what, and whose game this adapts.
import Phaser from 'phaser';
import { APP_BUILD, APP_VERSION } from '../../build-info';
import { addIcon, type IconName } from '../../ui/icons';
import { watchLayout } from '../../ui/layout';
import { addText } from '../../ui/localized-text';
import { addLogo } from '../../ui/logo';
import { logoOf, rememberedGame } from '../game-choice';
import { ScreenFrame } from '../../ui/screen-frame';
import { COLORS, textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';

/** Each entry: an icon, a heading and a line, all from `credits.<id>.title` / `.text`. */
const ENTRIES: readonly { readonly id: string; readonly icon: IconName }[] = [
  { id: 'design', icon: 'crown' },
  { id: 'team', icon: 'person' },
  { id: 'art', icon: 'star' },
  { id: 'sound', icon: 'music' },
  { id: 'tools', icon: 'settings' },
];

export class CreditsScene extends Phaser.Scene {
  constructor() {
    super(SceneKeys.Credits);
  }

  create(): void {
    const frame = new ScreenFrame(this, { title: 'credits.title', onBack: () => goTo(this, SceneKeys.Menu) });
    const logo = addLogo(this, logoOf(rememberedGame()));
    const entries = ENTRIES.map(({ id, icon }) => ({
      icon: addIcon(this, 0, 0, icon, 30, COLORS.white),
      badge: this.add.circle(0, 0, 24, COLORS.secondary).setStrokeStyle(2.5, COLORS.secondaryDark),
      title: addText(this, 0, 0, `credits.${id}.title`, undefined, textStyle('subheading')),
      text: addText(this, 0, 0, `credits.${id}.text`, undefined, textStyle('body', { fontSize: '18px' })),
    }));
    for (const e of entries) e.icon.setDepth(1);
    const thanks = addText(this, 0, 0, 'credits.thanks', undefined, textStyle('label', { align: 'center' })).setOrigin(0.5, 1);
    // Which build this is, for a bug report (the server says the same at /healthz).
    const version = addText(this, 0, 0, 'credits.version', { version: APP_VERSION, build: APP_BUILD }, textStyle('body', { align: 'center', fontSize: '14px' })).setOrigin(0.5, 1);

    watchLayout(this, (layout) => {
      const area = frame.layout(layout);
      const portrait = layout.portrait;
      const width = Math.min(area.width, 820);
      const x = area.x + (area.width - width) / 2;
      logo.place(layout.centerX, area.y + (portrait ? 26 : 46), Math.min(portrait ? 180 : 300, width));
      let y = area.y + (portrait ? 62 : 112);
      const badge = portrait ? 18 : 24;
      const textX = x + 2 * badge + 14;
      for (const e of entries) {
        e.badge.setRadius(badge).setPosition(x + badge, y + badge);
        e.icon.setPosition(x + badge, y + badge).setDisplaySize(badge * 1.25, badge * 1.25);
        e.title.setBaseFontSize(portrait ? 18 : 24).setPosition(textX, y).fitWidth(x + width - textX);
        e.text.setBaseFontSize(portrait ? 14 : 18).setPosition(textX, y + e.title.height + 2).setWordWrapWidth(x + width - textX, true);
        y = e.text.y + e.text.height + (portrait ? 10 : 14);
      }
      version.setBaseFontSize(portrait ? 12 : 14).setPosition(layout.centerX, area.y + area.height);
      thanks.setBaseFontSize(portrait ? 15 : 18).setPosition(layout.centerX, version.y - version.height - 4).setWordWrapWidth(width, true);
    });
    fadeIn(this);
  }
}
