// The background music: two pieces, one a mood (see menu-music.ts and play-music.ts), each
// rendered in stereo as one exact loop and laid out in its file as MUSIC_LOOP says.
import { MUSIC_LOOP, type MusicMood } from '../../src/shell/music-loop';
import { atRate, sampleCount } from './dsp';
import { MENU_MUSIC } from './menu-music';
import { PLAY_MUSIC } from './play-music';
import { pieceSeconds, renderPiece, type Piece } from './score';
import type { Stereo } from './stereo';

/** 32 kHz: the instruments' overtones reach past 12 kHz, which the effects' 22,050 Hz would cut. */
export const MUSIC_RATE = 32000;

const PIECES: Readonly<Record<MusicMood, Piece>> = { menu: MENU_MUSIC, play: PLAY_MUSIC };

/** One loop of the mood's piece, exactly `MUSIC_LOOP.loopSeconds[mood]` long, before mastering. */
export function renderMusic(mood: MusicMood): Stereo {
  const piece = PIECES[mood];
  const seconds = pieceSeconds(piece);
  if (Math.abs(seconds - MUSIC_LOOP.loopSeconds[mood]) > 1e-6) throw new Error(`the ${mood} music lasts ${seconds} s, its loop ${MUSIC_LOOP.loopSeconds[mood]} s`);
  return atRate(MUSIC_RATE, () => renderPiece(piece));
}

/** The file's layout: the loop's end, the whole loop, the loop's start (see MUSIC_LOOP). */
export function withLeads(loop: Stereo): Stereo {
  const lead = atRate(MUSIC_RATE, () => sampleCount(MUSIC_LOOP.leadSeconds));
  const lay = (channel: Float64Array): Float64Array => {
    const out = new Float64Array(channel.length + 2 * lead);
    out.set(channel.subarray(channel.length - lead), 0);
    out.set(channel, lead);
    out.set(channel.subarray(0, lead), lead + channel.length);
    return out;
  };
  return { left: lay(loop.left), right: lay(loop.right) };
}
