import { Box, Divider } from '@mui/material';
import type { ResourceDefinition, ResourceName } from '../../../resources/core/define';
import { FieldInput } from '../inputs';
import { isWide, SectionTitle, sectionsOf, twoColumns } from '../sections';
import { useResourceDefinitionOf } from '../../platform/useResourceDefinition';
import type { FormMode } from '../validation';

interface SectionsProps {
  def: ResourceDefinition;
  mode: FormMode;
  /** Keep only these sections (by key). */
  sections?: readonly string[];
}

/** The generated inputs of a resource's form sections: titled groups in two columns. */
export function FormSections({ def, mode, sections: only }: SectionsProps) {
  const sections = sectionsOf(def, 'form', mode, only);
  return sections.map((section, index) => (
    <Box key={section.key} sx={{ width: '100%' }}>
      {index > 0 && <Divider sx={{ my: 2 }} />}
      {sections.length > 1 && <SectionTitle def={def} sectionKey={section.key} />}
      <Box sx={twoColumns}>
        {section.fields.map((name) => {
          const info = def.fieldMap[name];
          return (
            <Box key={name} sx={isWide(info) ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput def={def} info={info} />
            </Box>
          );
        })}
      </Box>
    </Box>
  ));
}

export interface ResourceFormFieldsProps {
  resource: ResourceName;
  mode: FormMode;
  sections?: readonly string[];
}

/**
 * A resource's generated inputs for a bespoke form (inside a react-admin `<Form>`/`<SimpleForm>`):
 * the same widgets, labels, choices and references as its generated create/edit screens. Validate
 * the form with `useResourceResolver(resource, mode)` to get the same messages.
 */
export function ResourceFormFields({ resource, mode, sections }: ResourceFormFieldsProps) {
  const def = useResourceDefinitionOf(resource);
  return <FormSections def={def} mode={mode} sections={sections} />;
}
