import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { toneOf } from '../../../src/registry/cells';
import { buildFormSchema, issueMessage } from '../../../src/registry/validation';

const byName = (name: string) => {
  const def = resources.find((r) => r.name === name);
  if (!def) throw new Error(`no resource ${name}`);
  return def;
};
const t = (key: string) => key;

describe('field metadata instead of field-name special cases', () => {
  it('colours chips from the field’s tones: on/off status, gender', () => {
    const status = byName('store').fieldMap.status;
    expect([toneOf(status, 1), toneOf(status, '1'), toneOf(status, 0)]).toEqual([
      'success',
      'success',
      'default',
    ]);
    const gender = byName('customer').fieldMap.gender;
    expect([toneOf(gender, 1), toneOf(gender, 0), toneOf(gender, -1)]).toEqual([
      'info',
      'primary',
      'default',
    ]);
  });

  it('colours a choice without tones by its place among the choices', () => {
    const education = byName('customer').fieldMap.education;
    expect(education.meta.tones).toBeUndefined();
    expect(education.choices?.slice(0, 3).map((value) => toneOf(education, value))).toEqual([
      'primary',
      'success',
      'warning',
    ]);
    expect(toneOf(education, 99)).toBe('default');
  });

  it('marks every on/off status as green when on', () => {
    const statuses = resources.flatMap((r) => (r.fieldMap.status?.widget === 'select' ? [r] : []));
    expect(statuses.length).toBeGreaterThan(30);
    for (const def of statuses) expect(def.fieldMap.status.meta.tones?.[1], def.name).toBe('success');
  });

  it('names existing fields in every person cell', () => {
    const people = resources.flatMap((def) =>
      def.fieldInfo.filter((f) => f.meta.person).map((f) => ({ def, f })),
    );
    expect(people.map(({ def, f }) => `${def.name}.${f.name}`)).toContain('customer.name');
    for (const { def, f } of people) {
      expect(def.fieldMap[f.meta.person!.avatar]?.widget, def.name).toBe('image');
      if (f.meta.person!.subtitle) expect(def.fieldMap[f.meta.person!.subtitle], def.name).toBeDefined();
    }
  });

  it('gives a domain its own message through `format`', () => {
    for (const name of ['domain', 'domain-qiniu']) {
      const def = byName(name);
      expect(def.fieldMap.domain.meta.format).toBe('domain');
      const result = buildFormSchema(def, 'create').safeParse(
        { domain: 'not a domain' },
        { error: (issue) => issueMessage(issue, t, def) },
      );
      const issue = result.error?.issues.find((i) => i.path[0] === 'domain');
      expect(issue?.message).toBe('app.validation.invalid_domain');
    }
  });

  it('treats the record id as read-only without being told', () => {
    const keys = Object.keys(buildFormSchema(byName('store'), 'edit').shape);
    expect(keys).not.toContain('id');
  });

  it('never tests a field by its name in src/registry', () => {
    const root = join(__dirname, '../../../src/registry');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const patterns = [
      /\b(info|f|field)\.name\s*[!=]==\s*['"]/, // info.name === 'status'
      /\bfield\s*[!=]==\s*['"]/, // field === 'domain'
      /\brecord\??\.(?!id\b)[a-z_]+/, // record.avatar
      /\bfieldMap\??\.[a-z_]+/i, // fieldMap.avatar
      /\bfieldMap\??\.?\[['"]/, // fieldMap['avatar']
    ];
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          patterns.some((p) => p.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
