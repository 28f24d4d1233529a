// How an online table's turn timer reads on screen.

/** Time left as the clock shows it: whole seconds rounded up, `m:ss`. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
