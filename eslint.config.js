import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import { layersPlugin } from './scripts/eslint-layers.js';

const ZOD_ONLY_THROUGH_LIB = {
  regex: '^zod(/.*)?$',
  message:
    "Import { z } from '@/lib/zod' (zod/mini with English messages): classic zod is not tree-shakable and weighs on the first page.",
};

// One way to notify: notify() loads the store and its container with the first notification.
const NOTIFY_ONLY_THROUGH_COMPONENT = {
  name: '@mantine/notifications',
  importNames: ['notifications', 'Notifications', 'useNotifications'],
  message: "Call notify() from '@/components/notify': it loads the notifications with the first one.",
};

/** Strings that are not prose: see the lingui rules below. */
const UNLOCALIZED_STRINGS = {
  ignore: [
    // one token without spaces that does not start a sentence: ids, keys, CSS values, URLs, field names
    '^(?![A-Z][a-z]+[ .,:!?]|[A-Z][a-z]+$)[^\\s]+$',
    // CSS-like values with spaces ('1px solid', 'repeat(auto-fill, …)')
    '^[-a-z0-9.%(), #/]+$',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|classNames|csvHeader|style|styles|id|key|to|href|src|type|role|variant|size|color|c|bg|fw|fz|ff|ta|tt|td|lh|w|h|maw|miw|mah|mih|p[xytblr]?|m[xytblr]?|gap|justify|align|wrap|radius|shadow|component|name|autoComplete|inputMode|target|rel|method|mode|position|orientation|layout|dir|lang|scrollbars|dataKey|curveType|strokeDasharray|colorScheme|defaultColorScheme|display|visibleFrom|hiddenFrom|transition|order|pattern|accept|encType|download|behavior|whiteSpace|textWrap|tabularNums|data-.*|aria-(controls|describedby|labelledby|live|haspopup|owns|current|activedescendant|expanded|hidden|autocomplete|sort)|enterKeyHint|spellCheck|autoCapitalize|queryKey|queryHash|storageKey|searchKey|param|field|accessorKey|columnId|sortKey|unit|currency|locale|format|valueFormat|timeZone|tickFormatter|area|path|route|routeId|from|search)$',
      },
    },
  ],
  ignoreFunctions: [
    'console.*',
    'Error',
    'TypeError',
    'RangeError',
    'new URL',
    'URL',
    'URLSearchParams',
    'z.*',
    '*.get',
    '*.set',
    '*.has',
    '*.delete',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    '*.querySelector',
    '*.querySelectorAll',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.split',
    '*.join',
    '*.replace',
    '*.replaceAll',
    '*.addEventListener',
    '*.removeEventListener',
    'document.createElement',
    'useMediaQuery',
    'useLocalStorage',
    'matchMedia',
    'createFileRoute',
    'createLazyFileRoute',
    'navigate',
    'Intl.*',
    'new Intl.*',
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The layering of src/ (scripts/eslint-layers.js; proven by scripts/eslint-layers.test.ts).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports-run-one-way': 'error', 'layers/no-internal-href': 'error' },
  },
  {
    // zod only through src/lib/zod.ts: the tree-shakable zod/mini with zod's English messages installed.
    // Classic zod ('zod') cannot be tree-shaken: it cost the first page 13.4 KB gzip more than zod/mini
    // (README, Performance), and zod/mini alone says "Invalid input" for every default message.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ZOD_ONLY_THROUGH_LIB],
          paths: [NOTIFY_ONLY_THROUGH_COMPONENT],
        },
      ],
    },
  },
  {
    // The notification center's own module, and the test harness that mounts its container.
    files: ['src/components/notificationCenter.ts', 'src/test/renderRoute.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ZOD_ONLY_THROUGH_LIB] }] },
  },
  {
    // Every text a person reads comes from the catalogs (docs/i18n.md): Lingui's own checks everywhere in
    // src, and no hard-coded string in a component. What is not prose (a CSS value, a route, an icon name, a
    // key) is told apart by the attribute or property it is given to, or by its shape.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS] },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
