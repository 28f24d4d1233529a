// The game's sounds, played through Howler. Effects are fetched once the menu is up
// (`preloadSounds`); the music only once it is wanted and audio may play. Browsers keep audio
// locked until the player first clicks, taps or presses a key, and Howler unlocks it then. Until
// that first gesture effects are dropped rather than queued (a burst of stale sounds on the first
// click would be worse than silence), while the music waits: it is fetched on that gesture, so
// the largest files are no part of the first load, and fades in once loaded. The effects are
// decoded on that gesture too: the audio system they need takes a while to start, time the
// loading screen need not spend. The music has a mood for the menus and one under a game; which
// plays, the crossfades between them and which moods are decoded ahead is `music-mixer.ts`.
import { Howl } from 'howler';
import clickUrl from '../../assets/audio/click.mp3';
import errorUrl from '../../assets/audio/error.mp3';
import flipUrl from '../../assets/audio/flip.mp3';
import musicMenuUrl from '../../assets/audio/music-menu.mp3';
import musicPlayUrl from '../../assets/audio/music-play.mp3';
import penUrl from '../../assets/audio/pen.mp3';
import roundEndUrl from '../../assets/audio/round-end.mp3';
import victoryUrl from '../../assets/audio/victory.mp3';
import { loadAudioSettings, sanitizeAudioSettings, saveAudioSettings, type AudioSettings } from '../platform/audio-settings';
import { MusicMixer, type MusicOutput, type MusicVoice } from './music-mixer';
import { MUSIC_LOOP, type MusicMood } from './music-loop';
import { browserStorage, type StorageLike } from '../platform/storage';

/** The sounds every screen may play; a game's own come with its screens (`addSounds`). */
const SHELL_SOUNDS: Readonly<Record<string, string>> = {
  flip: flipUrl,
  pen: penUrl,
  'round-end': roundEndUrl,
  victory: victoryUrl,
  click: clickUrl,
  error: errorUrl,
};
export const SHELL_SOUND_NAMES = Object.keys(SHELL_SOUNDS);

const soundUrls = new Map<string, string>(Object.entries(SHELL_SOUNDS));

const MUSIC_URLS: Readonly<Record<MusicMood, string>> = { menu: musicMenuUrl, play: musicPlayUrl };
/** The seamless stretch of a music file, looped sample-exactly by Web Audio (see music-loop.ts). */
const MUSIC_SPRITE = 'loop';

let storage: StorageLike | null = null;
let settings: AudioSettings | null = null;
const effects = new Map<string, Howl>();
const musicHowls = new Map<MusicMood, Howl>();

export function getAudioSettings(): AudioSettings {
  return (settings ??= loadAudioSettings((storage ??= browserStorage())));
}

function effect(name: string): Howl | null {
  let howl = effects.get(name);
  const url = soundUrls.get(name);
  if (!howl && url) {
    const { soundVolume, muted } = getAudioSettings();
    howl = new Howl({ src: [url], volume: soundVolume, mute: muted });
    effects.set(name, howl);
  }
  return howl ?? null;
}

let preloaded = false;

function preload(names: readonly string[]): void {
  // Before the first gesture the files go to the browser's cache, where Howler finds them then.
  if (!audioAllowed()) for (const name of names) void fetch(soundUrls.get(name) as string).then((response) => response.arrayBuffer()).catch(() => undefined);
  whenAudioAllowed(() => {
    for (const name of names) effect(name);
  });
}

export function preloadSounds(): void {
  if (preloaded) return;
  preloaded = true;
  preload([...soundUrls.keys()]);
}

/** A game's own sounds (its screens' `sounds`), by name: loaded at once if the others already were. */
export function addSounds(urls: Readonly<Record<string, string>>): void {
  const added = Object.keys(urls).filter((name) => !soundUrls.has(name));
  for (const name of added) soundUrls.set(name, urls[name] as string);
  if (preloaded && added.length > 0) preload(added);
}

/** Whether the player has interacted with the page yet, so the browser lets audio play. */
function audioAllowed(): boolean {
  // Every current browser reports this; without it, trust Howler to queue or report the play.
  return globalThis.navigator?.userActivation?.hasBeenActive ?? true;
}

/** Plays a sound of the shell's or of a game whose screens are in (an unknown name plays nothing). */
export function playSound(name: string): void {
  const { soundVolume, muted } = getAudioSettings();
  if (muted || soundVolume === 0 || !audioAllowed()) return;
  effect(name)?.play();
}

function musicHowl(mood: MusicMood): Howl {
  let howl = musicHowls.get(mood);
  if (!howl) {
    howl = new Howl({
      src: [MUSIC_URLS[mood]],
      sprite: { [MUSIC_SPRITE]: [MUSIC_LOOP.leadSeconds * 1000, MUSIC_LOOP.loopSeconds[mood] * 1000, true] },
      // Every instance starts silent and is faded in, so none can blare for a moment first.
      volume: 0,
      mute: getAudioSettings().muted,
    });
    musicHowls.set(mood, howl);
  }
  return howl;
}

function howlVoice(howl: Howl, id: number): MusicVoice {
  return {
    onStart: (then) => void howl.once('play', then, id),
    setVolume: (volume) => void howl.volume(volume, id),
    fade: (to, ms, then) => {
      const current = howl.volume(id);
      const from = typeof current === 'number' ? current : 0;
      // Howler never finishes a fade that goes nowhere (from 0 to 0, say).
      if (from === to) {
        howl.volume(to, id);
        then?.();
        return;
      }
      howl.fade(from, to, ms, id);
      if (then) howl.once('fade', then, id);
    },
    stop: () => void howl.stop(id),
  };
}

const musicOutput: MusicOutput = {
  start: (mood) => {
    const howl = musicHowl(mood);
    return howlVoice(howl, howl.play(MUSIC_SPRITE));
  },
  // Making the Howl fetches and decodes its file.
  load: (mood) => void musicHowl(mood),
  mute: (muted) => {
    for (const howl of musicHowls.values()) howl.mute(muted);
  },
  // A decoded music file takes tens of megabytes: only the moods that sound keep theirs.
  release: (mood) => {
    musicHowls.get(mood)?.unload();
    musicHowls.delete(mood);
  },
};

let mixer: MusicMixer | null = null;
const musicMixer = (): MusicMixer => (mixer ??= new MusicMixer(musicOutput, whenAudioAllowed, getAudioSettings().musicVolume));

/** What waits for the first gesture. */
const onFirstGesture: (() => void)[] = [];
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** Runs `task` now if audio may play, else on the page's first click, tap or key press. */
function whenAudioAllowed(task: () => void): void {
  if (audioAllowed()) {
    task();
    return;
  }
  onFirstGesture.push(task);
  if (onFirstGesture.length > 1) return;
  const onGesture = (): void => {
    for (const type of GESTURES) globalThis.removeEventListener(type, onGesture, true);
    for (const each of onFirstGesture.splice(0)) each();
  };
  for (const type of GESTURES) globalThis.addEventListener(type, onGesture, true);
}

/** Plays the mood's music, crossfading from the one that plays; it waits for the first gesture if need be. */
export function playMusic(mood: MusicMood): void {
  musicMixer().play(mood);
}

/**
 * Decodes the mood's music ahead, at a quiet moment, so that playing it later starts at once
 * (see `MusicMixer.prepare`); it waits for the first gesture if need be.
 */
export function prepareMusic(mood: MusicMood): void {
  musicMixer().prepare(mood);
}

export function stopMusic(): void {
  mixer?.stop();
}

function update(patch: Partial<AudioSettings>): void {
  const next = sanitizeAudioSettings({ ...getAudioSettings(), ...patch });
  settings = next;
  saveAudioSettings((storage ??= browserStorage()), next);
  for (const howl of effects.values()) {
    howl.volume(next.soundVolume);
    howl.mute(next.muted);
  }
  mixer?.setMuted(next.muted);
  mixer?.setVolume(next.musicVolume);
}

export function setSoundVolume(volume: number): void {
  update({ soundVolume: volume });
}

export function setMusicVolume(volume: number): void {
  update({ musicVolume: volume });
}

export function setMuted(muted: boolean): void {
  update({ muted });
}
