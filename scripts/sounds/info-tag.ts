// Prepends an "Info" frame with a LAME extension to a constant-bit-rate layer III stream (MPEG-1
// or MPEG-2, mono or stereo). The frame records the encoder's start-up delay and end padding, so
// decoders that read it (browsers' among them) drop the ~50 ms of silence the encoder puts before
// every sound: effects then play the instant they are triggered. Decoders that do not read it see
// one frame of silence, as before.

interface Version {
  /** Layer III bit rates by header index, in kbit/s. */
  readonly bitrates: readonly number[];
  readonly sampleRates: readonly number[];
  readonly samplesPerFrame: number;
  /** Side information bytes, all zero in the tag frame: mono, then stereo. */
  readonly sideInfo: readonly [number, number];
}

const MPEG1: Version = {
  bitrates: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  sampleRates: [44100, 48000, 32000],
  samplesPerFrame: 1152,
  sideInfo: [17, 32],
};
const MPEG2: Version = {
  bitrates: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  sampleRates: [22050, 24000, 16000],
  samplesPerFrame: 576,
  sideInfo: [9, 17],
};
/** The tag frame's bit rate: the smallest whose frame is big enough to hold the tag, at any rate. */
const TAG_KBPS = 64;
/** LAME's encoder start-up delay, in samples (the decoder adds 529 of its own, which readers know). */
const ENCODER_DELAY = 576;

/** The version a frame header (its second byte: MPEG-1 or -2, layer III, no CRC) announces. */
function versionOf(byte1: number): Version {
  if (byte1 === 0xfb) return MPEG1;
  if (byte1 === 0xf3) return MPEG2;
  throw new Error('expected an MPEG-1 or MPEG-2 layer III stream without CRC');
}

function frameLength(header: DataView, offset: number): number {
  const version = versionOf(header.getUint8(offset + 1));
  const bitrate = version.bitrates[(header.getUint8(offset + 2) >> 4) & 0x0f];
  const sampleRate = version.sampleRates[(header.getUint8(offset + 2) >> 2) & 0x03];
  if (!bitrate || !sampleRate) throw new Error(`unexpected MP3 frame header at byte ${offset}`);
  const padding = (header.getUint8(offset + 2) >> 1) & 1;
  return Math.floor((version.samplesPerFrame / 8) * bitrate * 1000 / sampleRate) + padding;
}

/** Walks the stream frame by frame; the encoder writes nothing but frames. */
function countFrames(stream: Uint8Array): number {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  let frames = 0;
  for (let offset = 0; offset < stream.length; offset += frameLength(view, offset)) {
    if (view.getUint16(offset) >> 5 !== 0x7ff) throw new Error(`lost MP3 frame sync at byte ${offset}`);
    frames++;
  }
  return frames;
}

/** CRC-16 as the tag uses it (polynomial 0x8005, bits reflected, starting from 0). */
function crc16(bytes: Uint8Array, crc = 0): number {
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** The stream with a tag frame in front, telling decoders to trim to `sampleCount` samples. */
export function withInfoTag(stream: Uint8Array, sampleCount: number, kbps: number): Uint8Array {
  const first = new DataView(stream.buffer, stream.byteOffset, 4);
  const version = versionOf(first.getUint8(1));
  const frames = countFrames(stream);
  const padding = frames * version.samplesPerFrame - ENCODER_DELAY - sampleCount;
  if (padding < 0 || padding > 0xfff) throw new Error(`padding ${padding} does not fit the tag`);
  const stereo = first.getUint8(3) >> 6 !== 3;
  const sampleRate = version.sampleRates[(first.getUint8(2) >> 2) & 0x03] ?? 0;

  const tagIndex = version.bitrates.indexOf(TAG_KBPS);
  const header = new Uint8Array([first.getUint8(0), first.getUint8(1), (tagIndex << 4) | (first.getUint8(2) & 0x0c), first.getUint8(3)]);
  const frame = new Uint8Array(frameLength(new DataView(header.buffer), 0));
  const view = new DataView(frame.buffer);
  frame.set(header, 0);
  let at = 4 + version.sideInfo[stereo ? 1 : 0];
  const bytes = (values: ArrayLike<number>): void => { frame.set(values, at); at += values.length; };
  const ascii = (text: string): void => bytes([...text].map((c) => c.charCodeAt(0)));
  const u8 = (value: number): void => { view.setUint8(at, value); at += 1; };
  const u16 = (value: number): void => { view.setUint16(at, value); at += 2; };
  const u32 = (value: number): void => { view.setUint32(at, value); at += 4; };

  const totalBytes = frame.length + stream.length;
  ascii('Info'); // "Info" rather than "Xing": constant bit rate
  u32(0x0f); // frame count, byte count, seek table and quality all present
  u32(frames);
  u32(totalBytes);
  bytes(Array.from({ length: 100 }, (_, i) => Math.floor((i * 256) / 100))); // even seek table (CBR)
  u32(0); // quality: not recorded
  ascii('LAME3.98r'); // the encoder is a port of LAME
  u8(0x01); // tag revision 0, constant bit rate
  u8(0); // lowpass: not recorded
  u32(0); // peak amplitude: not recorded
  u16(0); // radio replay gain: none
  u16(0); // audiophile replay gain: none
  u8(0); // encoding flags and ATH type
  u8(Math.min(kbps, 255));
  u8(ENCODER_DELAY >> 4);
  u8(((ENCODER_DELAY & 0x0f) << 4) | (padding >> 8));
  u8(padding & 0xff);
  u8(((sampleRate > 32000 ? (sampleRate === 44100 ? 1 : 2) : 0) << 6) | ((stereo ? 1 : 0) << 2)); // misc: source rate, stereo mode, no noise shaping
  u8(0); // MP3 gain: none
  u16(0); // preset and surround: none
  u32(totalBytes);
  u16(crc16(stream));
  u16(crc16(frame.subarray(0, at)));

  const out = new Uint8Array(totalBytes);
  out.set(frame, 0);
  out.set(stream, frame.length);
  return out;
}
