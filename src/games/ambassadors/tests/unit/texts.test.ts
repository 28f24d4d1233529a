// Every refusal code has its message, and the game its name, in each of the four languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../platform/i18n';
import { flatLocale } from '../../../../../tests/locale-files';
import { RULE_ERRORS } from '../../rules/index';

describe('texts', () => {
  it.each(LANGUAGES)('%s: the name and a message for every refusal code', (lang) => {
    const texts = flatLocale(lang);
    expect(texts.get('ambassadors:name')).toBeTruthy();
    expect(RULE_ERRORS.filter((code) => !texts.get(`ambassadors:errors.${code}`))).toEqual([]);
  });
});
