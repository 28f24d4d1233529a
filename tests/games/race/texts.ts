// Race to 10's words in the four languages. It lives with its tests, outside locales/, so it
// brings its texts with its definition: the menu shows its name before any of its chunks loads.
import { addTexts } from '../../../src/platform/i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

addTexts('race', { en, fr, de, it });
