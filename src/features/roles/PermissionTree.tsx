import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField, Typography, type Theme } from '@mui/material';
import { startTransition, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RoleGrant } from '../../../resources/role';
import { labelKeys } from '../../platform/labels';
import {
  grantsOf,
  searchTree,
  selectionOf,
  setAction,
  setMany,
  treeOf,
  triState,
  type Selection,
} from './grantModel';
import { PermissionSection, TriCheckbox, type TreeHandlers } from './PermissionRows';
import { useCatalogue, useEntryTexts } from './useCatalogue';

/** One style for the whole tree: the rows are plain elements with class names (no per-row styling). */
const treeSx = {
  '& .pt-section': { borderTop: 1, borderColor: 'divider' },
  '& .pt-head': { display: 'flex', alignItems: 'center', gap: 1, py: 0.5 },
  '& .pt-title': { fontWeight: 600, cursor: 'pointer' },
  '& .pt-count, & .pt-perm, & .pt-desc, & .pt-opens': { color: 'text.secondary', fontSize: 12 },
  '& .pt-count': { ml: 'auto', fontVariantNumeric: 'tabular-nums' },
  '& .pt-row': { py: 0.5, pr: 1, borderTop: 1, borderColor: 'action.hover' },
  '& .pt-main': { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
  '& .pt-main label': { cursor: 'pointer' },
  '& .pt-desc, & .pt-opens, & .pt-actions': { pl: 3.5 },
  '& .pt-chip': { display: 'inline-block', px: 0.75, mr: 0.5, borderRadius: 1, bgcolor: 'action.hover' },
  '& .pt-actions': { display: 'flex', flexWrap: 'wrap', columnGap: 2, fontSize: 13, mt: 0.25 },
  '& .pt-actions label': { display: 'inline-flex', alignItems: 'center', gap: 0.5, cursor: 'pointer' },
  '& input[type=checkbox]': {
    width: 16,
    height: 16,
    m: 0,
    accentColor: (theme: Theme) => theme.palette.primary.main,
  },
  '& input[type=checkbox]:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
} as const;

export interface PermissionTreeProps {
  /** The stored grants (`[{permission, actions}]`, an empty action list for every action). */
  value: readonly RoleGrant[] | undefined;
  onChange(next: RoleGrant[]): void;
  /** An administrator role: every permission is held whatever is checked. */
  disabled?: boolean;
}

/**
 * The role form's permissions (issue 41 point 2): the catalogue as a tree by menu section, nested
 * permissions under the one they refine, tri-state sections and "select all", a search by label,
 * description and permission string, the counts, each checked permission's actions, and what each
 * permission opens.
 */
export function PermissionTree({ value, onChange, disabled = false }: PermissionTreeProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const texts = useEntryTexts(catalogue);
  const tree = useMemo(() => treeOf(catalogue.entries), [catalogue]);
  const [query, setQuery] = useState('');
  // The rows follow the search in a deferred render, which React renders in slices between frames:
  // typing stays immediate however many rows the search shows or hides.
  const rowsQuery = useDeferredValue(query);
  const shown = useMemo(
    () =>
      searchTree(tree, rowsQuery, (entry) => {
        const text = texts.get(entry.permission);
        return text ? `${text.label} ${text.description}` : '';
      }),
    [tree, rowsQuery, texts],
  );
  const selection = useMemo(() => selectionOf(value, catalogue.byPermission), [value, catalogue]);

  // The handlers read the latest selection and onChange through refs: they stay the same object,
  // so a click re-renders only the rows whose props it changed.
  const latest = useRef<{ selection: Selection; onChange: PermissionTreeProps['onChange'] }>({
    selection,
    onChange,
  });
  useLayoutEffect(() => {
    latest.current = { selection, onChange };
  });
  const handlers = useMemo<TreeHandlers>(() => {
    const commit = (next: Selection) => latest.current.onChange(grantsOf(next, catalogue.byPermission));
    return {
      // One permission answers at once; a section or "select all" redraws up to ~1,000 checkboxes,
      // so it is a transition, which React renders in slices between frames (no long task).
      toggle: (permissions, on) => {
        const next = setMany(latest.current.selection, permissions, on, catalogue.byPermission);
        if (permissions.length > 1) startTransition(() => commit(next));
        else commit(next);
      },
      setAction: (permission, action, on) =>
        commit(setAction(latest.current.selection, permission, action, on)),
    };
  }, [catalogue]);

  const searchId = useId();
  const allShown = shown.flatMap((s) => s.rows.map((r) => r.entry.permission));
  const allState = triState(allShown, selection);
  const searching = query.trim() !== '';
  return (
    <Box sx={treeSx} data-testid="permission-tree">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <TriCheckbox
            id={`${searchId}-all`}
            state={allState}
            disabled={disabled || allShown.length === 0}
            onChange={() => handlers.toggle(allShown, allState !== 'all')}
          />
          <label htmlFor={`${searchId}-all`}>
            {translate(searching ? 'app.roles.select_shown' : 'app.roles.select_all')}
          </label>
        </Box>
        <TextField
          size="small"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          label={translate('app.roles.search')}
          helperText={translate('app.roles.search_help')}
          sx={{ minWidth: 260, flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="permission-count" aria-live="polite">
          {translate('app.roles.selected', {
            checked: catalogue.all.filter((p) => selection.has(p)).length,
            total: catalogue.all.length,
          })}
        </Typography>
      </Box>
      {shown.map((group) => (
        <PermissionSection
          key={group.section}
          title={translate(labelKeys.menuSection(group.section))}
          rows={group.rows}
          permissions={
            tree.find((s) => s.section === group.section)?.rows.map((r) => r.entry.permission) ?? []
          }
          texts={texts}
          selection={selection}
          disabled={disabled}
          searching={searching}
          handlers={handlers}
        />
      ))}
      {shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('app.roles.no_match', { query: query.trim() })}
        </Typography>
      )}
    </Box>
  );
}
