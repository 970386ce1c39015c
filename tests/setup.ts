import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { cacheComputedStyles } from './support/computedStyleCache';
import { startEmotionInThisDocument } from './support/emotionCache';
import { keepOnlyVisibilityRules } from './support/emotionRules';
import { printDomOnlyWhenRead } from './support/lazyElementErrors';

keepOnlyVisibilityRules();
startEmotionInThisDocument();
cacheComputedStyles();
printDomOnlyWhenRead();
// Testing Library unmounts after each test by itself only in the first file that imports it when
// files share their modules (the unit files share the app's modules): every file says so here.
afterEach(cleanup);
