// @vitest-environment node
import { resources } from '../../../resources';
import { companyCounts } from '../../../src/mocks/companySize';
import { createDb } from '../../../src/mocks/db';
import { seeders } from '../../../src/mocks/seed';
import {
  customersSetting,
  MAX_DEMO_CUSTOMERS,
  portSetting,
  SettingError,
} from '../../../src/mocks/server/settings';

describe('a company of another size (DEMO_CUSTOMERS, issue 44)', () => {
  it('scales the records about customers with them, and leaves staff and settings as they are', () => {
    const counts = companyCounts(resources, seeders, 52_000);
    expect(counts.customer).toBe(52_000);
    // Ten times the demo's 5,200: ten times its 60 follow-ups, calls and service records.
    expect(counts['worker-user']).toBe(600);
    expect(counts['worker-call']).toBe(600);
    expect(counts['customer-service-record']).toBe(600);
    expect(counts.worker).toBeUndefined();
    expect(counts.store).toBeUndefined();
    // A resource the demo seeds none of stays empty.
    expect(counts.contract).toBeUndefined();
  });

  it('keeps at least one record of each kind for a very small company', () => {
    const counts = companyCounts(resources, seeders, 10);
    expect(counts.customer).toBe(10);
    expect(counts['worker-call']).toBe(1);
  });

  it('seeds the company asked for, each customer with as much history as in the demo', () => {
    const now = new Date(2026, 4, 20);
    const company = createDb({ company: 520, now });
    const customersOnly = createDb({ customerCount: 520, now });
    expect(company.list('customer')).toHaveLength(520);
    // A tenth of the demo's 60 plain service and key records rather than all 60; the histories alike.
    for (const resource of ['customer-service-record', 'customer-key-record']) {
      const fewer = customersOnly.list(resource).length - company.list(resource).length;
      expect(fewer, resource).toBe(54);
    }
    const customers = new Set(company.list('customer').map((c) => c.id));
    expect(company.list('worker-call').every((r) => customers.has(Number(r.customer_id)))).toBe(true);
  });
});

describe('the HTTP demo server settings', () => {
  it('reads DEMO_CUSTOMERS as a whole number of customers, the demo size when unset', () => {
    expect(customersSetting(undefined)).toBeUndefined();
    expect(customersSetting('')).toBeUndefined();
    expect(customersSetting('50000')).toBe(50_000);
    expect(customersSetting(String(MAX_DEMO_CUSTOMERS))).toBe(200_000);
  });

  it.each(['0', '-5', '1.5', '5e4', 'fifty', '200001', '50,000'])(
    'refuses DEMO_CUSTOMERS=%s with a message in words',
    (raw) => {
      expect(() => customersSetting(raw)).toThrow(SettingError);
      expect(() => customersSetting(raw)).toThrow(
        `DEMO_CUSTOMERS must be a whole number of customers from 1 to 200,000, not "${raw}".`,
      );
    },
  );

  it('reads PORT, 8787 when unset, and refuses what is not a port', () => {
    expect(portSetting(undefined)).toBe(8787);
    expect(portSetting('0')).toBe(0);
    expect(portSetting('9000')).toBe(9000);
    expect(() => portSetting('70000')).toThrow('PORT must be a port number from 0 to 65535, not "70000".');
    expect(() => portSetting('http')).toThrow(SettingError);
  });
});
