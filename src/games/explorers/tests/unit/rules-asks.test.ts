// What each phase asks of the seats, and the refusals of inputs it does not ask for: the rules
// give them, and the play controller's prompts follow.
import { describe, expect, it } from 'vitest';
import { askRefusal, phaseAsk, stepRefusal } from '../../rules/index';

describe("Explorers' phases ask", () => {
  it('a village at the start, a card option, a pick for the turn, a terrain at setup and for a temple bonus, nothing once over', () => {
    expect((['startVillage', 'choose', 'place', 'setup', 'bonus', 'over'] as const).map(phaseAsk)).toEqual(['village', 'option', 'pick', 'terrain', 'terrain', null]);
  });

  it('refuse an input from no seat, one the phase does not ask for, and one while a step is under way', () => {
    expect(askRefusal('choose', 0, false, 'option')).toBeNull();
    expect(askRefusal('choose', null, false, 'option')).toBe('notYourTurn');
    expect(askRefusal('choose', 1, false, 'pick')).toBe('wrongPhase');
    expect(askRefusal('bonus', 1, false, 'terrain')).toBeNull();
    expect(askRefusal('setup', 1, true, 'terrain')).toBe('wrongPhase');
    expect(askRefusal('over', 1, false, 'pick')).toBe('wrongPhase');
  });

  it('take an X only into a step under way, and its confirmation only once it is done', () => {
    expect(stepRefusal(null, 'place')).toBe('wrongPhase');
    expect(stepRefusal({ done: false }, 'place')).toBeNull();
    expect(stepRefusal({ done: false }, 'confirm')).toBe('mustPlaceAll');
    expect(stepRefusal({ done: true }, 'confirm')).toBeNull();
  });
});
