import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';

// A searchable select finds its options by the label shown, through the one rule of
// src/components/select-search.ts; antd's default matches the hidden value (a code).
const SELECTS = 'JSXOpeningElement[name.name=/^(Select|TreeSelect|AutoComplete)$/]';
const SEARCH_RULE = 'Search a select with showSearch={SEARCH_BY_LABEL} (src/components/select-search.ts)';
const SELECT_SEARCH_RULES = [
  { selector: `${SELECTS} > JSXAttribute[name.name=/^(optionFilterProp|filterOption)$/]`, message: SEARCH_RULE },
  { selector: `${SELECTS} > JSXAttribute[name.name='showSearch'][value=null]`, message: SEARCH_RULE },
  {
    // an object of its own only for a search the server answers (filterOption: false)
    selector: `${SELECTS} > JSXAttribute[name.name='showSearch'] ObjectExpression:not(:has(Property[key.name='filterOption'][value.value=false]))`,
    message: SEARCH_RULE,
  },
  {
    selector: `${SELECTS}:has(JSXAttribute[name.name='mode'][value.value='multiple']):not(:has(JSXAttribute[name.name='showSearch']))`,
    message: `A multiple select is searchable: ${SEARCH_RULE}`,
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-e2e*', 'dist-server*', 'bench-results', 'node_modules'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    // Layers and feature entries (eslint/layers.js), and no import cycles in the app.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, layers },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'layers/imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', ...SELECT_SEARCH_RULES],
    },
  },
  {
    // The server, the console and the contract they share (eslint/layers.js, `sides`).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/sides': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
);
