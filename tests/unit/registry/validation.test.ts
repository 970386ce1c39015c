import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from '../../../resources';
import { buildFormSchema, issueMessage } from '../../../src/registry/validation';

const store = resources.find((r) => r.name === 'store')!;
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${JSON.stringify(options)}` : key;

function messages(data: Record<string, unknown>, mode: 'create' | 'edit' = 'create') {
  const schema = buildFormSchema(store, mode);
  const result = schema.safeParse(data, { error: (issue) => issueMessage(issue, t, store) });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('generated form validation', () => {
  it('leaves read-only fields and the id out of the form', () => {
    const keys = Object.keys(buildFormSchema(store, 'create').shape);
    expect(keys).not.toContain('id');
    expect(keys).not.toContain('created_at');
    expect(keys).toContain('name');
  });

  it('reads an empty input as missing: required fields say so, optional ones pass', () => {
    expect(messages({ name: '', phone: '' })).toEqual({ name: 'app.validation.required' });
    expect(messages({ name: null })).toEqual({ name: 'app.validation.required' });
  });

  it('gives length, format and range messages with their limits', () => {
    expect(messages({ name: 'x'.repeat(51) })).toEqual({ name: 'app.validation.too_big_string:{"max":50}' });
    expect(messages({ name: 'ok', phone: 'abc' })).toEqual({ phone: 'app.validation.invalid_phone' });
    const customer = resources.find((r) => r.name === 'customer')!;
    const result = buildFormSchema(customer, 'create').safeParse(
      { name: 'A', age: 12 },
      { error: (issue) => issueMessage(issue, t, customer) },
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('app.validation.too_small_number:{"min":18}');
  });

  it('maps a wrong enum value to the choice message', () => {
    const schema = z.object({ status: z.union([z.literal(1), z.literal(0)]) });
    const r = schema.safeParse({ status: 3 }, { error: (issue) => issueMessage(issue, t) });
    expect(r.error?.issues[0].message).toBe('app.validation.invalid_choice');
  });
});

describe('sensitive fields in the form (issue 9: masked values never reach a user without the permission)', () => {
  const customer = resources.find((r) => r.name === 'customer')!;
  const check = (data: Record<string, unknown>) => {
    const result = buildFormSchema(customer, 'edit').safeParse(
      { name: '张伟', ...data },
      { error: (issue) => issueMessage(issue, t, customer) },
    );
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('accepts the masked value sent back unchanged (the API keeps the stored one)', () => {
    expect(check({ phone: '138****0001' })).toEqual({});
  });

  it('still says what is wrong with a typed value, with the field own message', () => {
    expect(check({ phone: '12ab' })).toEqual({ phone: 'app.validation.invalid_phone' });
  });
});
