// Ambassadors' own sounds (docs/sound.md says which event each is for), added to the shell's when
// its screens load.
import ambushUrl from '../../../assets/audio/ambush.mp3';
import cardUrl from '../../../assets/audio/card.mp3';
import caravanFanfareUrl from '../../../assets/audio/caravan-fanfare.mp3';
import coinsUrl from '../../../assets/audio/coins.mp3';
import diceUrl from '../../../assets/audio/dice.mp3';
import embassyUrl from '../../../assets/audio/embassy.mp3';
import shortcutUrl from '../../../assets/audio/shortcut.mp3';
import stepUrl from '../../../assets/audio/step.mp3';

export const SOUNDS = { dice: diceUrl, step: stepUrl, coins: coinsUrl, card: cardUrl, ambush: ambushUrl, shortcut: shortcutUrl, embassy: embassyUrl, 'caravan-fanfare': caravanFanfareUrl } as const;
