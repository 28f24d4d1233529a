// What a seat of Tucana's table is doing, in words, for its line at an online table: drawing
// (a person) or thinking (an AI) while the rules still wait for its turn; nothing once it has
// drawn or the game is over (its button's tick says so).
import type { Message } from '../../../platform/i18n';
import type { Seat } from './game-config';

export function tucanaSeatDoing(seats: readonly Seat[], waitingFor: readonly number[], seat: number): Message | null {
  if (!waitingFor.includes(seat)) return null;
  return { key: seats[seat]?.kind === 'ai' ? 'tucana:play.status.thinking' : 'tucana:play.status.drawing' };
}
