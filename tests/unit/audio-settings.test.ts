import { describe, expect, it } from 'vitest';
import {
  AUDIO_SETTINGS_KEY, DEFAULT_AUDIO_SETTINGS, loadAudioSettings, sanitizeAudioSettings, saveAudioSettings,
} from '../../src/platform/audio-settings';
import { memoryStorage, type StorageLike } from '../../src/platform/storage';

function storageHolding(text: string): StorageLike {
  const storage = memoryStorage();
  storage.setItem(AUDIO_SETTINGS_KEY, text);
  return storage;
}

const refusing: StorageLike = {
  getItem: () => { throw new Error('SecurityError'); },
  setItem: () => { throw new Error('QuotaExceededError'); },
  removeItem: () => { throw new Error('SecurityError'); },
};

describe('audio settings persistence', () => {
  it('starts from the defaults when nothing is stored', () => {
    expect(loadAudioSettings(memoryStorage())).toEqual(DEFAULT_AUDIO_SETTINGS);
  });

  it('reads back what it saved, under its own key', () => {
    const storage = memoryStorage();
    const settings = { soundVolume: 0.25, musicVolume: 0, muted: true };
    expect(saveAudioSettings(storage, settings)).toBe(true);
    expect(JSON.parse(storage.getItem(AUDIO_SETTINGS_KEY) ?? '')).toEqual(settings);
    expect(loadAudioSettings(storage)).toEqual(settings);
  });

  it.each(['', '{', 'undefined', 'null', '42', '"loud"', '[0.5, 0.5, true]'])(
    'falls back to the defaults for the corrupt value %j',
    (text) => {
      expect(loadAudioSettings(storageHolding(text))).toEqual(DEFAULT_AUDIO_SETTINGS);
    },
  );

  it('keeps the good fields of a partly bad value and defaults the rest', () => {
    const text = JSON.stringify({ soundVolume: 'max', musicVolume: 0.3, muted: 'yes', extra: 1 });
    expect(loadAudioSettings(storageHolding(text))).toEqual({
      soundVolume: DEFAULT_AUDIO_SETTINGS.soundVolume,
      musicVolume: 0.3,
      muted: DEFAULT_AUDIO_SETTINGS.muted,
    });
  });

  it('clamps volumes into 0..1', () => {
    const text = JSON.stringify({ soundVolume: 7, musicVolume: -2, muted: false });
    expect(loadAudioSettings(storageHolding(text))).toEqual({ soundVolume: 1, musicVolume: 0, muted: false });
    expect(sanitizeAudioSettings({ soundVolume: Number.NaN, musicVolume: Infinity }))
      .toEqual(DEFAULT_AUDIO_SETTINGS);
  });

  it('never throws when the storage itself refuses', () => {
    expect(loadAudioSettings(refusing)).toEqual(DEFAULT_AUDIO_SETTINGS);
    expect(saveAudioSettings(refusing, DEFAULT_AUDIO_SETTINGS)).toBe(false);
  });
});
