import '@testing-library/jest-dom/vitest';
import { cacheComputedStyles } from './support/computedStyleCache';
import { keepOnlyVisibilityRules } from './support/emotionRules';
import { printDomOnlyWhenRead } from './support/lazyElementErrors';

keepOnlyVisibilityRules();
cacheComputedStyles();
printDomOnlyWhenRead();
