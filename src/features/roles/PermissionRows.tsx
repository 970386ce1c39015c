import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { IconButton } from '@mui/material';
import { memo, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslate } from 'react-admin';
import type { Action } from '../../../resources/core/permissions';
import type { Selection, TreeRow, TriState } from './grantModel';
import { triState } from './grantModel';
import { actionKey, type EntryText } from './useCatalogue';

/**
 * The rows of the permission tree. Plain checkboxes (the browser's own: reached by Tab, toggled by
 * Space) and text, each row memoised on strings and booleans: some 65 rows with their actions render
 * in one cheap pass, and a click re-renders the one row it changes (issue 41 point 7).
 */

/** A checkbox over several permissions, shown as mixed when only some of them are checked. */
export function TriCheckbox({
  state,
  ...props
}: { state: TriState } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" checked={state === 'all'} {...props} />;
}

/** What the tree does on a click; stable for the tree's life, so the rows stay memoised. */
export interface TreeHandlers {
  toggle(permissions: readonly string[], on: boolean): void;
  setAction(permission: string, action: Action, on: boolean): void;
}

interface RowProps {
  permission: string;
  depth: number;
  text: EntryText;
  /** The actions it supports, in `ACTIONS` order. */
  actions: readonly Action[];
  /** The checked actions joined by commas; undefined when the permission is not checked. */
  checked: string | undefined;
  disabled: boolean;
  handlers: TreeHandlers;
}

const PermissionRow = memo(function PermissionRow({
  permission,
  depth,
  text,
  actions,
  checked,
  disabled,
  handlers,
}: RowProps) {
  const translate = useTranslate();
  const id = useId();
  const on = checked !== undefined;
  const checkedActions = on ? checked.split(',') : [];
  return (
    <div className="pt-row" style={{ paddingInlineStart: 8 + depth * 28 }} data-permission={permission}>
      <div className="pt-main">
        <input
          id={id}
          type="checkbox"
          checked={on}
          disabled={disabled}
          aria-describedby={`${id}-desc`}
          onChange={() => handlers.toggle([permission], !on)}
        />
        <label htmlFor={id}>{text.label}</label>
        <code className="pt-perm">{permission}</code>
      </div>
      <div id={`${id}-desc`} className="pt-desc">
        {text.description}
      </div>
      {text.opens.length > 0 && (
        <div className="pt-opens">
          {translate('app.roles.opens')}:{' '}
          {text.opens.map((o) => (
            <span key={o} className="pt-chip">
              {o}
            </span>
          ))}
        </div>
      )}
      {on && actions.length > 0 && (
        <div
          className="pt-actions"
          role="group"
          aria-label={translate('app.roles.actions_of', { permission: text.label })}
        >
          {actions.map((action) => {
            const actionOn = checkedActions.includes(action);
            return (
              <label key={action}>
                <input
                  type="checkbox"
                  checked={actionOn}
                  // The last checked action stays: a permission with none would be one with every one.
                  disabled={disabled || (actionOn && checkedActions.length === 1)}
                  onChange={() => handlers.setAction(permission, action, !actionOn)}
                />
                {translate(actionKey(action))}
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
});

interface SectionProps {
  title: string;
  /** The rows shown (all of the section's, or those the search kept). */
  rows: readonly TreeRow[];
  /** Every permission of the section, for its count. */
  permissions: readonly string[];
  texts: ReadonlyMap<string, EntryText>;
  selection: Selection;
  disabled: boolean;
  /** A search is on: the section shows its rows even when collapsed. */
  searching: boolean;
  handlers: TreeHandlers;
}

/** One menu section of the tree: a collapsible header with its tri-state checkbox and count, and its rows. */
export function PermissionSection({
  title,
  rows,
  permissions,
  texts,
  selection,
  disabled,
  searching,
  handlers,
}: SectionProps) {
  const translate = useTranslate();
  const id = useId();
  const [open, setOpen] = useState(true);
  const shown = rows.map((r) => r.entry.permission);
  const state = triState(shown, selection);
  const expanded = open || searching;
  return (
    <div className="pt-section" role="group" aria-labelledby={`${id}-title`}>
      <div className="pt-head">
        <IconButton
          size="small"
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-rows` : undefined}
          aria-label={translate(expanded ? 'app.roles.collapse' : 'app.roles.expand', { section: title })}
          onClick={() => setOpen(!open)}
          disabled={searching}
        >
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
        <TriCheckbox
          id={`${id}-check`}
          state={state}
          disabled={disabled}
          onChange={() => handlers.toggle(shown, state !== 'all')}
        />
        <label id={`${id}-title`} htmlFor={`${id}-check`} className="pt-title">
          {title}
        </label>
        <span className="pt-count" data-testid="section-count">
          {translate('app.roles.section_count', {
            checked: permissions.filter((p) => selection.has(p)).length,
            total: permissions.length,
          })}
        </span>
      </div>
      {expanded && (
        <div id={`${id}-rows`}>
          {rows.map(({ entry, depth }) => (
            <PermissionRow
              key={entry.permission}
              permission={entry.permission}
              depth={depth}
              text={texts.get(entry.permission)!}
              actions={entry.actions}
              checked={selection.get(entry.permission)?.join(',')}
              disabled={disabled}
              handlers={handlers}
            />
          ))}
        </div>
      )}
    </div>
  );
}
