// Settings: language, sound and music volume, mute, animation speed, reduced motion, text size.
// Every change applies at once and is remembered.
import Phaser from 'phaser';
import { playSound } from '../audio';
import { currentLanguage, LANGUAGES, onLanguageChange, setLanguage } from '../../platform/i18n';
import { ANIMATION_SPEEDS, getSettings, onSettingsChange, TEXT_SIZES, updateSettings } from '../../platform/settings';
import { ChoiceRow } from '../../ui/choice-row';
import { watchLayout, type Layout, type Rect } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { ScreenFrame } from '../../ui/screen-frame';
import { Slider } from '../../ui/slider';
import { textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';

interface Row {
  readonly label: LocalizedText;
  readonly place: (x: number, y: number, width: number) => void;
}

export class SettingsScene extends Phaser.Scene {
  constructor() {
    super(SceneKeys.Settings);
  }

  create(): void {
    const frame = new ScreenFrame(this, { title: 'settings.title', onBack: () => goTo(this, SceneKeys.Menu) });
    const settings = getSettings();
    const language = new ChoiceRow(
      this,
      LANGUAGES.map((lang) => ({ value: lang, label: `language.name.${lang}` })),
      currentLanguage(),
      (lang) => setLanguage(lang),
    );
    const sound = new Slider(this, settings.soundVolume, (v) => updateSettings({ soundVolume: v }), () => playSound('click'));
    const music = new Slider(this, settings.musicVolume, (v) => updateSettings({ musicVolume: v }));
    const mute = new ChoiceRow(
      this,
      [
        { value: false, label: 'settings.soundOn', icon: 'sound' },
        { value: true, label: 'settings.muted', icon: 'mute' },
      ],
      settings.muted,
      (muted) => updateSettings({ muted }),
    );
    const speed = new ChoiceRow(
      this,
      ANIMATION_SPEEDS.map((value) => ({ value, label: `settings.speed.${value}` })),
      settings.animationSpeed,
      (animationSpeed) => updateSettings({ animationSpeed }),
    );
    const motion = new ChoiceRow(
      this,
      [
        { value: false, label: 'settings.motion.full' },
        { value: true, label: 'settings.motion.reduced' },
      ],
      settings.reducedMotion,
      (reducedMotion) => updateSettings({ reducedMotion }),
    );
    const textSize = new ChoiceRow(
      this,
      TEXT_SIZES.map((value) => ({ value, label: `settings.textSize.${value}` })),
      settings.textSize,
      (size) => {
        updateSettings({ textSize: size });
        // Every text takes its size as it is made: this screen is made again to show the new one.
        this.scene.restart();
      },
    );
    const colourBlind = new ChoiceRow(
      this,
      [
        { value: false, label: 'settings.colourBlind.off' },
        { value: true, label: 'settings.colourBlind.on' },
      ],
      settings.colourBlind,
      (on) => updateSettings({ colourBlind: on }),
    );
    const label = (key: string): LocalizedText => addText(this, 0, 0, key, undefined, textStyle('subheading')).setOrigin(0, 0.5);
    const rows: Row[] = [
      { label: label('language.title'), place: (x, y, w) => language.place(x, y, w) },
      { label: label('settings.sound'), place: (x, y, w) => sound.place(x, y, w) },
      { label: label('settings.music'), place: (x, y, w) => music.place(x, y, w) },
      { label: label('settings.mute'), place: (x, y, w) => mute.place(x, y, w) },
      { label: label('settings.animation'), place: (x, y, w) => speed.place(x, y, w) },
      { label: label('settings.motion.title'), place: (x, y, w) => motion.place(x, y, w) },
      { label: label('settings.textSize.title'), place: (x, y, w) => textSize.place(x, y, w) },
      { label: label('settings.colourBlind.title'), place: (x, y, w) => colourBlind.place(x, y, w) },
    ];
    const hint = addText(this, 0, 0, 'settings.remembered', undefined, textStyle('small', { align: 'center' })).setOrigin(0.5, 1);

    const unsubscribe = [
      onSettingsChange((s) => {
        mute.setValue(s.muted);
        sound.setValue(s.soundVolume);
        music.setValue(s.musicVolume);
      }),
      onLanguageChange((lang) => language.setValue(lang)),
    ];
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => unsubscribe.forEach((off) => off()));

    watchLayout(this, (layout) => {
      const area = frame.layout(layout);
      hint.setPosition(layout.centerX, area.y + area.height).setWordWrapWidth(area.width, true);
      // The rows share what the hint leaves.
      placeRows(rows, { ...area, height: area.height - hint.height }, layout);
    });
    fadeIn(this);
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts), which lists the buttons itself. */
  testView(): unknown {
    return { settings: getSettings() };
  }
}

/** Landscape: label left, control right. Portrait: label above its control. */
function placeRows(rows: readonly Row[], area: Rect, layout: Layout): void {
  const width = Math.min(area.width, 880);
  const x = area.x + (area.width - width) / 2;
  if (layout.portrait) {
    const step = Math.min(118, (area.height - 16) / rows.length);
    const below = Math.min(48, step / 2);
    rows.forEach((row, i) => {
      const y = area.y + 20 + i * step;
      row.label.setPosition(x + 4, y).fitWidth(width);
      row.place(x, y + below, width);
    });
    return;
  }
  const labelWidth = 260;
  const step = Math.min(100, (area.height - 40) / rows.length);
  rows.forEach((row, i) => {
    const y = area.y + 44 + i * step;
    row.label.setPosition(x, y).fitWidth(labelWidth - 16);
    row.place(x + labelWidth, y, width - labelWidth);
  });
}
