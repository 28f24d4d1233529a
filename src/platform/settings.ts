// Player preferences in one place for the settings screen: sound and music volume and mute (kept
// and remembered by the audio module), animation speed, reduced motion and text size (remembered
// here). The
// language is a preference too, but i18n.ts owns it (`currentLanguage`, `setLanguage`).
import { DEFAULT_AUDIO_SETTINGS, sanitizeAudioSettings, type AudioSettings } from './audio-settings';
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from './storage';

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export const TEXT_SIZES = ['normal', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface Settings extends AudioSettings {
  readonly animationSpeed: AnimationSpeed;
  /** No motion for show (drifting clouds, bobbing islands, flights, shakes, slides): see ui/motion.ts. */
  readonly reducedMotion: boolean;
  /** Larger words everywhere they have room (a phone held at arm's length): see `textScale`. */
  readonly textSize: TextSize;
  /** Colour-blind mode: seats of new games take pen colours kept apart for red-green colour blindness (shell/seats.ts). */
  readonly colourBlind: boolean;
}

export const DEFAULT_SETTINGS: Settings = { ...DEFAULT_AUDIO_SETTINGS, animationSpeed: 'normal', reducedMotion: false, textSize: 'normal', colourBlind: false };

/** What settings need from the audio module (which it provides as is). */
export interface AudioSink {
  getAudioSettings(): AudioSettings;
  setSoundVolume(volume: number): void;
  setMusicVolume(volume: number): void;
  setMuted(muted: boolean): void;
}

/** Volumes kept in memory, for when no audio module is bound. */
function memoryAudio(): AudioSink {
  let audio = DEFAULT_AUDIO_SETTINGS;
  return {
    getAudioSettings: () => audio,
    setSoundVolume: (soundVolume) => void (audio = sanitizeAudioSettings({ ...audio, soundVolume })),
    setMusicVolume: (musicVolume) => void (audio = sanitizeAudioSettings({ ...audio, musicVolume })),
    setMuted: (muted) => void (audio = sanitizeAudioSettings({ ...audio, muted })),
  };
}

const SPEED_KEY = 'explorers.animationSpeed';
const MOTION_KEY = 'explorers.reducedMotion';
const TEXT_SIZE_KEY = 'explorers.textSize';
const COLOUR_BLIND_KEY = 'explorers.colourBlind';
const SPEED_FACTORS: Readonly<Record<AnimationSpeed, number>> = { slow: 1.6, normal: 1, fast: 0.45 };

let storage: StorageLike | null = null;
let audio: AudioSink = memoryAudio();
let animationSpeed: AnimationSpeed = DEFAULT_SETTINGS.animationSpeed;
let reducedMotion = DEFAULT_SETTINGS.reducedMotion;
let textSize: TextSize = DEFAULT_SETTINGS.textSize;
let colourBlind = DEFAULT_SETTINGS.colourBlind;
const listeners = new Set<(settings: Settings) => void>();

const isSpeed = (value: unknown): value is AnimationSpeed => ANIMATION_SPEEDS.includes(value as AnimationSpeed);
const isTextSize = (value: unknown): value is TextSize => TEXT_SIZES.includes(value as TextSize);

/** The system's accessibility preference (`prefers-reduced-motion`), where a browser tells it. */
function systemPrefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export interface SettingsInit {
  readonly storage?: StorageLike;
  readonly audio?: AudioSink;
}

export function initSettings(init: SettingsInit = {}): Settings {
  storage = init.storage ?? browserStorage();
  audio = init.audio ?? memoryAudio();
  const stored = safeGetItem(storage, SPEED_KEY);
  animationSpeed = isSpeed(stored) ? stored : DEFAULT_SETTINGS.animationSpeed;
  // Until the player chooses, the system's preference decides (and a change of it is followed).
  const motion = safeGetItem(storage, MOTION_KEY);
  reducedMotion = motion === 'reduced' || (motion !== 'full' && systemPrefersReducedMotion());
  const size = safeGetItem(storage, TEXT_SIZE_KEY);
  textSize = isTextSize(size) ? size : DEFAULT_SETTINGS.textSize;
  colourBlind = safeGetItem(storage, COLOUR_BLIND_KEY) === 'on';
  return getSettings();
}

export function getSettings(): Settings {
  return { ...audio.getAudioSettings(), animationSpeed, reducedMotion, textSize, colourBlind };
}

export function updateSettings(patch: Partial<Settings>): Settings {
  const before = getSettings();
  if (patch.soundVolume !== undefined && patch.soundVolume !== before.soundVolume) audio.setSoundVolume(patch.soundVolume);
  if (patch.musicVolume !== undefined && patch.musicVolume !== before.musicVolume) audio.setMusicVolume(patch.musicVolume);
  if (patch.muted !== undefined && patch.muted !== before.muted) audio.setMuted(patch.muted);
  if (isSpeed(patch.animationSpeed)) {
    animationSpeed = patch.animationSpeed;
    safeSetItem((storage ??= browserStorage()), SPEED_KEY, animationSpeed);
  }
  if (typeof patch.reducedMotion === 'boolean') {
    reducedMotion = patch.reducedMotion;
    safeSetItem((storage ??= browserStorage()), MOTION_KEY, reducedMotion ? 'reduced' : 'full');
  }
  if (isTextSize(patch.textSize)) {
    textSize = patch.textSize;
    safeSetItem((storage ??= browserStorage()), TEXT_SIZE_KEY, textSize);
  }
  if (typeof patch.colourBlind === 'boolean') {
    colourBlind = patch.colourBlind;
    safeSetItem((storage ??= browserStorage()), COLOUR_BLIND_KEY, colourBlind ? 'on' : 'off');
  }
  const after = getSettings();
  for (const listener of [...listeners]) listener(after);
  return after;
}

export function onSettingsChange(listener: (settings: Settings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function animationDuration(ms: number, speed: AnimationSpeed = animationSpeed): number {
  return Math.round(ms * SPEED_FACTORS[speed]);
}

/** Sizes from this one up (titles, headings) are large enough already and keep their size. */
const LARGE_FROM_PX = 26;
const LARGE_TEXT_FACTOR = 1.2;

/**
 * The font size a text of `px` gets with the text size chosen: with "large", words under heading
 * size grow by a fifth (up to the headings' size), where their box has room (texts that must fit
 * a width shrink back to it).
 */
export function textScale(px: number, size: TextSize = textSize): number {
  if (size === 'normal' || px >= LARGE_FROM_PX) return px;
  return Math.min(LARGE_FROM_PX, Math.round(px * LARGE_TEXT_FACTOR));
}
