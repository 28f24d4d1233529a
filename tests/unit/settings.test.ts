import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIO_SETTINGS, type AudioSettings } from '../../src/shell/audio-settings';
import { animationDuration, getSettings, initSettings, onSettingsChange, updateSettings, type AudioSink } from '../../src/shell/settings';
import { memoryStorage } from '../../src/shell/storage';

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

describe('settings', () => {
  it('start from defaults', () => {
    expect(initSettings({ storage: memoryStorage(), audio: fakeAudio() })).toEqual({ ...DEFAULT_AUDIO_SETTINGS, animationSpeed: 'normal' });
  });

  it('remember the animation speed', () => {
    const storage = memoryStorage();
    initSettings({ storage, audio: fakeAudio() });
    updateSettings({ animationSpeed: 'fast' });
    expect(initSettings({ storage, audio: fakeAudio() }).animationSpeed).toBe('fast');
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
