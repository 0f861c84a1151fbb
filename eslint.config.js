// Lint for the whole workspace (flat config). The architecture rules (who may import whom) live in
// .dependency-cruiser.cjs; this file keeps code-level rules: TypeScript, React hooks, file size, and SQL
// builders only in repositories (docs/architecture.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SQL_ONLY_IN_REPOSITORIES = 'SQL lives only in *.repository.ts (and api/src/db); call a repository function instead.';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Aim at 150 lines, look again at 250 (../shared/STYLE.md "Size").
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['public-site/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The API: Drizzle's query builder, raw `sql` and queryRows only in repositories and the db layer.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/db/**', 'api/src/**/*.test.ts', 'api/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: SQL_ONLY_IN_REPOSITORIES }],
          patterns: [{ group: ['drizzle-orm/*'], message: SQL_ONLY_IN_REPOSITORIES }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.name=/^(db|tx)$/]",
          message: SQL_ONLY_IN_REPOSITORIES,
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.property.name='db']",
          message: SQL_ONLY_IN_REPOSITORIES,
        },
        { selector: "ImportSpecifier[imported.name='queryRows']", message: SQL_ONLY_IN_REPOSITORIES },
      ],
    },
  },
  {
    // Tests may be long (a table of cases) and may reach into internals.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test-support/**', '**/testing/**'],
    rules: { 'max-lines': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The API suites share one module registry per test process (api/vitest.config.ts, `isolate: false`): a
    // mocked module or a stubbed global would leak into the files that run after.
    files: ['api/src/**/*.test.ts', 'api/src/test-support/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message:
            'API test files share one module registry per process (api/vitest.config.ts): pass a fake through createTestApp overrides.',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
