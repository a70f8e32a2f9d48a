import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Without a resolver, no-restricted-paths cannot tell where `@web/...` or an extensionless
    // path leads, and silently passes it: the boundaries below only hold with this.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.web.json', './tsconfig.server.json', './tsconfig.common.json', './tsconfig.tests.json'],
          // One tsconfig per side is deliberate (each side's own lib, types and paths); the
          // resolver's advice to merge them into one does not apply.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Folders are boundaries: the browser never reaches into the server, and shared code
      // stays free of either side (STYLE.md habit 3).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './server', message: 'web/ must not import server/ code.' },
            { target: './common', from: './server', message: 'common/ must not import server/ code.' },
            { target: './common', from: './web', message: 'common/ must not import web/ code.' },
            { target: './server', from: './web', message: 'server/ must not import web/ code.' },
            { target: './common', from: './tests', message: 'common/ must not import test code.' },
            { target: './web', from: './tests', message: 'web/ must not import test code.' },
            { target: './server', from: './tests', message: 'server/ must not import test code.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*'], message: 'Use relative imports inside server/; other folders must not import it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests that check the product's own calls against the real server drive web/'s data
    // functions from server/ test files; production code on either side still may not.
    files: ['server/**/*.test.ts', 'server/test-support/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './server', from: './tests', message: 'server/ must not import test code.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
