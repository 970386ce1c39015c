import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IconButton } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from '../../../src/components/LazyTooltip';
import { REVEALS_PER_COMMIT, useSeen } from '../../../src/registry/list/useSeen';
import { FakeObserver } from '../../support/fakeObserver';

function Row({ id }: { id: string }) {
  const [ref, seen] = useSeen<HTMLSpanElement>();
  return (
    <span ref={ref} data-testid={id}>
      {seen && <button type="button">{`actions of ${id}`}</button>}
    </span>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('deferred row parts (issue 8: a 100-row list mounts only what comes into view)', () => {
  it('row actions mount when their row is first seen, and stay', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(
      <>
        <Row id="a" />
        <Row id="b" />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const observer = FakeObserver.all.at(-1);
    expect(observer?.targets.size).toBe(2);
    act(() => observer?.show(screen.getByTestId('b')));
    expect(screen.getByRole('button', { name: 'actions of b' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'actions of a' })).toBeNull();
    // Seen once is enough: no longer observed, still mounted after a re-render.
    expect(observer?.targets.has(screen.getByTestId('b'))).toBe(false);
    rerender(
      <>
        <Row id="a" />
        <Row id="b" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'actions of b' })).toBeTruthy();
  });

  it(`what comes into view together mounts ${REVEALS_PER_COMMIT} at a time, each group in a commit of its own`, async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const ids = Array.from({ length: REVEALS_PER_COMMIT + 3 }, (_, i) => `row-${i}`);
    render(
      <>
        {ids.map((id) => (
          <Row key={id} id={id} />
        ))}
      </>,
    );
    act(() => FakeObserver.all.at(-1)?.show(...ids.map((id) => screen.getByTestId(id))));
    // The first group at once; the rest once the first has been drawn.
    expect(screen.getAllByRole('button')).toHaveLength(REVEALS_PER_COMMIT);
    expect(screen.queryByRole('button', { name: `actions of row-${REVEALS_PER_COMMIT}` })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(ids.length));
  });

  it('what comes into view renders as a transition: the row stays on screen while its code loads', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let loaded: (module: { default: ComponentType }) => void = () => undefined;
    const Actions = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
    function SlowRow() {
      const [ref, seen] = useSeen<HTMLSpanElement>();
      return (
        <span ref={ref} data-testid="slow">
          row{seen && <Actions />}
        </span>
      );
    }
    render(
      <Suspense fallback={<span>loading</span>}>
        <SlowRow />
      </Suspense>,
    );
    act(() => FakeObserver.all.at(-1)?.show(screen.getByTestId('slow')));
    // An urgent update would have replaced the row with the fallback until the code is in.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByTestId('slow').textContent).toBe('row');
    await act(async () => loaded({ default: () => <button type="button">actions</button> }));
    expect(screen.getByRole('button', { name: 'actions' })).toBeTruthy();
  });

  it('without IntersectionObserver everything mounts at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Row id="c" />);
    expect(screen.getByRole('button', { name: 'actions of c' })).toBeTruthy();
  });

  it('a lazy tooltip shows on hover and leaves the button itself in place (focus and clicks survive)', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="More actions">
        <IconButton aria-label="More actions" onClick={onClick}>
          ⋮
        </IconButton>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('More actions');
    expect(screen.getByRole('button', { name: 'More actions' })).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
