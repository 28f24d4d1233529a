// The sheet's line of sight points, as a player reads it: what the sights linked so far will
// write at this round's end, then what each earlier round wrote ("round 1: 12, round 2: 20"),
// short enough for a phone's sheet in the four languages.
import type { Message } from '../../../platform/i18n';

export function sightTotals(value: number, roundScores: readonly number[]): Message {
  const rounds = roundScores.map((count, i): Message => ({ key: 'tucana:hud.roundTotal', params: { round: i + 1, count } }));
  const [first, ...later] = rounds;
  if (!first) return { key: 'tucana:hud.sightTotal', params: { count: value } };
  const list = later.reduce((sofar, next): Message => ({ key: 'tucana:hud.roundList', params: { first: sofar, next } }), first);
  // The points as the sheet's head writes them ("14 pts").
  return { key: 'tucana:hud.sightTotals', params: { points: { key: 'tucana:hud.points', params: { count: value } }, rounds: list } };
}
