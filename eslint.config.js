// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const frameworks = [
  'react', 'react-dom', 'react-dom/*', 'react-router', 'mobx', 'mobx-react-lite', 'inversify', 'ky',
  'algoliasearch', 'algoliasearch/*', 'i18next', 'react-i18next', 'commander', 'fastify', '@fastify/*',
  'kysely', 'kysely-*', 'pg', '@electric-sql/*', '@orama/*', 'node:*', 'fs', 'path', 'http', 'crypto', 'os',
];

/** Dependencies point inward (DESIGN "The pieces"): the inner layers stay free of frameworks and I/O. */
const innerLayerRule = (extraPatterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: frameworks, message: 'src/domain and src/application stay free of frameworks and Node (hexagonal layers).' },
        ...extraPatterns,
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: innerLayerRule([
      { group: ['**/application/**', '**/adapters/**', '**/ui/**', '**/server/**', '**/cli/**'], message: 'The domain imports nothing outside src/domain.' },
    ]),
  },
  {
    files: ['src/application/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: innerLayerRule([
      { group: ['**/adapters/**', '**/ui/**', '**/server/**', '**/cli/**'], message: 'Use cases depend on ports, not on adapters.' },
    ]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/adapters/http/**', '**/adapters/algolia/**', 'ky', 'algoliasearch', 'algoliasearch/*'], message: 'Views reach adapters only through the container.' }] }],
    },
  },
  {
    // All of a module's SQL is in its repository (STYLE "A server module"): a query built elsewhere is an error.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/**/*-repository.ts', 'server/db/**', 'server/testing/**', 'server/cluster/**', 'server/demo/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]", message: 'SQL lives in the module\'s repository (<area>-repository.ts).' },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in the module\'s repository (<area>-repository.ts).' },
        { selector: "CallExpression[callee.property.name='transaction'][callee.object.type!='ThisExpression']", message: 'Transactions go through server/db/transaction.ts (transaction, committedUnit).' },
      ],
    },
  },
);
