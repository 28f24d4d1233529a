import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, detectLanguage, initI18n, onLanguageChange, setLanguage, t, translate } from '../../src/shell/i18n';
import { memoryStorage } from '../../src/shell/storage';

afterEach(() => vi.restoreAllMocks());

describe('i18n', () => {
  it('follows the browser on a first visit', () => {
    expect(initI18n({ storage: memoryStorage(), preferred: ['de-AT', 'en'] })).toBe('de');
    expect(t('menu.newGame')).toBe('Neues Spiel');
  });

  it('falls back to English for an unsupported browser language', () => {
    expect(detectLanguage(['ja-JP', 'pt'])).toBe('en');
    expect(detectLanguage(['fr_CA'])).toBe('fr');
    expect(detectLanguage([])).toBe('en');
  });

  it('remembers the choice, which beats the browser next time', () => {
    const storage = memoryStorage();
    initI18n({ storage, preferred: ['en-GB'] });
    setLanguage('it');
    expect(initI18n({ storage, preferred: ['en-GB'] })).toBe('it');
    expect(currentLanguage()).toBe('it');
  });

  it('ignores a hand-edited remembered language', () => {
    const storage = memoryStorage();
    storage.setItem('explorers.language', 'klingon');
    expect(initI18n({ storage, preferred: ['fr'] })).toBe('fr');
  });

  it('finds keys of the shell and of Explorers without a namespace, and a namespaced key in its own only', () => {
    initI18n({ storage: memoryStorage(), preferred: ['en'] });
    expect(t('menu.newGame')).toBe('New game');
    expect(t('common:menu.newGame')).toBe('New game');
    expect(t('terrains.water')).toBe(t('explorers:terrains.water'));
    expect(t('terrains.water')).not.toBe('');
    expect(t('explorers:menu.newGame')).toBe('');
  });

  it('chooses plural forms by count, in every language', () => {
    initI18n({ storage: memoryStorage(), preferred: ['en'] });
    expect(t('play.sheet.points', { count: 1 })).toBe('1 pt');
    expect(t('play.sheet.points', { count: 7 })).toBe('7 pts');
    for (const lang of ['fr', 'de', 'it'] as const) {
      setLanguage(lang);
      expect(t('play.sheet.points', { count: 7 })).toMatch(/^7\s\S+/);
    }
  });

  it('interpolates, including nested messages', () => {
    initI18n({ storage: memoryStorage(), preferred: ['en'] });
    expect(t('setup.players.defaultName', { n: 3 })).toBe('Player 3');
    expect(translate({ key: 'save.brokenMessage', params: { reason: { key: 'save.errors.outdated' } } })).toContain(
      'a different version',
    );
  });

  it('tells listeners about a change, until they unsubscribe', () => {
    initI18n({ storage: memoryStorage(), preferred: ['en'] });
    const heard: string[] = [];
    const off = onLanguageChange((lang) => heard.push(lang));
    setLanguage('fr');
    setLanguage('fr');
    off();
    setLanguage('de');
    expect(heard).toEqual(['fr']);
  });

  it('never shows a raw key: a key missing everywhere gives an empty text and a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initI18n({ storage: memoryStorage(), preferred: ['fr'] });
    expect(t('menu.noSuchKey')).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });
});
