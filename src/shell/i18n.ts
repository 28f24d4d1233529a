// Translations: the four locales are bundled, so switching language is instant and offline.
// One namespace for the shell (`common`: menu, settings, saves…) and one per game; a key with no
// namespace is looked up in `common`, then in Explorers' (`explorers`); another game's keys name
// their namespace (`tucana:play.title`).
import i18next, { type i18n as I18n } from 'i18next';
import deCommon from '../../locales/de/common.json';
import deExplorers from '../../locales/de/explorers.json';
import enCommon from '../../locales/en/common.json';
import enExplorers from '../../locales/en/explorers.json';
import frCommon from '../../locales/fr/common.json';
import frExplorers from '../../locales/fr/explorers.json';
import itCommon from '../../locales/it/common.json';
import itExplorers from '../../locales/it/explorers.json';
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
const RESOURCES = {
  en: { common: enCommon, explorers: enExplorers },
  fr: { common: frCommon, explorers: frExplorers },
  de: { common: deCommon, explorers: deExplorers },
  it: { common: itCommon, explorers: itExplorers },
} as const;
export const NAMESPACES = Object.keys(RESOURCES.en) as readonly (keyof typeof RESOURCES.en)[];

let instance: I18n | null = null;
let storage: StorageLike | null = null;
const listeners = new Set<LanguageListener>();
const warned = new Set<string>();

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first supported language among the browser's preferences ('fr-CA' counts as 'fr'). */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : [nav.language];
}

/** Screen readers and the browser's own UI read the page's `lang`. */
function markPageLanguage(lang: Language): void {
  (globalThis.document as Document | undefined)?.documentElement.setAttribute('lang', lang);
}

export interface I18nInit {
  readonly storage?: StorageLike;
  /** The browser's language preferences, best first (defaults to `navigator.languages`). */
  readonly preferred?: readonly string[];
}

export function initI18n(init: I18nInit = {}): Language {
  if (instance && !init.storage && !init.preferred) return currentLanguage();
  storage = init.storage ?? browserStorage();
  const remembered = safeGetItem(storage, STORAGE_KEY);
  const lng = isLanguage(remembered) ? remembered : detectLanguage(init.preferred ?? browserLanguages());
  instance = i18next.createInstance();
  void instance.init({
    resources: RESOURCES,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'explorers',
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
    returnEmptyString: false,
    // Text goes to a canvas or to `textContent`, never to innerHTML.
    interpolation: { escapeValue: false },
  });
  markPageLanguage(lng);
  return lng;
}

function ready(): I18n {
  if (!instance) initI18n();
  return instance as I18n;
}

/**
 * `{{name}}` placeholders; a parameter may itself be a Message, translated first. A key missing
 * in the current language falls back to English; missing everywhere, it gives '' (never the raw
 * key) and, in development only, a console warning.
 */
export function t(key: string, params?: TParams): string {
  const i18n = ready();
  const values = params
    ? Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? translate(value) : value]),
      )
    : undefined;
  // With the parameters, so that a plural key (`points_one`, `points_other`) is found by `count`.
  if (!i18n.exists(key, values)) {
    if (import.meta.env?.DEV && !warned.has(key)) {
      warned.add(key);
      console.warn(`[i18n] missing key "${key}"`);
    }
    return '';
  }
  return values ? i18n.t(key, values) : i18n.t(key);
}

export const translate = (message: Message): string => t(message.key, message.params);

export function currentLanguage(): Language {
  const lng = ready().language;
  return isLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

export function setLanguage(lang: Language): void {
  const i18n = ready();
  if (storage) safeSetItem(storage, STORAGE_KEY, lang);
  if (i18n.language === lang) return;
  void i18n.changeLanguage(lang);
  markPageLanguage(lang);
  for (const listener of [...listeners]) listener(lang);
}

export function onLanguageChange(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
