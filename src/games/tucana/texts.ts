// Trails of Tucana's words for its screens and how-to pages, in the four languages: they come
// with the chunk that loads them (scenes/install.ts, howto/book.ts import this module first), so
// the page's first load holds only what the menu and the lobby show (locales/<language>/tucana.json).
import { addTexts } from '../../platform/i18n';
import de from '../../../locales/de/tucana.screens.json';
import en from '../../../locales/en/tucana.screens.json';
import fr from '../../../locales/fr/tucana.screens.json';
import it from '../../../locales/it/tucana.screens.json';

addTexts('tucana', { en, fr, de, it });
