import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test code that production code must never import: kits, fixtures, the stand-ins. */
const TEST_CODE = {
  group: [
    '#testing/*',
    '@reclaim/stand-ins',
    '@reclaim/stand-ins/*',
    '**/testing/*',
    '**/*test-kit*',
    '**/*.test',
    '**/*.fixture',
  ],
  message:
    'Production code does not import test code (kits live in testing/, stand-ins in packages/stand-ins).',
};
/** Areas do not import each other; shared code does not import areas (STYLE.md, principle 1). */
const WEB_AREAS = {
  group: ['../../features/*', '../features/*'],
  message: 'Compose features in src/app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Interfaces (adapters, handlers) often need async functions that happen not to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // react-hook-form's watch() is designed for re-render on change; the compiler hint is noise.
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': ['error', { patterns: [WEB_AREAS, TEST_CODE] }],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_CODE] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_CODE] }] },
  },
  {
    // The server's patterns read what anyone can put in an e-mail, a directory file or a request:
    // none may take more than linear time (decision 42). Tests' patterns read the tests' own data.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    ...regexp.configs['flat/recommended'],
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Tests and their kits may use test code; web tests still keep to their area.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_AREAS] }] },
  },
  {
    files: ['apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Test assertions read JSON bodies typed `any`; the assertions themselves check the shape.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'packages/stand-ins/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
