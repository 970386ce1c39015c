import { Box, Chip, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useFieldValue, useTranslate } from 'react-admin';
import type { FieldSlotProps } from '../../../resources/core/define';
import { labelKeys } from '../../platform/labels';
import { effectiveView, type Grant, type HeldPermission } from './effectivePermissionsModel';
import { actionKey, useCatalogue } from './useCatalogue';

const isGrant = (value: unknown): value is Grant =>
  typeof value === 'object' && value !== null && typeof (value as Grant).permission === 'string';

function PermissionLine({ held }: { held: HeldPermission }) {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, py: 0.25, pl: held.depth * 2 }}
    >
      <Typography variant="body2" component="span" sx={{ minWidth: 160, mr: 1 }}>
        {held.label ? translate(held.label, { _: held.permission }) : held.permission}
      </Typography>
      {held.actions.length === 0 ? (
        <Chip size="small" label={translate('resources.worker.permissions.all_actions')} />
      ) : (
        held.actions.map((action) => (
          <Chip key={action} size="small" variant="outlined" label={translate(actionKey(action))} />
        ))
      )}
    </Box>
  );
}

/**
 * What a worker may do (`effective_permissions`, the union of its roles computed by the server),
 * read-only on its detail page: grouped by menu section with the catalogue's labels, each
 * permission with its actions ("all actions" when it grants every one); an administrator's is one
 * line.
 */
export function EffectivePermissionsCell({ source }: FieldSlotProps) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const view = useMemo(
    () => effectiveView(Array.isArray(value) ? value.filter(isGrant) : [], catalogue.entries),
    [value, catalogue],
  );
  if (value === undefined || value === null) return null;
  if (view.kind === 'admin')
    return (
      <Chip size="small" color="warning" variant="outlined" label={translate('app.roles.all_permissions')} />
    );
  if (view.kind === 'none')
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('resources.worker.permissions.none')}
      </Typography>
    );
  return (
    <Stack spacing={1.5} data-testid="effective-permissions">
      {view.sections.map(({ section, permissions }) => {
        const title = translate(labelKeys.menuSection(section));
        return (
          <Box key={section} component="section" aria-label={title}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {permissions.map((held) => (
                <PermissionLine key={held.permission} held={held} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
