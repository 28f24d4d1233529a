// Float samples to an MP3 file, through a pure-JavaScript port of the LAME encoder.
import { Mp3Encoder } from '@breezystack/lamejs';
import { SAMPLE_RATE, type Samples } from './dsp';
import { withInfoTag } from './info-tag';

/** LAME takes PCM in blocks of one MP3 frame's worth of samples. */
const FRAME = 1152;

function toPcm16(signal: Samples): Int16Array {
  const pcm = new Int16Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    pcm[i] = Math.max(-32768, Math.min(32767, Math.round((signal[i] as number) * 32767)));
  }
  return pcm;
}

/**
 * A constant-bit-rate MP3 at `kbps` of one channel, or of two (left, right), tagged so that
 * decoders can trim it to the exact length.
 */
export function encodeMp3(channels: readonly [Samples] | readonly [Samples, Samples], kbps: number, sampleRate = SAMPLE_RATE): Uint8Array {
  const [left, right] = channels.map(toPcm16);
  if (!left) throw new Error('no channel to encode');
  const encoder = new Mp3Encoder(channels.length, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < left.length; i += FRAME) chunks.push(encoder.encodeBuffer(left.subarray(i, i + FRAME), right?.subarray(i, i + FRAME)));
  chunks.push(encoder.flush());
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return withInfoTag(out, left.length, kbps);
}
