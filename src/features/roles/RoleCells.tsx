import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { RoleGrant } from '../../../resources/role';
import { AppLink } from '../../platform/AppLink';
import { labelKeys } from '../../platform/labels';
import { linkToResource } from '../../platform/routes';
import { parseGrantText, selectionOf, treeOf } from './grantModel';
import { grantLabel, useCatalogue } from './useCatalogue';

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A role's permissions on its page: "every permission" for an administrator role, else its grants
 * as chips grouped by menu section, each with its actions when it is refined to some.
 */
export function PermissionsCell({ source }: { source: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const catalogue = useCatalogue();
  if (!record) return null;
  if (Number(record.is_admin) === 1) {
    return (
      <Chip size="small" color="warning" variant="outlined" label={translate('app.roles.all_permissions')} />
    );
  }
  const grants: unknown = record[source];
  const selection = selectionOf(Array.isArray(grants) ? (grants as RoleGrant[]) : [], catalogue.byPermission);
  const groups = treeOf(catalogue.entries)
    .map((g) => ({ section: g.section, rows: g.rows.filter((r) => selection.has(r.entry.permission)) }))
    .filter((g) => g.rows.length > 0);
  return (
    <Stack spacing={1} data-testid="role-permissions">
      <Typography variant="body2" color="text.secondary">
        {translate('app.roles.permission_count', { smart_count: selection.size })}
      </Typography>
      {groups.map((g) => (
        <Box key={g.section}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(labelKeys.menuSection(g.section))}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {g.rows.map(({ entry }) => (
              <Chip
                key={entry.permission}
                size="small"
                variant="outlined"
                label={grantLabel(translate, entry, selection.get(entry.permission) ?? [])}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * What a change of the permission log gave or took away: a permission of the catalogue as its
 * label (with the actions listed), any other text (a role's name, `name:旧名→新名`) as written.
 */
export function GrantTextCell({ source }: { source: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const catalogue = useCatalogue();
  const values: unknown = record?.[source];
  if (!Array.isArray(values) || values.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value: unknown, index) => {
        const text = String(value);
        const grant = parseGrantText(text, catalogue.byPermission);
        const entry = grant && catalogue.byPermission.get(grant.permission);
        return (
          <Chip
            key={`${index}-${text}`}
            size="small"
            variant="outlined"
            label={entry ? grantLabel(translate, entry, grant.actions) : text}
            title={entry ? text : undefined}
          />
        );
      })}
    </Box>
  );
}

/** A role's staff count, a link to the staff list filtered by the role. */
export function WorkerCountCell({ source }: { source: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const count: unknown = record?.[source];
  if (typeof count !== 'number') return null;
  if (count === 0 || record?.id === undefined) return <span>{count}</span>;
  const filter = JSON.stringify({ role_ids: [record.id] });
  return (
    <Link
      component={AppLink}
      underline="hover"
      to={`${linkToResource('worker')}?filter=${encodeURIComponent(filter)}`}
      onClick={stopPropagation}
      aria-label={translate('app.roles.workers_of_role', { name: String(record.name ?? ''), count })}
    >
      {count}
    </Link>
  );
}
