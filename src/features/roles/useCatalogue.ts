import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Action } from '../../../resources/core/permissions';
import { labelKeys } from '../../platform/labels';
import {
  permissionCatalogue,
  type PermissionEntry,
  type PermissionOpening,
} from '../../platform/permissionCatalogue';
import { usePages, useRegistry } from '../../platform/RegistryContext';

/** The permission catalogue of the running app, by permission too; made once per registry. */
export interface Catalogue {
  entries: readonly PermissionEntry[];
  byPermission: ReadonlyMap<string, PermissionEntry>;
  /** Every permission string: what an administrator role holds. */
  all: readonly string[];
}

export function useCatalogue(): Catalogue {
  const registry = useRegistry();
  const pages = usePages();
  return useMemo(() => {
    const entries = permissionCatalogue(registry, pages);
    return {
      entries,
      byPermission: new Map(entries.map((e) => [e.permission, e])),
      all: entries.map((e) => e.permission).sort(),
    };
  }, [registry, pages]);
}

/** A permission as the role editor shows it, in the current language. */
export interface EntryText {
  label: string;
  description: string;
  /** The menu entries, pages and fields it opens, translated, each once. */
  opens: readonly string[];
}

/** The i18n key of an action's label (`app.roles.actions.<action>`). */
export const actionKey = (action: Action) => `app.roles.actions.${action}`;

/** The translated text of every permission of the catalogue, read once per language. */
export function useEntryTexts(catalogue: Catalogue): ReadonlyMap<string, EntryText> {
  const translate = useTranslate();
  return useMemo(() => {
    const opening = (o: PermissionOpening) =>
      o.kind === 'resource'
        ? translate(labelKeys.resourceName(o.resource), { smart_count: 2 })
        : o.kind === 'page'
          ? translate(o.title)
          : `${translate(labelKeys.resourceName(o.resource), { smart_count: 1 })} · ${translate(labelKeys.field(o.resource, o.field))}`;
    return new Map(
      catalogue.entries.map((e) => [
        e.permission,
        {
          label: translate(e.label),
          description: translate(e.description),
          opens: [...new Set(e.opens.map(opening))],
        },
      ]),
    );
  }, [catalogue, translate]);
}

/** A grant as one short text: its label, and its actions when it is refined to some. */
export function grantLabel(
  translate: (key: string, options?: Record<string, unknown>) => string,
  entry: PermissionEntry,
  actions: readonly Action[],
): string {
  const label = translate(entry.label);
  if (actions.length === 0 || entry.actions.every((a) => actions.includes(a))) return label;
  return translate('app.roles.grant_with_actions', {
    permission: label,
    actions: actions.map((a) => translate(actionKey(a))).join(translate('app.roles.list_separator')),
  });
}
