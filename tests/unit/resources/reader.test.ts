import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field } from '../../../resources/core/meta';
import { readField, readFields } from '../../../resources/core/reader';

describe('readField (the one zod reader)', () => {
  it('reads a plain required string with its length limits', () => {
    const info = readField('name', z.string().min(1).max(50));
    expect(info).toMatchObject({ kind: 'string', widget: 'text', required: true, min: 1, max: 50 });
  });

  it('unwraps optional, nullable and default, keeping the default value', () => {
    const info = readField('n', z.number().int().min(18).max(80).nullable().optional().default(30));
    expect(info).toMatchObject({
      kind: 'number',
      optional: true,
      nullable: true,
      hasDefault: true,
      defaultValue: 30,
      required: false,
      min: 18,
      max: 80,
    });
  });

  it('finds metadata registered on an inner schema and on the wrapper', () => {
    const inner = field(z.string(), { widget: 'phone' });
    const info = readField('phone', field(inner.optional(), { permission: 'user_view.phone' }));
    expect(info.widget).toBe('phone');
    expect(info.meta.permission).toBe('user_view.phone');
    expect(info.optional).toBe(true);
  });

  it('reads a pipe by its output and a transform by its input', () => {
    expect(readField('a', z.string().pipe(z.coerce.number())).kind).toBe('number');
    expect(
      readField(
        'b',
        z.string().transform((s) => s.length),
      ).kind,
    ).toBe('string');
  });

  it('reads enums, literal unions and meta choices as select choices', () => {
    expect(readField('e', z.enum(['h5', 'api'])).choices).toEqual(['h5', 'api']);
    const literal = readField('s', z.union([z.literal(1), z.literal(0)]).default(1));
    expect(literal).toMatchObject({ kind: 'enum', widget: 'select', choices: [1, 0], defaultValue: 1 });
    const meta = readField('g', field(z.number().int(), { choices: [1, 0, -1] }));
    expect(meta).toMatchObject({ kind: 'enum', widget: 'select', choices: [1, 0, -1] });
  });

  it('treats a union with null as nullable and infers reference widgets', () => {
    const info = readField('r', field(z.union([z.number(), z.null()]), { reference: { resource: 'store' } }));
    expect(info).toMatchObject({ nullable: true, kind: 'number', widget: 'reference' });
    expect(readField('t', field(z.array(z.number()), { reference: { resource: 'tag' } })).widget).toBe(
      'references',
    );
    expect(readField('b', z.boolean()).widget).toBe('boolean');
    expect(readField('x', z.array(z.string())).widget).toBe('tags');
  });

  it('reads every field of an object in declaration order', () => {
    const names = readFields(z.object({ b: z.string(), a: z.number() })).map((f) => f.name);
    expect(names).toEqual(['b', 'a']);
  });
});
