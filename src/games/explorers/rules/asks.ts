// What each phase asks of the seats it waits for, and why an input that is not what it asks is
// refused: the screens' prompts and these refusals are the rules', not the play controllers'.
import type { RuleErrorCode } from './result';
import type { Phase } from './types';

/** The input a phase asks for before a seat starts a step: a tied start village, a card option, a pick for the turn, a terrain (setup, temple bonus). */
export type PhaseAsk = 'village' | 'option' | 'pick' | 'terrain';

const ASKS: Readonly<Record<Exclude<Phase['kind'], 'over'>, PhaseAsk>> = { startVillage: 'village', choose: 'option', place: 'pick', setup: 'terrain', bonus: 'terrain' };

/** What the phase asks (null once the game is over). */
export const phaseAsk = (phase: Phase['kind']): PhaseAsk | null => (phase === 'over' ? null : ASKS[phase]);

/**
 * Why `input` is refused now (null: it is what the phase asks): no seat is acting, or the phase
 * asks for something else; a seat with a step under way (`stepping`) is asked to finish it first.
 */
export function askRefusal(phase: Phase['kind'], acting: number | null, stepping: boolean, input: PhaseAsk): RuleErrorCode | null {
  if (acting === null) return 'notYourTurn';
  return !stepping && phaseAsk(phase) === input ? null : 'wrongPhase';
}

/** Why placing an X or confirming a step is refused (null: it may go to the step): no step under way, or an unfinished one confirmed. */
export function stepRefusal(step: { readonly done: boolean } | null, input: 'place' | 'confirm'): RuleErrorCode | null {
  if (!step) return 'wrongPhase';
  return input === 'confirm' && !step.done ? 'mustPlaceAll' : null;
}
