// Byte arrays for boards, carved from shared buffers: a standalone small typed array lives off
// the JS heap and costs about ten times more to allocate, and the rules make one per player and
// turn. A buffer stays alive while any array carved from it does.
const SLAB_BYTES = 16384;
let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/** `length` zero bytes. */
export function carveBytes(length: number): Uint8Array {
  if (length > SLAB_BYTES) return new Uint8Array(length);
  if (used + length > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  used += length;
  return new Uint8Array(slab, used - length, length);
}

/** A carved copy of `source`. */
export function copyBytes(source: Uint8Array): Uint8Array {
  const out = carveBytes(source.length);
  out.set(source);
  return out;
}
