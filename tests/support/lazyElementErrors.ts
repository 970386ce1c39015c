import { configure, getConfig } from '@testing-library/react';

/**
 * Testing Library prints the whole DOM into the error of every query that finds nothing, and
 * `findBy…`/`waitFor` retry such a query every 50 ms until it passes: over a whole-admin render
 * that printing was a third of a test's time. The error now prints the DOM when its message is
 * first read (a failing test's report, a `waitFor` that timed out), as it was at that moment.
 */
export function printDomOnlyWhenRead(): void {
  const { getElementError } = getConfig();
  configure({
    getElementError(message, container) {
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let full: string | undefined;
      Object.defineProperty(error, 'message', {
        configurable: true,
        enumerable: false,
        get: () => (full ??= getElementError(message, container).message),
        set: (value: string) => {
          full = value;
        },
      });
      return error;
    },
  });
}
