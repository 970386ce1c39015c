import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from '../../../src/platform/AppLink';
import { registerNavigate } from '../../../src/platform/navigation';

afterEach(() => registerNavigate(undefined));

describe('in-app links that read no router state (issue 8)', () => {
  it("have the page's address and navigate in the app on a plain click, with their state", () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    render(
      <AppLink to="/store/3/show" state={{ _scrollToTop: true }}>
        East store
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'East store' });
    expect(link).toHaveAttribute('href', `${import.meta.env.BASE_URL}store/3/show`);
    // fireEvent answers false when the default (the browser following the link) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/store/3/show', {
      state: { _scrollToTop: true },
      replace: undefined,
    });
  });

  it('leave a new tab or window (modifier keys, middle button) and a cancelled click to the browser', () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <>
        <AppLink to="/customer">Customers</AppLink>
        <AppLink to="/store" onClick={onClick}>
          Stores
        </AppLink>
      </>,
    );
    const customers = screen.getByRole('link', { name: 'Customers' });
    expect(fireEvent.click(customers, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(customers, { metaKey: true })).toBe(true);
    expect(fireEvent.click(customers, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(customers, { button: 1 })).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Stores' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
