// Rule errors are values, never exceptions, in every game: a transition returns one and leaves
// the state untouched. Each game lists its own codes (each an i18n key `errors.<code>`).

export interface RuleError<Code extends string = string> {
  readonly code: Code;
  readonly detail: string;
}

export type Result<T, E = RuleError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** A refusal with one of a game's codes: a game exports `refuse<ItsCode>` as its `err`. */
export const refuse = <Code extends string>(code: Code, detail: string): Result<never, RuleError<Code>> => ({ ok: false, error: { code, detail } });

/** A value as text for an error detail: only primitives are printed, as objects may have no usable toString. */
export const shown = (value: unknown): string =>
  value !== null && (typeof value === 'object' || typeof value === 'function') ? `(${typeof value})` : String(value);
