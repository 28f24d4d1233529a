// Sound and music volumes and mute, remembered under one storage key. Kept free of Howler and
// the DOM so it can be tested in Node with any storage-like object. Reading never throws:
// a missing, corrupt or hand-edited value falls back to the defaults, field by field.
import { safeGetItem, safeSetItem, type StorageLike } from './storage';

export interface AudioSettings {
  readonly soundVolume: number; // 0..1
  readonly musicVolume: number; // 0..1
  readonly muted: boolean;
}

export const AUDIO_SETTINGS_KEY = 'explorers.audio';

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { soundVolume: 0.8, musicVolume: 0.5, muted: false };

const volume = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;

/** Any value (parsed JSON, a patched object) as valid settings: volumes clamped, bad fields defaulted. */
export function sanitizeAudioSettings(value: unknown): AudioSettings {
  const raw = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    soundVolume: volume(raw.soundVolume, DEFAULT_AUDIO_SETTINGS.soundVolume),
    musicVolume: volume(raw.musicVolume, DEFAULT_AUDIO_SETTINGS.musicVolume),
    muted: typeof raw.muted === 'boolean' ? raw.muted : DEFAULT_AUDIO_SETTINGS.muted,
  };
}

export function loadAudioSettings(storage: StorageLike): AudioSettings {
  const text = safeGetItem(storage, AUDIO_SETTINGS_KEY);
  if (text === null) return DEFAULT_AUDIO_SETTINGS;
  try {
    return sanitizeAudioSettings(JSON.parse(text));
  } catch {
    return DEFAULT_AUDIO_SETTINGS;
  }
}

/** Stores the settings; false when the storage refused (full, or blocked), which is not an error. */
export function saveAudioSettings(storage: StorageLike, settings: AudioSettings): boolean {
  return safeSetItem(storage, AUDIO_SETTINGS_KEY, JSON.stringify(sanitizeAudioSettings(settings)));
}
