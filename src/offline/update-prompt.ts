// The notice that a new version is ready: a small bar over the bottom of the game (plain HTML,
// outside the canvas, so any screen can show it) with "Reload" and "Later".
import { onLanguageChange, t } from '../platform/i18n';

const ID = 'update-prompt';

export function showUpdatePrompt(reload: () => void): void {
  if (document.getElementById(ID)) return;
  const bar = document.createElement('div');
  bar.id = ID;
  bar.setAttribute('role', 'status');
  const text = document.createElement('span');
  const accept = document.createElement('button');
  const later = document.createElement('button');
  accept.type = later.type = 'button';
  const label = (): void => {
    text.textContent = t('update.ready');
    accept.textContent = t('update.reload');
    later.textContent = t('update.later');
  };
  label();
  const stopListening = onLanguageChange(label);
  const close = (): void => {
    stopListening();
    bar.remove();
  };
  accept.addEventListener('click', () => {
    close();
    reload();
  });
  later.addEventListener('click', close);
  bar.append(text, accept, later);
  document.body.append(bar);
}
