import { Box, Divider } from '@mui/material';
import { Labeled } from 'react-admin';
import type { ResourceDefinition, ResourceName } from '../../../resources/core/define';
import { FieldCell } from '../cells';
import { CELL_HEIGHTS, cellHeightOf } from '../cellStyles';
import { SectionTitle, sectionsOf, twoColumns } from '../sections';
import { useResourceDefinitionOf } from '../../platform/useResourceDefinition';

interface SectionsProps {
  def: ResourceDefinition;
  /** Keep only these sections (by key). */
  sections?: readonly string[];
}

/**
 * A value keeps its natural width (a chip is as wide as its label, not the column), and its line
 * keeps its height while the record loads, so nothing below moves when the values arrive.
 */
const labeledSx = { alignItems: 'flex-start' } as const;
/** Rich text (terms, help texts) reads as a document: it takes the whole row. */
const wideSx = { ...labeledSx, gridColumn: '1 / -1' } as const;

/** Class of each labelled value of a detail page. */
export const SHOW_FIELD_CLASS = 'RegistryShow-field';

/** The generated detail sections of the record in context: titled groups of labelled values. */
export function ShowSections({ def, sections: only }: SectionsProps) {
  const sections = sectionsOf(def, 'show', undefined, only);
  return sections.map((section, index) => (
    <Box key={section.key} sx={{ mb: 2 }}>
      {index > 0 && <Divider sx={{ mb: 2 }} />}
      {sections.length > 1 && <SectionTitle def={def} sectionKey={section.key} />}
      <Box sx={{ ...twoColumns, rowGap: 2 }}>
        {section.fields.map((name) => {
          const info = def.fieldMap[name];
          return (
            <Labeled
              key={name}
              source={name}
              fullWidth
              sx={info.widget === 'richtext' ? wideSx : labeledSx}
              className={SHOW_FIELD_CLASS}
            >
              <Box sx={{ minHeight: CELL_HEIGHTS[cellHeightOf(info)], maxWidth: '100%' }}>
                <FieldCell def={def} info={info} variant="show" />
              </Box>
            </Labeled>
          );
        })}
      </Box>
    </Box>
  ));
}

export interface ResourceFieldsProps {
  resource: ResourceName;
  sections?: readonly string[];
}

/** A resource's generated detail sections for a bespoke page (inside a record context). */
export function ResourceFields({ resource, sections }: ResourceFieldsProps) {
  const def = useResourceDefinitionOf(resource);
  return <ShowSections def={def} sections={sections} />;
}
