// Table codes and seat tokens: the only secrets a table has. A code is 8 symbols from an
// alphabet without look-alikes (no 0/O, no 1/I), drawn from node:crypto: 40 bits, so guessing
// one is hopeless, all the more as failed joins are rate-limited per address. A seat token is
// 192 random bits, handed to the device that took the seat; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../src/protocol/formats';

export { CODE_ALPHABET, CODE_LENGTH, TOKEN_PATTERN, isTableCode, normaliseCode } from '../src/protocol/formats';

/** Bits of randomness in a code: 5 per symbol. */
export const CODE_BITS = CODE_LENGTH * Math.log2(CODE_ALPHABET.length);

/** A fresh table code: 40 random bits, 5 per symbol (the alphabet has 32, so no bias). */
export function newTableCode(): string {
  let value = randomBytes(5).readUIntBE(0, 5);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    code = (CODE_ALPHABET[value % 32] as string) + code;
    value = Math.floor(value / 32);
  }
  return code;
}

/** A seat token: 24 random bytes in base64url (32 characters). */
export const newSeatToken = (): string => randomBytes(24).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
