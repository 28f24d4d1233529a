// Scenario: the music's two moods, through Howler in the real page. The menu's music fades in
// once the menu is up, and the play mood's file is decoded then, silent, so that a game does not
// decode it in its first second; a game crossfades to the play mood, and leaving it crossfades
// back, the menu's file let go once it is silent; the menu's sound toggle mutes whatever plays.
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { DEFAULT_AUDIO_SETTINGS } from '../../src/platform/audio-settings';
import { openPage } from './browser';
import { Driver } from './driver';

interface MusicHowl {
  readonly mood: string;
  readonly playing: boolean;
  /** Its file decoded. */
  readonly loaded: boolean;
  /** The loudest of its sounds that play. */
  readonly volume: number;
  readonly muted: boolean;
}

/** The music Howls there are, from Howler's own list (internals, read by this test only). */
function readMusic(): MusicHowl[] {
  interface HowlInternals {
    _src: string | string[];
    _muted: boolean;
    _sounds: { _id: number; _paused: boolean }[];
    playing(): boolean;
    state(): string;
    volume(id: number): number;
  }
  const howler = (globalThis as unknown as { Howler?: { _howls: HowlInternals[] } }).Howler;
  return (howler?._howls ?? []).flatMap((howl) => {
    const mood = /music-(menu|play)/.exec(String(howl._src))?.[1];
    if (!mood) return [];
    const volumes = howl._sounds.filter((s) => !s._paused).map((s) => howl.volume(s._id));
    return [{ mood, playing: howl.playing(), loaded: howl.state() === 'loaded', volume: Math.max(0, ...volumes), muted: howl._muted }];
  });
}

const POLL_MS = 50;

/** Waits until `check` holds of the music Howls, reading them every 50 ms. */
async function waitForMusic(page: Page, what: string, check: (howls: MusicHowl[]) => boolean): Promise<MusicHowl[]> {
  const deadline = Date.now() + 30_000;
  let howls: MusicHowl[] = [];
  while (Date.now() < deadline) {
    howls = await page.evaluate(readMusic);
    if (check(howls)) return howls;
    await page.waitForTimeout(POLL_MS);
  }
  throw new Error(`waited in vain for ${what}; the music: ${JSON.stringify(howls)}`);
}

/** Only this mood sounds, at this volume. */
const only = (mood: string, volume: number) => (h: MusicHowl[]): boolean => {
  const sounding = h.filter((x) => x.playing);
  return sounding.length === 1 && sounding[0]?.mood === mood && sounding[0].volume >= volume - 0.01;
};
/** The play mood's file is decoded and kept, silent. */
const playReady = (h: MusicHowl[]): boolean => h.some((x) => x.mood === 'play' && x.loaded && !x.playing);

const full = DEFAULT_AUDIO_SETTINGS.musicVolume;

test('the menu and a game each play their own music, crossfading between them', async () => {
  const session = await openPage(inject('baseUrl'), 'music');
  try {
    const driver = new Driver(session);
    const { page } = session;
    await driver.scene('Menu');
    // The player's first gesture, away from any button.
    await page.mouse.click(8, (page.viewportSize()?.height ?? 600) - 8);
    await waitForMusic(page, 'the menu music at full volume', only('menu', full));
    await waitForMusic(page, 'the play mood decoded ahead, silent', playReady);

    await driver.clickButton({ key: 'menu.newGame' });
    await driver.scene('Setup');
    await driver.clickButton({ key: 'setup.start' });
    await driver.play();
    // The crossfade: both moods sound at once, the game's on its way up...
    await waitForMusic(page, 'both moods at once', (h) => h.some((x) => x.mood === 'play' && x.playing && x.volume > 0.05 && x.volume < full - 0.05) && h.some((x) => x.mood === 'menu' && x.playing));
    // ...then only the game's, and the menu's file is let go.
    await waitForMusic(page, 'the play music alone', (h) => h.length === 1 && only('play', full)(h));

    await driver.clickButton({ icon: 'home' });
    await driver.clickButton({ key: 'play.leave.confirm' });
    await driver.scene('Menu');
    await waitForMusic(page, 'both moods again', (h) => h.filter((x) => x.playing).length === 2);
    // The play mood's file is kept for the next game.
    await waitForMusic(page, 'the menu music alone again', (h) => h.length === 2 && only('menu', full)(h) && playReady(h));

    // The sound toggle mutes the music, and brings it back.
    await driver.clickButton({ icon: 'sound' });
    await waitForMusic(page, 'the music muted', (h) => h.length === 2 && h.every((x) => x.muted));
    await driver.clickButton({ icon: 'mute' });
    await waitForMusic(page, 'the music back', (h) => h.length === 2 && h.every((x) => !x.muted) && only('menu', full)(h));
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
