// Seats' names on the screens: typed names and AI names given at the start as they are, a person's
// generic label in the language of the moment.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../play/game-config';
import { seatName, seatNames } from '../../play/seat-names';
import { initI18n, setLanguage, translate } from '../../../../platform/i18n';
import { memoryStorage } from '../../../../platform/storage';
import { flatLocale } from '../../../../../tests/locale-files';

const french = () => flatLocale('fr');

const SEATS: readonly Seat[] = [
  { kind: 'human', name: 'Player 1', color: 0xc0392b, defaultName: true },
  { kind: 'ai', level: 'normal', name: 'Marco', color: 0x1f5fa8, defaultName: true },
  { kind: 'human', name: 'Ada', color: 0x2e8b3d },
];

describe('seat names', () => {
  beforeEach(() => {
    initI18n({ storage: memoryStorage() });
  });

  it('show a generic label in the language of the moment, not of the game’s start', () => {
    const french = flatLocale('fr');
    setLanguage('fr');
    expect(translate(seatName(SEATS, 0))).toBe((french.get('setup.players.defaultName') as string).replace('{{n}}', '1'));
    setLanguage('en');
    expect(translate(seatName(SEATS, 0))).toBe('Player 1');
  });

  it('keep the name an AI was given at the start, in every language', () => {
    setLanguage('fr');
    expect(french().get('setup.players.aiNames.1')).not.toBe('Marco');
    expect(translate(seatName(SEATS, 1))).toBe('Marco');
  });

  it('give an AI seat stored without a name its default in the current language', () => {
    setLanguage('fr');
    const unnamed: readonly Seat[] = [{ kind: 'ai', level: 'easy', name: '', color: 0xc0392b, defaultName: true }];
    expect(translate(seatName(unnamed, 0))).toBe(french().get('setup.players.aiNames.0'));
  });

  it('show a typed name as typed, in every language', () => {
    setLanguage('de');
    expect(translate(seatName(SEATS, 2))).toBe('Ada');
  });

  it('list several seats in order', () => {
    setLanguage('de');
    const german = flatLocale('de');
    expect(translate(seatNames(SEATS, [2, 0]))).toBe(`Ada, ${(german.get('setup.players.defaultName') as string).replace('{{n}}', '1')}`);
    expect(translate(seatNames(SEATS, []))).toBe('');
  });
});
