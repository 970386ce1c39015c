import '@testing-library/jest-dom/vitest';
import { keepOnlyVisibilityRules } from './support/emotionRules';

keepOnlyVisibilityRules();
