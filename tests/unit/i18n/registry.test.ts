import { resources } from '../../../resources';
import { LOCALES, messages } from '../../../i18n';
import { hasMessage, impliedKeys } from '../../support/i18nKeys';

describe('labels implied by the resource registry', () => {
  it('knows some resources', () => {
    expect(resources.length).toBeGreaterThan(0);
  });

  it.each([...LOCALES])('%s has every name, field, enum choice and section label', (locale) => {
    const missing = impliedKeys(resources)
      .filter((path) => !hasMessage(messages[locale], path))
      .map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });
});
