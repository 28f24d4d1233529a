// Which mood of music plays, and the fades between moods. Kept free of Howler so it can be tested
// in Node: `audio.ts` gives it an output that starts one playing instance ("voice") of a mood's
// loop at a time. A new mood fades in once it really sounds (its file may still be loading), and
// only then does the mood it replaces fade out under it: a crossfade, never a gap of silence.
// A mood can be prepared before it is wanted (the play mood while the menus show), so that the
// browser's decoding of its file, and the long task that hands the decoded sound back, come at a
// quiet moment rather than in the first second of a game.
import type { MusicMood } from './music-loop';

/** One playing instance of a mood's loop; it starts silent. */
export interface MusicVoice {
  /** Runs `then` once the voice really sounds. */
  onStart(then: () => void): void;
  setVolume(volume: number): void;
  /** Fades from the current volume to `to` over `ms`, then runs `then`. */
  fade(to: number, ms: number, then?: () => void): void;
  stop(): void;
}

export interface MusicOutput {
  start(mood: MusicMood): MusicVoice;
  /** Loads and decodes a mood's file without playing it (nothing if it is loaded or loading). */
  load(mood: MusicMood): void;
  mute(muted: boolean): void;
  /** No voice of this mood plays any more: its decoded file may go. */
  release(mood: MusicMood): void;
}

export const MUSIC_FADE_IN_MS = 2500;
export const MUSIC_CROSSFADE_MS = 3000;
export const MUSIC_FADE_OUT_MS = 1200;
/** How long a prepared mood's decoded file is kept without a voice: some 60 MB each (docs/sound.md). */
export const MUSIC_HOLD_MS = 120_000;

interface Playing {
  readonly mood: MusicMood;
  readonly voice: MusicVoice;
  started: boolean;
}

export class MusicMixer {
  private wanted: MusicMood | null = null;
  /** The voice of the wanted mood, sounding or about to. */
  private current: Playing | null = null;
  /** The voice being replaced: it plays on until `current` sounds, then fades out under it. */
  private leaving: Playing | null = null;
  /** Voices fading out to silence. */
  private readonly fading = new Set<Playing>();
  /** Prepared moods, each kept until its timer ends even when no voice of it sounds. */
  private readonly held = new Map<MusicMood, ReturnType<typeof setTimeout>>();

  /** `whenAllowed` runs a task once the browser lets audio play (at once if it already does). */
  constructor(
    private readonly output: MusicOutput,
    private readonly whenAllowed: (task: () => void) => void,
    private volume: number,
  ) {}

  /** The mood that plays, or is to play once audio is allowed; null when the music is off. */
  get mood(): MusicMood | null {
    return this.wanted;
  }

  play(mood: MusicMood): void {
    this.wanted = mood;
    this.whenAllowed(() => this.settle());
  }

  /**
   * Loads a mood that will likely be wanted soon, once audio is allowed, and keeps it for
   * `MUSIC_HOLD_MS` from now even when silent; playing it then finds it decoded.
   */
  prepare(mood: MusicMood): void {
    this.whenAllowed(() => {
      clearTimeout(this.held.get(mood));
      this.held.set(mood, setTimeout(() => {
        this.held.delete(mood);
        this.releaseIfSilent(mood);
      }, MUSIC_HOLD_MS));
      this.output.load(mood);
    });
  }

  stop(): void {
    this.wanted = null;
    this.settle();
  }

  setVolume(volume: number): void {
    this.volume = volume;
    if (this.current?.started) this.current.voice.setVolume(volume);
  }

  setMuted(muted: boolean): void {
    this.output.mute(muted);
  }

  private settle(): void {
    const { wanted, current, leaving } = this;
    if ((current?.mood ?? null) === wanted) return;
    if (wanted === null || leaving?.mood === wanted) {
      // Off, or back to the mood that still sounds while the new one loads: that one stays.
      this.current = wanted === null ? null : leaving;
      this.leaving = null;
      if (current) this.fadeOut(current, MUSIC_FADE_OUT_MS);
      if (wanted === null && leaving) this.fadeOut(leaving, MUSIC_FADE_OUT_MS);
      return;
    }
    const next: Playing = { mood: wanted, voice: this.output.start(wanted), started: false };
    this.current = next;
    // What sounds now plays on until the next mood does; what never sounded simply stops.
    this.leaving = current?.started ? current : leaving;
    if (current && !current.started) this.fadeOut(current, MUSIC_FADE_OUT_MS);
    if (current?.started && leaving) this.fadeOut(leaving, MUSIC_FADE_OUT_MS);
    next.voice.onStart(() => {
      next.started = true;
      if (this.current !== next) return;
      const replaced = this.leaving;
      this.leaving = null;
      next.voice.fade(this.volume, replaced ? MUSIC_CROSSFADE_MS : MUSIC_FADE_IN_MS);
      if (replaced) this.fadeOut(replaced, MUSIC_CROSSFADE_MS);
    });
  }

  /** Fades a voice to silence and stops it; one that never sounded stops at once. */
  private fadeOut(playing: Playing, ms: number): void {
    const done = (): void => {
      playing.voice.stop();
      this.fading.delete(playing);
      this.releaseIfSilent(playing.mood);
    };
    this.fading.add(playing);
    if (playing.started) playing.voice.fade(0, ms, done);
    else done();
  }

  /** A mood with no voice left, and not held, lets its decoded file go. */
  private releaseIfSilent(mood: MusicMood): void {
    const voices = [this.current, this.leaving, ...this.fading];
    if (!this.held.has(mood) && !voices.some((p) => p?.mood === mood)) this.output.release(mood);
  }
}
