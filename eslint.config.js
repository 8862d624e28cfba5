import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const apiModules = readdirSync(new URL('./api/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const consoleResources = readdirSync(new URL('./console/src/routes', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
      'api/src/db/migrations/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'api/tsconfig.json',
            'contract/tsconfig.json',
            'web/tsconfig.json',
            'console/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': 'error',
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests, their fixtures and db/ (schema, migrations, seed) set data up beneath the services.
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/db/**',
      'api/src/test/**',
      'api/src/**/*.test.ts',
      'api/src/**/test-*.ts',
      'api/src/**/*-fixture.ts',
    ],
    rules: {
      // Immich's and fastify/demo's layers: a module reaches another through its service only.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: apiModules.map((module) => ({
            target: [
              './api/src/*.ts',
              './api/src/!(modules)/**',
              `./api/src/modules/!(${module})/**`,
            ],
            from: `./api/src/modules/${module}/repository.ts`,
            message: `Call the ${module} module's service.ts; its repository is its own.`,
          })),
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)|(^|/)db/schema$',
              message: 'SQL stays in repository.ts files (and db/, tests and fixtures).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/modules/*/repository.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react's direction: app -> features -> shared; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
            })),
            { target: './web/src/features', from: './web/src/app' },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/locales'],
              from: ['./web/src/features', './web/src/app'],
            },
            // Members never load console code, nor the console the member app's.
            { target: './web', from: './console' },
          ],
        },
      ],
    },
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'console/tsconfig.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Medusa's direction: app -> routes -> common; one resource's screens never import another's.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...consoleResources.map((resource) => ({
              target: `./console/src/routes/${resource}`,
              from: './console/src/routes',
              except: [`./${resource}`],
            })),
            { target: './console/src/routes', from: './console/src/app' },
            {
              target: ['./console/src/common', './console/src/locales'],
              from: ['./console/src/routes', './console/src/app', './console/src/counter'],
            },
            // The counter shares common/ with the console but never loads the console's screens.
            {
              target: './console/src/counter',
              from: ['./console/src/app', './console/src/routes'],
            },
            {
              target: ['./console/src/app', './console/src/routes'],
              from: './console/src/counter',
            },
            { target: './console/src/counter/routes', from: './console/src/counter/app' },
            {
              target: './console/src/counter/common',
              from: ['./console/src/counter/routes', './console/src/counter/app'],
            },
            { target: './console', from: './web' },
          ],
        },
      ],
    },
  },
  prettier,
);
