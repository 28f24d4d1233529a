// Translations: the four locales are bundled, so switching language is instant and offline.
// One namespace for the shell (`common`: menu, settings, saves…) and one per game; a key with no
// namespace is looked up in `common`, then in the namespace of the game on screen (the shell says
// which: `useGameTexts`), so a game's own screens may leave their namespace out; anywhere else a
// game's keys name it (`tucana:play.title`). A game loaded lazily brings most of its texts with its
// own chunk (`addTexts`): the first load holds only what the menu and the lobby show of it.
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from './storage';

export const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** A text to translate when shown, not before: it stays correct when the language changes. */
export interface Message {
  readonly key: string;
  readonly params?: TParams;
}
export type TParams = Readonly<Record<string, string | number | Message>>;
export type LanguageListener = (lang: Language) => void;

const STORAGE_KEY = 'explorers.language';
/**
 * Every `locales/<language>/<namespace>.json`, found by its name: the shell's `common` and one
 * namespace per game (a game's definition names it). A game's `<namespace>.screens.json` is left
 * for the game's own chunk to bring (`addTexts`).
 */
const FILES = import.meta.glob<object>(['../../locales/*/*.json', '!../../locales/*/*.screens.json'], { eager: true, import: 'default' });
const RESOURCES: Record<string, Record<string, object>> = {};
for (const [path, texts] of Object.entries(FILES)) {
  const [, lang, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lang && namespace) (RESOURCES[lang] ??= {})[namespace] = texts;
}
export const NAMESPACES: readonly string[] = Object.keys(RESOURCES[FALLBACK_LANGUAGE] ?? {});
/** Where a key with no namespace is looked up, in order. */
let unprefixed: readonly string[] = ['common'];

/** The game on screen: its namespace is where keys with none are looked up after `common`. */
export function useGameTexts(namespace: string): void {
  unprefixed = ['common', namespace];
}

let instance: I18n | null = null;
const reported = new Set<string>();
/** Texts added since the page loaded, by namespace: kept for a new instance (tests start one). */
const added: { readonly namespace: string; readonly texts: LanguageTexts }[] = [];

/** A namespace's texts (or a part of them) in every language. */
export type LanguageTexts = Readonly<Record<Language, object>>;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Screen readers and the browser's own UI read the page's `lang`. */
function markPageLanguage(lang: string): void {
  (globalThis.document as Document | undefined)?.documentElement.setAttribute('lang', lang);
}

/**
 * The remembered choice, in our storage rather than the detector's own `localStorage` one: a
 * browser that refuses storage still keeps it for the session, tests pass a plain object, and
 * the key is the one earlier versions wrote, so a player's choice survives the update.
 */
function rememberedLanguage(storage: StorageLike): CustomDetector {
  return {
    name: 'remembered',
    lookup: () => safeGetItem(storage, STORAGE_KEY) ?? undefined,
    cacheUserLanguage: (lng) => void safeSetItem(storage, STORAGE_KEY, lng),
  };
}

/**
 * A key missing in every language: reported once (a console warning in development), and shown
 * as an empty text rather than the raw key.
 */
function reportMissing(namespace: string, key: string): void {
  const id = `${namespace}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  if (import.meta.env?.DEV) console.warn(`[i18n] missing key "${id}"`);
}

/** The keys reported missing since the page loaded (`namespace:key`), for tests. */
export const missingKeys = (): readonly string[] => [...reported];

export interface I18nInit {
  readonly storage?: StorageLike;
}

/**
 * The language comes from i18next's detector: a `?lng=de` link first, then the remembered
 * choice, then the browser's preferences ('fr-CA' counts as 'fr'); an unknown or hand-edited
 * value is skipped, and English is the last resort. The result is remembered.
 */
export function initI18n(init: I18nInit = {}): Language {
  if (instance && !init.storage) return currentLanguage();
  const detector = new LanguageDetector();
  detector.addDetector(rememberedLanguage(init.storage ?? browserStorage()));
  instance = i18next.createInstance().use(detector);
  void instance.init({
    resources: RESOURCES,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    detection: {
      order: ['querystring', 'remembered', 'navigator'],
      lookupQuerystring: 'lng',
      caches: ['remembered'],
      // 'fr-CA' counts as 'fr'; anything else is dropped (including i18next's 'cimode', which shows keys).
      convertDetectedLanguage: (lng) => {
        const base = lng.toLowerCase().split(/[-_]/)[0];
        return isLanguage(base) ? base : '';
      },
    },
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
    returnEmptyString: false,
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: (_languages, namespace, key) => reportMissing(namespace, key),
    parseMissingKeyHandler: () => '',
    // Text goes to a canvas or to `textContent`, never to innerHTML.
    interpolation: { escapeValue: false },
  });
  instance.on('languageChanged', markPageLanguage);
  for (const { namespace, texts } of added) mergeTexts(instance, namespace, texts);
  markPageLanguage(currentLanguage());
  return currentLanguage();
}

function mergeTexts(i18n: I18n, namespace: string, texts: LanguageTexts): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, namespace, texts[lang], true, false);
}

/**
 * Texts that come with a lazily loaded chunk (a game's screens), merged into `namespace` in every
 * language, before anything shows them: keys stay as the code writes them (`tucana:play.title`).
 */
export function addTexts(namespace: string, texts: LanguageTexts): void {
  added.push({ namespace, texts });
  mergeTexts(ready(), namespace, texts);
}

/** Whether `key` (with its namespace) has words of its own in `lang`, not borrowed from the fallback language. */
export const hasText = (key: string, lang: Language): boolean => ready().exists(key, { lng: lang, fallbackLng: false });

function ready(): I18n {
  if (!instance) initI18n();
  return instance as I18n;
}

/**
 * `{{name}}` placeholders; a parameter may itself be a Message, translated first. A key missing
 * in the current language falls back to English; missing everywhere, it gives '' (never the raw
 * key) and is reported (see `reportMissing`).
 */
export function t(key: string, params?: TParams): string {
  const i18n = ready();
  // Not i18next's `fallbackNS`: it would also lend Explorers' texts to another game's missing keys.
  const where = key.includes(':') ? undefined : unprefixed;
  if (!params) return i18n.t(key, { ns: where });
  // With the parameters, so that a plural key (`points_one`, `points_other`) is found by `count`.
  return i18n.t(key, { ns: where, ...Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? translate(value) : value])) });
}

export const translate = (message: Message): string => t(message.key, message.params);

export function currentLanguage(): Language {
  const lng = ready().language;
  return isLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

/** Switches and remembers (i18next caches the choice through the detector). */
export function setLanguage(lang: Language): void {
  const i18n = ready();
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** i18next's own `languageChanged` event; returns the unsubscribe. */
export function onLanguageChange(listener: LanguageListener): () => void {
  const i18n = ready();
  const heard = (lng: string): void => listener(isLanguage(lng) ? lng : FALLBACK_LANGUAGE);
  i18n.on('languageChanged', heard);
  return () => i18n.off('languageChanged', heard);
}
