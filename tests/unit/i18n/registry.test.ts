import { resources } from '../../../resources';
import { LOCALES, messages } from '../../../i18n';
import { hasMessage } from './keys';

/** Every label key the registry implies, as paths under the catalogue root. */
function impliedKeys(): string[][] {
  return resources.flatMap((resource) => {
    const root = ['resources', resource.name];
    const sections = [...(resource.form?.sections ?? []), ...(resource.show?.sections ?? [])];
    return [
      [...root, 'name'],
      ...resource.fieldInfo.map((info) => [...root, 'fields', info.name]),
      ...resource.fieldInfo.flatMap((info) =>
        (info.choices ?? []).map((value) => [...root, 'enums', info.name, String(value)]),
      ),
      ...sections.map((section) => [...root, 'sections', section.key]),
    ];
  });
}

describe('labels implied by the resource registry', () => {
  it('knows some resources', () => {
    expect(resources.length).toBeGreaterThan(0);
  });

  it.each([...LOCALES])('%s has every name, field, enum choice and section label', (locale) => {
    const missing = impliedKeys()
      .filter((path) => !hasMessage(messages[locale], path))
      .map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });
});
