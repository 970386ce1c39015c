import { z } from 'zod';
import type { ResourceDefinition } from '../../resources/core/define';
import type { TextFormat } from '../../resources/core/meta';
import type { FieldInfo } from '../../resources/core/reader';
import { isEmptyHtml } from '../../resources/core/richText';

export type FormMode = 'create' | 'edit';

/** Which fields a form shows: never hidden or read-only ones; create-only / edit-only as declared. */
export function isEditable(info: FieldInfo, mode: FormMode): boolean {
  if (info.meta.hidden || info.meta.readOnly) return false;
  if (mode === 'create' && info.meta.editOnly) return false;
  if (mode === 'edit' && info.meta.createOnly) return false;
  return true;
}

const emptyToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/** An emptied rich-text editor leaves `<p></p>`: read as "not given" too. */
const emptyHtmlToUndefined = (value: unknown) => (isEmptyHtml(value) ? undefined : value);

/**
 * A sensitive value as the API sends it to a user without its permission (`138****0001`, issue 9):
 * sent back unchanged it keeps the stored value, so the form accepts it as it is.
 */
export const MASKED_VALUE = /^[^*]{0,4}\*{4}[^*]{0,4}$/;

/**
 * The form's schema: the resource schema restricted to the editable fields, with empty inputs
 * (react-admin sends '' or null) read as "not given", so required fields say "required".
 */
export function buildFormSchema(def: ResourceDefinition, mode: FormMode): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const info of def.fieldInfo) {
    if (!isEditable(info, mode)) continue;
    const fieldSchema = def.schema.shape[info.name] as z.ZodType;
    const accepted = info.meta.permission
      ? z.union([z.string().regex(MASKED_VALUE), fieldSchema])
      : fieldSchema;
    const empty = info.widget === 'richtext' ? emptyHtmlToUndefined : emptyToUndefined;
    shape[info.name] = z.preprocess(empty, accepted);
  }
  return z.object(shape);
}

/** The message of each checked text format (field metadata `format`). */
const FORMAT_MESSAGES: Record<TextFormat, string> = {
  domain: 'app.validation.invalid_domain',
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Turns a zod issue into a translated message (ARCHITECTURE.md: validation from the same schema). */
export function issueMessage(
  issue: z.core.$ZodRawIssue,
  translate: Translate,
  def?: ResourceDefinition,
): string {
  const field = typeof issue.path?.[0] === 'string' ? issue.path[0] : undefined;
  const info = field && def ? def.fieldMap[field] : undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return translate('app.validation.required');
      return translate(
        issue.expected === 'number' ? 'app.validation.invalid_number' : 'app.validation.invalid_type',
      );
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array') {
        return min <= 1
          ? translate('app.validation.required')
          : translate('app.validation.too_small_string', { min });
      }
      return translate('app.validation.too_small_number', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' || issue.origin === 'array'
        ? translate('app.validation.too_big_string', { max })
        : translate('app.validation.too_big_number', { max });
    }
    case 'invalid_format':
      if (info?.widget === 'phone') return translate('app.validation.invalid_phone');
      if (info?.meta.format) return translate(FORMAT_MESSAGES[info.meta.format]);
      return translate('app.validation.invalid_format');
    case 'invalid_union': {
      // A sensitive field accepts its masked value or its own schema: say what the own schema says.
      const own = issue.errors?.[issue.errors.length - 1]?.[0];
      if (own && info?.meta.permission)
        return issueMessage({ ...own, path: issue.path } as z.core.$ZodRawIssue, translate, def);
      return translate('app.validation.invalid_choice');
    }
    case 'invalid_value':
    case 'custom':
      return translate('app.validation.invalid_choice');
    default:
      return translate('app.validation.invalid_format');
  }
}
