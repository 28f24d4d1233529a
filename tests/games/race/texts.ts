// Race to 10's words in the four languages. It lives with its tests, outside locales/ (whose
// files the app's first load holds), so its definition brings them (`loadTexts`).
import type { LanguageTexts } from '../../../src/platform/i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

export const RACE_TEXTS: LanguageTexts = { en, fr, de, it };
