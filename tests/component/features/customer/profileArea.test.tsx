import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppLocale } from '../../../../i18n';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The customer profile (issue 42 point 6): the area through the filter's cascader, codes stored and
// names shown; job, car and house chosen from their endpoints.

const { server, db } = setupDemoServer({ customerCount: 10 });

const puts: Record<string, unknown>[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (request.method !== 'PUT' || !/\/admin\/customer\/\d+$/.test(path)) return;
  void request
    .clone()
    .json()
    .then((body: Record<string, unknown>) => puts.push(body));
});

const LABELS = {
  'en-US': { area: 'Area', job: 'Occupation', save: 'Save' },
  'zh-CN': { area: '所在地区', job: '职业', save: '保存' },
} as const;

async function editProfile(index: number, locale: AppLocale) {
  const customer = db.list('customer')[index];
  await loginAs('admin');
  await renderApp(`/customer/detail?id=${customer.id}`, undefined, undefined, locale);
  fireEvent.click(await screen.findByTestId('profile-edit', {}, APP_WAIT));
  return { customer, basic: screen.getByTestId('profile-basic') };
}

describe.each(['en-US', 'zh-CN'] as const)('the customer profile form (%s)', (locale) => {
  const label = LABELS[locale];

  it(
    'picks the area level by level: the codes are sent, the names shown before and after the save',
    async () => {
      puts.length = 0;
      const { customer, basic } = await editProfile(locale === 'en-US' ? 1 : 2, locale);
      const stored = db.get('customer', customer.id);
      const input = within(basic).getByRole('combobox', { name: label.area });
      // The seeded codes show as the names of their levels.
      const codes = (stored?.area_codes ?? []) as string[];
      const names = codes.map((code) => db.list('area').find((a) => a.area_code === code)?.name);
      expect(names.length).toBeGreaterThan(0);
      await waitFor(() => expect(input).toHaveValue(names.join(' / ')), APP_WAIT);

      fireEvent.click(input);
      const dialog = await screen.findByRole('dialog', { name: label.area }, APP_WAIT);
      fireEvent.click(await within(dialog).findByRole('menuitem', { name: '广东省' }, APP_WAIT));
      fireEvent.click(await within(dialog).findByRole('menuitem', { name: '深圳市' }, APP_WAIT));
      fireEvent.click(await within(dialog).findByRole('menuitem', { name: '南山区' }, APP_WAIT));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: label.area })).toBeNull(), APP_WAIT);
      expect(input).toHaveValue('广东省 / 深圳市 / 南山区');

      fireEvent.click(within(basic).getByRole('button', { name: label.save }));
      await waitFor(() => expect(db.get('customer', customer.id)?.area).toBe('广东省深圳市南山区'), APP_WAIT);
      expect(puts.at(-1)).toMatchObject({ area_codes: ['440000', '440300', '440305'] });
      expect(db.get('customer', customer.id)?.area_codes).toEqual(['440000', '440300', '440305']);
      // Read back, the profile shows the area's names.
      expect(await within(basic).findByTestId('area-name', {}, APP_WAIT)).toHaveTextContent(
        '广东省深圳市南山区',
      );
    },
    APP_TEST_MS,
  );

  it(
    'offers the occupations of customer-job and saves the chosen one by id',
    async () => {
      puts.length = 0;
      const { customer, basic } = await editProfile(locale === 'en-US' ? 3 : 4, locale);
      const current = db.get('customer', customer.id)?.job_id;
      const job = db.list('customer-job').find((j) => j.id !== current && j.status === 1);
      if (!job) throw new Error('no other job in the demo data');
      const name = String(job.name);
      fireEvent.mouseDown(within(basic).getByRole('combobox', { name: label.job }));
      fireEvent.click(await screen.findByRole('option', { name }, APP_WAIT));
      fireEvent.click(within(basic).getByRole('button', { name: label.save }));
      await waitFor(() => expect(db.get('customer', customer.id)?.job_id).toBe(job.id), APP_WAIT);
      expect(puts.at(-1)).toMatchObject({ job_id: job.id });
      await waitFor(() => expect(within(basic).getByText(name)).toBeInTheDocument(), APP_WAIT);
    },
    APP_TEST_MS,
  );
});
