// Trails of Tucana's own glossary checks (docs/glossary.md; the checks every game shares are in
// tests/unit/glossary.test.ts): the published terms are all there, and each translation lists
// variants to avoid.
import { describe, expect, it } from 'vitest';
import { glossaryOf, table } from '../../../../../tests/glossary-file';
import { tucana } from '../../index';

const glossary = glossaryOf(tucana);

describe("Trails of Tucana's glossary", () => {
  it('names the published terms in every language, and lists variants to avoid in each translation', () => {
    const terms = table(glossary.terms).map((row) => row.Term);
    for (const term of ['sheet', 'trail', 'path segment', 'draw a segment', 'sight', 'terrain card', 'chain reaction', 'round', 'turn', 'pass (no segment fits)']) expect(terms, term).toContain(term);
    const variants = table(glossary.variants);
    for (const lang of ['fr', 'de', 'it']) expect(variants.filter((row) => row.Language === lang).length, lang).toBeGreaterThanOrEqual(3);
  });
});
