import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MUSIC_CROSSFADE_MS, MUSIC_FADE_IN_MS, MUSIC_FADE_OUT_MS, MUSIC_HOLD_MS, MusicMixer, type MusicOutput, type MusicVoice,
} from '../../src/shell/music-mixer';
import type { MusicMood } from '../../src/shell/music-loop';

/** A voice that records what it is told; fades and starts happen when the test says. */
class FakeVoice implements MusicVoice {
  volume = 0;
  stopped = false;
  started = false;
  /** The fade under way: its target, length, and what runs at its end. */
  fading: { to: number; ms: number; then?: () => void } | null = null;
  private whenStarted: (() => void)[] = [];

  constructor(readonly mood: MusicMood) {}

  onStart(then: () => void): void {
    this.whenStarted.push(then);
  }
  setVolume(volume: number): void {
    this.volume = volume;
    this.fading = null;
  }
  fade(to: number, ms: number, then?: () => void): void {
    this.fading = { to, ms, then };
  }
  stop(): void {
    this.stopped = true;
  }
  /** The file has loaded and the voice sounds. */
  start(): void {
    this.started = true;
    for (const then of this.whenStarted.splice(0)) then();
  }
  /** The fade under way reaches its end. */
  endFade(): void {
    const fading = this.fading;
    if (!fading) throw new Error(`no fade on the ${this.mood} voice`);
    this.fading = null;
    this.volume = fading.to;
    fading.then?.();
  }
  get sounding(): boolean {
    return this.started && !this.stopped;
  }
}

function setUp(options: { allowed?: boolean; volume?: number } = {}) {
  const voices: FakeVoice[] = [];
  const released: MusicMood[] = [];
  const loaded: MusicMood[] = [];
  const muted: boolean[] = [];
  const output: MusicOutput = {
    start: (mood) => {
      const voice = new FakeVoice(mood);
      voices.push(voice);
      return voice;
    },
    load: (mood) => void loaded.push(mood),
    mute: (value) => void muted.push(value),
    release: (mood) => void released.push(mood),
  };
  let allowed = options.allowed ?? true;
  const waiting: (() => void)[] = [];
  const whenAllowed = (task: () => void): void => {
    if (allowed) task();
    else waiting.push(task);
  };
  const mixer = new MusicMixer(output, whenAllowed, options.volume ?? 0.5);
  const gesture = (): void => {
    allowed = true;
    for (const task of waiting.splice(0)) task();
  };
  const last = (): FakeVoice => {
    const voice = voices.at(-1);
    if (!voice) throw new Error('no voice started');
    return voice;
  };
  return { mixer, voices, released, loaded, muted, gesture, last };
}

describe('the music mixer', () => {
  it('fades the menu music in once it really sounds', () => {
    const { mixer, voices, last } = setUp();
    mixer.play('menu');
    expect(voices.map((v) => v.mood)).toEqual(['menu']);
    expect(last().fading).toBeNull(); // still loading: nothing to fade yet
    last().start();
    expect(last().fading).toMatchObject({ to: 0.5, ms: MUSIC_FADE_IN_MS });
  });

  it('does nothing when asked again for the mood that plays', () => {
    const { mixer, voices, last } = setUp();
    mixer.play('menu');
    last().start();
    mixer.play('menu');
    expect(voices).toHaveLength(1);
  });

  it('crossfades menu → play → menu, keeping the old mood until the new one sounds', () => {
    const { mixer, voices, released } = setUp();
    mixer.play('menu');
    const [menu] = voices as [FakeVoice];
    menu.start();
    menu.endFade();

    mixer.play('play');
    const play = voices[1] as FakeVoice;
    expect(play.mood).toBe('play');
    expect(menu.fading).toBeNull(); // the menu plays on while the game's music loads
    play.start();
    expect(play.fading).toMatchObject({ to: 0.5, ms: MUSIC_CROSSFADE_MS });
    expect(menu.fading).toMatchObject({ to: 0, ms: MUSIC_CROSSFADE_MS });
    menu.endFade();
    play.endFade();
    expect(menu.stopped).toBe(true);
    expect(released).toEqual(['menu']);
    expect(mixer.mood).toBe('play');

    mixer.play('menu');
    const back = voices[2] as FakeVoice;
    expect(back.mood).toBe('menu');
    back.start();
    expect(back.fading).toMatchObject({ to: 0.5, ms: MUSIC_CROSSFADE_MS });
    expect(play.fading).toMatchObject({ to: 0, ms: MUSIC_CROSSFADE_MS });
    play.endFade();
    expect(play.stopped).toBe(true);
    expect(released).toEqual(['menu', 'play']);
    expect(voices.filter((v) => v.sounding).map((v) => v.mood)).toEqual(['menu']);
  });

  it('keeps the old mood when it is asked for again before the new one sounds', () => {
    const { mixer, voices, released } = setUp();
    mixer.play('menu');
    const menu = voices[0] as FakeVoice;
    menu.start();
    mixer.play('play');
    const play = voices[1] as FakeVoice;
    mixer.play('menu');
    expect(play.stopped).toBe(true);
    expect(menu.stopped).toBe(false);
    expect(menu.fading).toMatchObject({ to: 0.5 }); // its own fade-in, untouched
    expect(released).toEqual(['play']);
    play.start(); // late: it was stopped, and nothing follows from it
    expect(menu.fading).toMatchObject({ to: 0.5 });
    expect(voices).toHaveLength(2);
  });

  it('waits for the first gesture, and plays only the last mood asked for', () => {
    const { mixer, voices, gesture, last } = setUp({ allowed: false });
    mixer.play('menu');
    mixer.play('play');
    expect(voices).toHaveLength(0);
    gesture();
    expect(voices.map((v) => v.mood)).toEqual(['play']);
    last().start();
    expect(last().fading).toMatchObject({ to: 0.5, ms: MUSIC_FADE_IN_MS });
  });

  it('stops: a sounding voice fades out, one still loading stops at once', () => {
    const { mixer, voices, released } = setUp();
    mixer.play('menu');
    const menu = voices[0] as FakeVoice;
    menu.start();
    mixer.stop();
    expect(menu.fading).toMatchObject({ to: 0, ms: MUSIC_FADE_OUT_MS });
    menu.endFade();
    expect(menu.stopped).toBe(true);

    mixer.play('play');
    mixer.stop();
    expect((voices[1] as FakeVoice).stopped).toBe(true);
    expect(released).toEqual(['menu', 'play']);
    expect(mixer.mood).toBeNull();
  });

  it('applies the music volume to the sounding voice at once, and to the next fade-in', () => {
    const { mixer, voices } = setUp({ volume: 0.5 });
    mixer.play('menu');
    const menu = voices[0] as FakeVoice;
    mixer.setVolume(0.2); // before it sounds: remembered for its fade-in
    expect(menu.volume).toBe(0);
    menu.start();
    expect(menu.fading).toMatchObject({ to: 0.2 });
    mixer.setVolume(0.8);
    expect(menu.volume).toBe(0.8);
    mixer.play('play');
    (voices[1] as FakeVoice).start();
    expect((voices[1] as FakeVoice).fading).toMatchObject({ to: 0.8 });
  });

  it('passes mute on to the output', () => {
    const { mixer, muted } = setUp();
    mixer.setMuted(true);
    mixer.setMuted(false);
    expect(muted).toEqual([true, false]);
  });
});

describe('a mood prepared ahead', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** The menu sounding, and the play mood prepared while it does. */
  function menuWithPlayPrepared() {
    const setup = setUp();
    setup.mixer.play('menu');
    setup.mixer.prepare('play');
    const menu = setup.last();
    menu.start();
    menu.endFade();
    /** A game starts: its music sounds and the menu's has faded out. */
    const startGame = (): FakeVoice => {
      setup.mixer.play('play');
      const play = setup.last();
      play.start();
      menu.endFade();
      return play;
    };
    return { ...setup, startGame };
  }

  it('is loaded once audio is allowed, without a voice', () => {
    const { mixer, voices, loaded, gesture } = setUp({ allowed: false });
    mixer.prepare('play');
    expect(loaded).toEqual([]);
    gesture();
    expect(loaded).toEqual(['play']);
    expect(voices).toHaveLength(0);
  });

  it('is let go once its hold ends unheard, and not before', () => {
    const { loaded, released } = menuWithPlayPrepared();
    expect(loaded).toEqual(['play']);
    vi.advanceTimersByTime(MUSIC_HOLD_MS - 1);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(released).toEqual(['play']);
  });

  it('is kept while held when its voice falls silent: a game left early and the next one find it decoded', () => {
    const { mixer, voices, released, startGame } = menuWithPlayPrepared();
    const play = startGame();
    expect(released).toEqual(['menu']);
    mixer.play('menu');
    const back = voices[2] as FakeVoice;
    back.start();
    play.endFade();
    expect(play.stopped).toBe(true);
    expect(released).toEqual(['menu']); // the play mood is still held
    vi.advanceTimersByTime(MUSIC_HOLD_MS);
    expect(released).toEqual(['menu', 'play']);
  });

  it('is not let go when its hold ends while it sounds, but when its voice stops after that', () => {
    const { mixer, released, startGame } = menuWithPlayPrepared();
    const play = startGame();
    vi.advanceTimersByTime(MUSIC_HOLD_MS);
    expect(released).toEqual(['menu']);
    mixer.stop();
    play.endFade();
    expect(released).toEqual(['menu', 'play']);
  });

  it('is held again from a new request', () => {
    const { mixer, released } = menuWithPlayPrepared();
    vi.advanceTimersByTime(MUSIC_HOLD_MS - 10);
    mixer.prepare('play');
    vi.advanceTimersByTime(MUSIC_HOLD_MS - 10);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(released).toEqual(['play']);
  });
});
