// Ambassadors' words for its screens, in the four languages: they come with the chunk that loads
// them (scenes/screens.ts imports this module first), so the page's first load holds only what the
// menu and the lobby show (locales/<language>/ambassadors.json).
import { addTexts } from '../../platform/i18n';
import de from '../../../locales/de/ambassadors.screens.json';
import en from '../../../locales/en/ambassadors.screens.json';
import fr from '../../../locales/fr/ambassadors.screens.json';
import it from '../../../locales/it/ambassadors.screens.json';

addTexts('ambassadors', { en, fr, de, it });
