/** i18n keys of the registry (ARCHITECTURE.md "Labels come from i18n keys"). */
export const labelKeys = {
  resourceName: (resource: string) => `resources.${resource}.name`,
  field: (resource: string, field: string) => `resources.${resource}.fields.${field}`,
  choice: (resource: string, field: string, value: string | number | boolean) =>
    `resources.${resource}.enums.${field}.${String(value)}`,
  section: (resource: string, key: string) => `resources.${resource}.sections.${key}`,
  menuSection: (section: string) => `app.menu.sections.${section}`,
};
