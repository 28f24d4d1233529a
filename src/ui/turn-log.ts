// The turn log: what happened, line by line, in a visually hidden ARIA log region, so screen
// readers announce each event in the current language (the card revealed, who is active, temples
// and races, round scores, a refusal and why). One region for the page; it keeps the last lines.
import { hideVisually } from './visually-hidden';

const KEEP = 30;

let region: HTMLElement | null = null;

function logRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.id = 'turn-log';
  region.setAttribute('role', 'log');
  region.setAttribute('aria-live', 'polite');
  document.body.append(hideVisually(region));
  return region;
}

/** Adds one line to the log (empty lines are skipped). */
export function logLine(text: string): void {
  if (text.trim() === '') return;
  const log = logRegion();
  const line = document.createElement('p');
  line.textContent = text;
  log.append(line);
  while (log.childElementCount > KEEP) log.firstElementChild?.remove();
}

/** Empties the log (a new game). */
export function clearLog(): void {
  logRegion().replaceChildren();
}
