import { describe, expect, it } from 'vitest';
import { HIDDEN_COUNTER, menuCount } from '../../../src/layout/AppMenu';
import customer from '../../../resources/customer';
import { customerFeature } from '../../../src/features/customer';

describe('[S12] menu badges', () => {
  it('shows the count of the item’s counter key', () => {
    expect(menuCount({ my_customer_count: 5 }, 'my_customer_count')).toBe(5);
  });

  it('never shows connect_wait_count', () => {
    expect(HIDDEN_COUNTER).toBe('connect_wait_count');
    expect(menuCount({ connect_wait_count: 4 }, 'connect_wait_count')).toBeUndefined();
  });

  it('shows nothing for zero, missing counts, no counter, or no data yet (errors are silent)', () => {
    expect(menuCount({ my_customer_count: 0 }, 'my_customer_count')).toBeUndefined();
    expect(menuCount({}, 'my_customer_count')).toBeUndefined();
    expect(menuCount({ my_customer_count: 5 }, undefined)).toBeUndefined();
    expect(menuCount(undefined, 'my_customer_count')).toBeUndefined();
  });

  it('the my-customers menu item counts my_customer_count, the all-customers item nothing', () => {
    const mine = customerFeature.pages?.find((p) => p.route === 'myCustomerList');
    expect(mine?.menu?.counter).toBe('my_customer_count');
    expect(customer.menu && customer.menu.counter).toBeUndefined();
  });
});
