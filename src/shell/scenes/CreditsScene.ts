// Credits: who made what, and whose games this adapts (each game's own line).
import Phaser from 'phaser';
import { APP_BUILD, APP_VERSION } from '../../build-info';
import { addIcon, type IconName } from '../../ui/icons';
import { watchLayout } from '../../ui/layout';
import { addText } from '../../ui/localized-text';
import { ScreenFrame } from '../../ui/screen-frame';
import { COLORS, textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';
import { GAMES } from '../../games/registry';

/** Each entry: an icon, a heading (`credits.<id>.title`) and its lines: `credits.<id>.text`, or the games' own. */
const ENTRIES: readonly { readonly id: string; readonly icon: IconName; readonly lines?: readonly string[] }[] = [
  { id: 'design', icon: 'crown', lines: GAMES.map((game) => game.creditKey) },
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
    const entries = ENTRIES.map(({ id, icon, lines = [`credits.${id}.text`] }) => ({
      icon: addIcon(this, 0, 0, icon, 30, COLORS.white),
      badge: this.add.circle(0, 0, 24, COLORS.secondary).setStrokeStyle(2.5, COLORS.secondaryDark),
      title: addText(this, 0, 0, `credits.${id}.title`, undefined, textStyle('subheading')),
      lines: lines.map((key) => addText(this, 0, 0, key, undefined, textStyle('body', { fontSize: '18px' }))),
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
      version.setBaseFontSize(portrait ? 12 : 14).setPosition(layout.centerX, area.y + area.height);
      thanks.setBaseFontSize(portrait ? 15 : 18).setPosition(layout.centerX, version.y - version.height - 4).setWordWrapWidth(width, true);
      const room = thanks.y - thanks.height - 8;
      /** Lays the entries out at `scale` of their full size; returns where they end. */
      const place = (scale: number): number => {
        let y = area.y + (portrait ? 12 : 36) * scale;
        const badge = (portrait ? 18 : 24) * scale;
        const textX = x + 2 * badge + 14;
        for (const e of entries) {
          e.badge.setRadius(badge).setPosition(x + badge, y + badge);
          e.icon.setPosition(x + badge, y + badge).setDisplaySize(badge * 1.25, badge * 1.25);
          e.title.setBaseFontSize((portrait ? 18 : 24) * scale).setPosition(textX, y).fitWidth(x + width - textX);
          y += e.title.height + 2;
          for (const line of e.lines) {
            line.setBaseFontSize((portrait ? 14 : 18) * scale).setPosition(textX, y).setWordWrapWidth(x + width - textX, true);
            y += line.height;
          }
          y += (portrait ? 10 : 14) * scale;
        }
        return y;
      };
      // More games mean more lines: the entries shrink a step at a time until they end above the thanks.
      for (const scale of [1, 0.92, 0.85, 0.78, 0.72]) if (place(scale) <= room) break;
    });
    fadeIn(this);
  }
}
