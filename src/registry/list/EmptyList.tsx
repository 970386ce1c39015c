import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { IfAction } from '../../platform/IfAction';
import { labelKeys } from '../../platform/labels';

/** A list without records: says so, and offers to create the first one when allowed. */
export function EmptyList({
  def,
  canCreate = def.can('create'),
}: {
  def: ResourceDefinition;
  canCreate?: boolean;
}) {
  const translate = useTranslate();
  const name = translate(labelKeys.resourceName(def.name), { smart_count: 2, _: def.name });
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }} data-testid="list-empty">
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {translate('ra.page.empty', { name })}
      </Typography>
      {canCreate && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('ra.page.invite')}
          </Typography>
          <IfAction resource={def.name} action="add">
            <CreateButton variant="contained" resource={def.name} />
          </IfAction>
        </>
      )}
    </Box>
  );
}
