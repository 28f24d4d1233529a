// Trails of Tucana's own sounds (docs/sound.md says which event each is for), added to the shell's
// when its screens load.
import blueBonusUrl from '../../../assets/audio/blue-bonus.mp3';
import bonusTrailUrl from '../../../assets/audio/bonus-trail.mp3';
import pairUrl from '../../../assets/audio/pair.mp3';
import redBonusUrl from '../../../assets/audio/red-bonus.mp3';
import sightUrl from '../../../assets/audio/sight.mp3';
import trailUrl from '../../../assets/audio/trail.mp3';

export const SOUNDS = { trail: trailUrl, sight: sightUrl, 'bonus-trail': bonusTrailUrl, pair: pairUrl, 'blue-bonus': blueBonusUrl, 'red-bonus': redBonusUrl } as const;
