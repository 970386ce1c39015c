import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const REACT = ['react', 'react-dom', 'react-dom/*', 'react-admin', '@mui/*', '@tanstack/react-query'];
/** Every layer of src/ above the shared widgets. */
const ABOVE_COMPONENTS = [
  '**/features',
  '**/features/**',
  '**/layout',
  '**/layout/**',
  '**/registry',
  '**/registry/**',
  '**/app',
  '**/app/**',
];
const restrict = (files, patterns, { paths = [], ignores } = {}) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});

/** A feature's api modules: `api.ts`, or the files of a folder named `api`. */
const API_MODULES = ['src/features/**/api.ts', 'src/features/**/api/*.ts'];
const DATA_ACCESS_MESSAGE =
  "A feature's view reads and writes only through its api.ts (named methods, query keys, defineMutation).";
/** What only a feature's api modules may import: the data provider and react-query's hooks. */
const DATA_ACCESS = [
  { name: 'react-admin', importNames: ['useDataProvider'], message: DATA_ACCESS_MESSAGE },
  {
    name: '@tanstack/react-query',
    importNames: ['useQuery', 'useMutation', 'useQueryClient', 'useQueries', 'useInfiniteQuery'],
    message: DATA_ACCESS_MESSAGE,
  },
];

/** Who may import whom; each entry names what a folder must never import and why. */
const importRules = [
  restrict(
    ['resources/**/*.{ts,tsx}'],
    [{ group: ['**/src', '**/src/**'], message: 'resources/ is pure data: it never imports src/.' }],
  ),
  restrict(
    ['dataProvider/**/*.{ts,tsx}', 'authProvider/**/*.{ts,tsx}'],
    [
      { group: REACT, message: 'The providers know nothing of React.' },
      { group: ['**/src', '**/src/**'], message: 'The providers never import src/.' },
    ],
  ),
  restrict(
    ['src/layout/**/*.{ts,tsx}'],
    [
      { group: ['**/features', '**/features/**'], message: 'The layout knows features only through slots.' },
      { group: ['**/app', '**/app/**'], message: 'The layout never imports src/app.' },
    ],
  ),
  restrict(
    ['src/registry/**/*.{ts,tsx}'],
    [
      {
        group: ['**/features', '**/features/**', '**/layout', '**/layout/**', '**/app', '**/app/**'],
        message: 'The generated screens never import features, the layout or the app.',
      },
    ],
  ),
  restrict(
    ['src/components/**/*.{ts,tsx}'],
    [
      {
        group: ABOVE_COMPONENTS,
        message: 'Shared widgets import only the platform and what is below it.',
      },
    ],
  ),
  restrict(
    ['src/platform/**/*.{ts,tsx}'],
    [
      {
        // The strings of i18n/features/ are catalogues, below the platform: not src/features.
        group: [
          ...ABOVE_COMPONENTS,
          '**/components',
          '**/components/**',
          '**/mocks',
          '**/mocks/**',
          '!**/i18n/features',
          '!**/i18n/features/**',
        ],
        message: 'The platform is the lowest layer of src/: it imports no screen, widget or demo API.',
      },
    ],
  ),
  restrict(
    ['src/mocks/**/*.{ts,tsx}'],
    [
      { group: REACT, message: 'The demo API is a server: it knows nothing of React.' },
      {
        group: [...ABOVE_COMPONENTS, '**/components', '**/components/**'],
        message: 'The demo API imports no screen: only resources, the providers and the platform.',
      },
    ],
  ),
  // A file `depth` folders below its feature's folder reaches another feature with `depth + 1` `../`;
  // fewer stay inside its own feature (its sibling folders are its own business). A view file also
  // leaves data access to the feature's api modules.
  ...[0, 1, 2].flatMap((depth) => {
    const files = [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const patterns = [
      {
        regex: `^${'\\.\\./'.repeat(depth + 1)}(?!\\.\\.)[^/]+/(?!api$)`,
        message: 'A feature uses another feature only through its api.ts (query keys and hooks).',
      },
      {
        group: ['**/app', '**/app/**', '**/layout', '**/layout/**'],
        message: 'A feature never imports the app or the layout: it fills their slots.',
      },
    ];
    // The second entry wins for the view files it matches (ESLint keeps a rule's last setting).
    return [
      restrict(files, patterns),
      restrict(files, patterns, { paths: DATA_ACCESS, ignores: API_MODULES }),
    ];
  }),
];

export default tseslint.config(
  {
    ignores: [
      '.scratch',
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'tests/e2e/artifacts',
      'coverage',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Import direction (docs/architecture.md): arrows only point down the folder table.
  ...importRules,
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ['tests/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
