import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUDIO_SETTINGS, type AudioSettings } from '../../src/platform/audio-settings';
import { animationDuration, getSettings, initSettings, onSettingsChange, textScale, updateSettings, type AudioSink } from '../../src/platform/settings';
import { memoryStorage } from '../../src/platform/storage';

function fakeAudio(): AudioSink & { calls: string[] } {
  let state: AudioSettings = DEFAULT_AUDIO_SETTINGS;
  const calls: string[] = [];
  return {
    calls,
    getAudioSettings: () => state,
    setSoundVolume: (soundVolume) => {
      calls.push(`sound ${soundVolume}`);
      state = { ...state, soundVolume };
    },
    setMusicVolume: (musicVolume) => {
      calls.push(`music ${musicVolume}`);
      state = { ...state, musicVolume };
    },
    setMuted: (muted) => {
      calls.push(`muted ${muted}`);
      state = { ...state, muted };
    },
  };
}

/** The browser's answer to `prefers-reduced-motion: reduce`. */
function systemReducesMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('settings', () => {
  it('start from defaults', () => {
    expect(initSettings({ storage: memoryStorage(), audio: fakeAudio() })).toEqual({ ...DEFAULT_AUDIO_SETTINGS, animationSpeed: 'normal', reducedMotion: false, textSize: 'normal', colourBlind: false });
  });

  it('reduce motion by default when the system asks for it', () => {
    systemReducesMotion(true);
    expect(initSettings({ storage: memoryStorage(), audio: fakeAudio() }).reducedMotion).toBe(true);
    systemReducesMotion(false);
    expect(initSettings({ storage: memoryStorage(), audio: fakeAudio() }).reducedMotion).toBe(false);
  });

  it('remember the player’s motion choice over the system’s, both ways', () => {
    const storage = memoryStorage();
    systemReducesMotion(true);
    initSettings({ storage, audio: fakeAudio() });
    updateSettings({ reducedMotion: false });
    expect(initSettings({ storage, audio: fakeAudio() }).reducedMotion).toBe(false);
    systemReducesMotion(false);
    updateSettings({ reducedMotion: true });
    expect(initSettings({ storage, audio: fakeAudio() }).reducedMotion).toBe(true);
  });

  it('follow the system when the stored motion choice was hand-edited', () => {
    const storage = memoryStorage();
    storage.setItem('explorers.reducedMotion', 'maybe');
    systemReducesMotion(true);
    expect(initSettings({ storage, audio: fakeAudio() }).reducedMotion).toBe(true);
  });

  it('remember the animation speed', () => {
    const storage = memoryStorage();
    initSettings({ storage, audio: fakeAudio() });
    updateSettings({ animationSpeed: 'fast' });
    expect(initSettings({ storage, audio: fakeAudio() }).animationSpeed).toBe('fast');
  });

  it('remember the text size, and ignore a hand-edited one', () => {
    const storage = memoryStorage();
    initSettings({ storage, audio: fakeAudio() });
    updateSettings({ textSize: 'large' });
    expect(initSettings({ storage, audio: fakeAudio() }).textSize).toBe('large');
    storage.setItem('explorers.textSize', 'huge');
    expect(initSettings({ storage, audio: fakeAudio() }).textSize).toBe('normal');
  });

  it('make words under heading size a fifth larger with the large text size, headings as they are', () => {
    expect([15, 16, 20, 22].map((px) => textScale(px, 'large'))).toEqual([18, 19, 24, 26]);
    expect([26, 30, 36].map((px) => textScale(px, 'large'))).toEqual([26, 30, 36]);
    expect([15, 20, 36].map((px) => textScale(px, 'normal'))).toEqual([15, 20, 36]);
  });

  it('ignore a hand-edited animation speed', () => {
    const storage = memoryStorage();
    storage.setItem('explorers.animationSpeed', 'ludicrous');
    expect(initSettings({ storage, audio: fakeAudio() }).animationSpeed).toBe('normal');
  });

  it('send only what changed to the audio module', () => {
    const audio = fakeAudio();
    initSettings({ storage: memoryStorage(), audio });
    updateSettings({ soundVolume: 0.3, musicVolume: DEFAULT_AUDIO_SETTINGS.musicVolume, muted: true });
    expect(audio.calls).toEqual(['sound 0.3', 'muted true']);
    expect(getSettings()).toMatchObject({ soundVolume: 0.3, muted: true });
  });

  it('notify listeners with the new settings', () => {
    initSettings({ storage: memoryStorage(), audio: fakeAudio() });
    const heard: boolean[] = [];
    const off = onSettingsChange((s) => heard.push(s.muted));
    updateSettings({ muted: true });
    off();
    updateSettings({ muted: false });
    expect(heard).toEqual([true]);
  });

  it('scale animation durations by the chosen speed', () => {
    initSettings({ storage: memoryStorage(), audio: fakeAudio() });
    expect(animationDuration(200)).toBe(200);
    expect(animationDuration(200, 'slow')).toBeGreaterThan(200);
    expect(animationDuration(200, 'fast')).toBeLessThan(200);
  });

  it('keep volumes in memory when no audio module is bound', () => {
    initSettings({ storage: memoryStorage() });
    updateSettings({ musicVolume: 0.1 });
    expect(getSettings().musicVolume).toBe(0.1);
  });
});
