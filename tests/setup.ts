import '@testing-library/jest-dom/vitest';
import { cacheComputedStyles } from './support/computedStyleCache';
import { keepOnlyVisibilityRules } from './support/emotionRules';

keepOnlyVisibilityRules();
cacheComputedStyles();
