import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, initI18n, missingKeys, onLanguageChange, setLanguage, t, translate, useGameTexts } from '../../src/platform/i18n';
import { memoryStorage } from '../../src/platform/storage';

/** The browser as i18next's detector sees it: its language preferences and the page's query. */
function browser(languages: readonly string[], search = ''): void {
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  vi.stubGlobal('window', { location: { search, hash: '' } });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('i18n', () => {
  it('follows the browser on a first visit', () => {
    browser(['de-AT', 'en']);
    expect(initI18n({ storage: memoryStorage() })).toBe('de');
    expect(t('menu.newGame')).toBe('Neues Spiel');
  });

  it('falls back to English for an unsupported browser language', () => {
    browser(['ja-JP', 'pt']);
    expect(initI18n({ storage: memoryStorage() })).toBe('en');
    browser(['fr_CA']);
    expect(initI18n({ storage: memoryStorage() })).toBe('fr');
    browser([]);
    expect(initI18n({ storage: memoryStorage() })).toBe('en');
  });

  it('remembers the choice, which beats the browser next time', () => {
    browser(['en-GB']);
    const storage = memoryStorage();
    initI18n({ storage });
    setLanguage('it');
    expect(initI18n({ storage })).toBe('it');
    expect(currentLanguage()).toBe('it');
  });

  it('reads a choice saved by earlier versions', () => {
    browser(['en-GB']);
    const storage = memoryStorage();
    storage.setItem('explorers.language', 'de');
    expect(initI18n({ storage })).toBe('de');
  });

  it('ignores a hand-edited remembered language', () => {
    browser(['fr']);
    const storage = memoryStorage();
    storage.setItem('explorers.language', 'klingon');
    expect(initI18n({ storage })).toBe('fr');
  });

  it('takes ?lng= from a link before the remembered choice, and remembers it', () => {
    browser(['en-GB'], '?test=1&lng=de');
    const storage = memoryStorage();
    storage.setItem('explorers.language', 'it');
    expect(initI18n({ storage })).toBe('de');
    expect(t('menu.newGame')).toBe('Neues Spiel');
    browser(['en-GB']);
    expect(initI18n({ storage })).toBe('de');
  });

  it.each(['xx', 'DE-ch', 'cimode', '<b>x</b>', '', '%22%3E'])('falls back cleanly from ?lng=%s', (value) => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const storage = memoryStorage();
    storage.setItem('explorers.language', 'it');
    browser(['fr-FR'], `?lng=${value}`);
    const expected = value === 'DE-ch' ? 'de' : 'it';
    expect(initI18n({ storage })).toBe(expected);
    expect(t('menu.newGame')).not.toBe('menu.newGame');
    browser(['fr-FR'], `?lng=${value}`);
    expect(initI18n({ storage: memoryStorage() })).toBe(value === 'DE-ch' ? 'de' : 'fr');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('finds keys of the shell, and of the game on screen, without a namespace, and a namespaced key in its own only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    browser(['en']);
    initI18n({ storage: memoryStorage() });
    expect(t('menu.newGame')).toBe('New game');
    expect(t('common:menu.newGame')).toBe('New game');
    useGameTexts('tucana');
    expect(t('terrains.water')).toBe('');
    useGameTexts('explorers');
    expect(t('terrains.water')).toBe(t('explorers:terrains.water'));
    expect(t('terrains.water')).not.toBe('');
    expect(t('menu.newGame')).toBe('New game');
    expect(t('explorers:menu.newGame')).toBe('');
    // Another game's missing key is missing: it never borrows Explorers' text at the same path.
    expect(t('explorers:play.sheet.keys')).not.toBe('');
    expect(t('tucana:play.sheet.keys')).toBe('');
    expect(missingKeys()).toContain('tucana:play.sheet.keys');
  });

  it('adds the texts a lazily loaded game brings to its namespace, in every language, beside its first-load part', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    browser(['fr']);
    initI18n({ storage: memoryStorage() });
    // Before Tucana's screens load: its name (the menu's), not its play screen's words.
    expect(t('tucana:name')).toBe('Trails of Tucana');
    expect(t('tucana:hud.over')).toBe('');
    await import('../../src/games/tucana/texts');
    expect(t('tucana:hud.over')).toBe('Le voyage est terminé');
    expect(t('tucana:setup.defaultName', { n: 2 })).toBe('Joueur 2');
    setLanguage('en');
    expect(t('tucana:hud.over')).toBe('The journey is over');
    // A new instance (as the tests start; the browser's French again) keeps them.
    initI18n({ storage: memoryStorage() });
    expect(t('tucana:hud.over')).toBe('Le voyage est terminé');
  });

  it('chooses plural forms by count, in every language', () => {
    browser(['en']);
    initI18n({ storage: memoryStorage() });
    useGameTexts('explorers');
    expect(t('play.sheet.points', { count: 1 })).toBe('1 pt');
    expect(t('play.sheet.points', { count: 7 })).toBe('7 pts');
    for (const lang of ['fr', 'de', 'it'] as const) {
      setLanguage(lang);
      expect(t('play.sheet.points', { count: 7 })).toMatch(/^7\s\S+/);
    }
  });

  it('interpolates, including nested messages', () => {
    browser(['en']);
    initI18n({ storage: memoryStorage() });
    expect(t('explorers:setup.players.defaultName', { n: 3 })).toBe('Player 3');
    expect(translate({ key: 'save.brokenMessage', params: { reason: { key: 'save.errors.outdated' } } })).toContain(
      'a different version',
    );
  });

  it('tells listeners about a change through i18next\'s languageChanged, until they unsubscribe', () => {
    browser(['en']);
    initI18n({ storage: memoryStorage() });
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
    browser(['fr']);
    initI18n({ storage: memoryStorage() });
    expect(t('menu.noSuchKey')).toBe('');
    expect(t('menu.noSuchKey', { count: 2 })).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    // Reported under the last namespace a key without one is looked up in.
    expect(missingKeys()).toContain('explorers:menu.noSuchKey');
    // A key found in English only is no missing key: it falls back.
    expect(t('menu.newGame')).not.toBe('');
  });
});
