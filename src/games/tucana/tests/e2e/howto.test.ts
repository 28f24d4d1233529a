// Trails of Tucana's how-to pages through the page (see tests/e2e/howto-pages.ts).
import { testHowToPages } from '../../../../../tests/e2e/howto-pages';

testHowToPages('tucana', 'Tucana', ['goal', 'drawing', 'jokers', 'sights', 'bonusSegments', 'pairs', 'races', 'rounds', 'solo']);
