import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormSection, ResourceDefinition } from '../../resources/core/define';
import type { FieldInfo } from '../../resources/core/reader';
import { labelKeys } from '../platform/labels';
import { isEditable, type FormMode } from './validation';

export type SectionKind = 'form' | 'show';

/**
 * The titled groups of fields of a form or a detail page, as declared on the resource (one
 * "basic" section when none is), without the fields that screen never shows. `only` keeps the
 * named sections, for blocks embedded in bespoke pages.
 */
export function sectionsOf(
  def: ResourceDefinition,
  kind: SectionKind,
  mode: FormMode = 'create',
  only?: readonly string[],
): FormSection<string>[] {
  const declared = kind === 'show' ? (def.show?.sections ?? def.form?.sections) : def.form?.sections;
  const sections: FormSection<string>[] = declared
    ? declared.map((s) => ({ key: s.key, fields: [...s.fields] }))
    : [{ key: 'basic', fields: def.fieldInfo.map((f) => f.name) }];
  const visible = (info: FieldInfo | undefined) =>
    !!info && !info.meta.hidden && (kind === 'show' || isEditable(info, mode));
  const listed = new Set(sections.flatMap((s) => s.fields));
  if (kind === 'show') {
    // Read-only facts (id, dates, counters) not placed in a section close the detail page.
    const rest = def.fieldInfo.filter((f) => !listed.has(f.name) && !f.meta.hidden).map((f) => f.name);
    if (rest.length && declared) sections.push({ key: 'system', fields: rest });
  }
  return sections
    .filter((s) => !only || only.includes(s.key))
    .map((s) => ({ key: s.key, fields: s.fields.filter((f) => visible(def.fieldMap[f])) }))
    .filter((s) => s.fields.length > 0);
}

export function SectionTitle({ def, sectionKey }: { def: ResourceDefinition; sectionKey: string }) {
  const translate = useTranslate();
  // The shared label (`app.sections.*`) only when the resource has none of its own: asked eagerly,
  // it would be reported missing for every section only the resource names.
  const own = translate(labelKeys.section(def.name, sectionKey), { _: '' });
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
      {own || translate(`app.sections.${sectionKey}`)}
    </Typography>
  );
}

/** Two columns of fields from the md breakpoint, one below. */
export const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 3,
  width: '100%',
} as const;

/** Fields that take a whole row of the grid. */
export const isWide = (info: FieldInfo) =>
  info.widget === 'textarea' || info.widget === 'richtext' || info.widget === 'tags';
