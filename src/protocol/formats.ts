// Formats both sides check the same way, with no randomness, hashing or schema library, so the
// page can import them: table codes, seat tokens, the length of a player's name.

export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export const isTableCode = (input: unknown): input is string => typeof input === 'string' && CODE_PATTERN.test(input);

/** A code as a person may type it (lower case, spaces, dashes) in its canonical form, or null. */
export function normaliseCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return isTableCode(code) ? code : null;
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const NAME_MAX = 24;
