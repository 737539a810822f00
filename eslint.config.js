import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import boundaryRules from './eslint-local/boundaries.js'

// The layers (docs/architecture.md): a client feature imports no other feature and nothing of the app shell; the
// client and the server never import each other; code both sides use imports neither. One zone per feature folder,
// so that a new feature is covered as soon as it exists.
const features = fs
  .readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: put what both need in lib/ or components/.',
  })),
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'Features do not import the app shell (the app imports features).',
  },
  { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'Shared code imports neither the client nor the server.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'src/shared/generated',
      'src/client/generated',
      'migrations',
      'bench/.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // React lives in the client and the benchmark's bare page only; elsewhere the hooks' rules find nothing to check.
    files: ['{src/client,bench/bare}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: boundaryRules },
    rules: {
      'boundaries/no-crossing': ['error', { basePath: import.meta.dirname, zones: boundaries }],
    },
  },
  {
    // No import cycles: a module that reaches itself through its imports loads half-initialised.
    files: ['{src,scripts,bench,tests}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
)
