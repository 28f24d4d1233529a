// Explorers' own sounds (docs/sound.md says which event each is for), added to the shell's when
// its screens load.
import gemUrl from '../../../assets/audio/gem.mp3';
import horseUrl from '../../../assets/audio/horse.mp3';
import keyUrl from '../../../assets/audio/key.mp3';
import provisionsUrl from '../../../assets/audio/provisions.mp3';
import scrollUrl from '../../../assets/audio/scroll.mp3';
import templeUrl from '../../../assets/audio/temple.mp3';

export const SOUNDS = { key: keyUrl, scroll: scrollUrl, horse: horseUrl, gem: gemUrl, provisions: provisionsUrl, temple: templeUrl } as const;
export type ExplorersSound = keyof typeof SOUNDS;
