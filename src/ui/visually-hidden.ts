// Hidden from sight, not from assistive technology: the page's ARIA log and the mirror of the
// canvas controls live in such elements.
export function hideVisually(element: HTMLElement): HTMLElement {
  Object.assign(element.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
  return element;
}
