// Ambassadors' how-to pages through the page (see tests/e2e/howto-pages.ts).
import { testHowToPages } from '../../../../../tests/e2e/howto-pages';

testHowToPages('ambassadors', 'Ambassadors', ['goal', 'turn', 'trips', 'shortcuts', 'bonus', 'paying', 'end']);
