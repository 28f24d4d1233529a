// The exploration deck: one card per pair of terrains, and two wild cards offering duos.
import type { Card, Terrain } from './types';

const single = (a: Terrain, b: Terrain): Card['options'] => [[a], [b]];

export const CARDS: readonly Card[] = [
  { id: 0, options: single('prairie', 'water') },
  { id: 1, options: single('prairie', 'desert') },
  { id: 2, options: single('prairie', 'mountain') },
  { id: 3, options: single('water', 'desert') },
  { id: 4, options: single('water', 'mountain') },
  { id: 5, options: single('desert', 'mountain') },
  { id: 6, options: [['prairie', 'mountain'], ['desert', 'water']] },
  { id: 7, options: [['prairie', 'desert'], ['water', 'mountain']] },
];

export const isWild = (card: Card): boolean => card.options[0].length > 1;
