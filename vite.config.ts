import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const apiPort = process.env.API_PORT ?? '3001'
const here = (folder: string) => fileURLToPath(new URL(folder, import.meta.url))
// The client carries the questionnaire it is built with: schemas/, or the copy QUESTIONNAIRE_DIR names (the server's
// variable too), with the step validators gen:validators made from it (VALIDATORS_DIR, inside the repository so that
// their imports of Ajv's runtime resolve).
const questionnaireDir = path.resolve(process.env.QUESTIONNAIRE_DIR || here('./schemas'))
const validatorsDir = path.resolve(process.env.VALIDATORS_DIR || here('./src/client/generated/validators'))

// React Router's package sends bundlers its development build (warnings and checks included) whatever the mode: a
// production build takes its production build, a fifth smaller.
const productionRouter = {
  find: /^react-router$/,
  replacement: here('./node_modules/react-router/dist/production/index.mjs'),
}

// MUI's createTheme and ThemeProvider import the CSS-variables theme machinery (createThemeWithVars, the color-scheme
// provider and its script) for themes with `cssVariables` or `colorSchemes`, which this app's theme has neither of:
// then they call createThemeNoVars and ThemeProviderNoVars and nothing else. A production build gets exactly those two
// branches (less code on every page), and a theme that would need the others fails loudly.
const muiStyles = here('./node_modules/@mui/material/styles/')
const themeWithoutVars = {
  name: 'mui-theme-without-css-variables',
  apply: 'build',
  enforce: 'pre',
  resolveId(source: string, importer: string | undefined) {
    if (!importer?.startsWith(muiStyles)) return null
    if (source === './createTheme.mjs') return '\0mui-create-theme'
    if (source === './ThemeProvider.mjs') return '\0mui-theme-provider'
    return null
  },
  load(id: string) {
    const refuse = (what: string) =>
      `throw new Error('This build leaves out MUI themes with ${what} (vite.config.ts: themeWithoutVars)')`
    if (id === '\0mui-create-theme')
      return [
        `import createThemeNoVars from ${JSON.stringify(`${muiStyles}createThemeNoVars.mjs`)}`,
        'export default function createTheme(options = {}, ...args) {',
        `  if (options.cssVariables || 'colorSchemes' in options) ${refuse('cssVariables or colorSchemes')}`,
        '  return createThemeNoVars(options, ...args)',
        '}',
      ].join('\n')
    if (id === '\0mui-theme-provider')
      return [
        `import ThemeProviderNoVars from ${JSON.stringify(`${muiStyles}ThemeProviderNoVars.mjs`)}`,
        `import THEME_ID from ${JSON.stringify(`${muiStyles}identifier.mjs`)}`,
        `import { jsx } from 'react/jsx-runtime'`,
        `import { useMemo } from 'react'`,
        'export default function ThemeProvider({ theme, ...props }) {',
        '  const noVarsTheme = useMemo(() => {',
        "    if (typeof theme === 'function') return theme",
        '    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme',
        `    if ('colorSchemes' in muiTheme) ${refuse('colorSchemes')}`,
        "    return 'vars' in muiTheme ? theme : { ...theme, vars: null }",
        '  }, [theme])',
        '  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props })',
        '}',
      ].join('\n')
    return null
  },
} as const

// @rjsf/utils resolves `$ref`s with fast-uri (a sizeable library) only for schemas that declare
// JSON Schema 2020-12; every schema of this questionnaire declares draft-07, the one the server's Ajv and the step
// validators' compile. A production build leaves fast-uri out, and a 2020-12 schema fails loudly instead.
const rjsfUtils = here('./node_modules/@rjsf/utils/')
const withoutUriResolver = {
  name: 'rjsf-without-uri-resolver',
  apply: 'build',
  enforce: 'pre',
  resolveId(source: string, importer: string | undefined) {
    return source === 'fast-uri' && importer?.startsWith(rjsfUtils) ? '\0rjsf-uri-resolver' : null
  },
  load(id: string) {
    if (id !== '\0rjsf-uri-resolver') return null
    return [
      'const refuse = () => {',
      "  throw new Error('This build reads JSON Schema draft-07 only, not 2020-12 (vite.config.ts: withoutUriResolver)')",
      '}',
      'export default { resolve: refuse, equal: refuse }',
    ].join('\n')
  },
} as const

// The step validators import ajv-formats' whole table of formats (fetched with the first step) for the
// one they use, 'date'. A production build gives them src/client/lib/formats.ts, the formats the questionnaire uses,
// and fails if a validator asks for one it lacks.
const clientFormats = here('./src/client/lib/formats.ts')
const supportedFormats = ['date']
const onlyUsedFormats = {
  name: 'validators-with-used-formats',
  apply: 'build',
  enforce: 'pre',
  resolveId(source: string, importer: string | undefined) {
    return source === 'ajv-formats/dist/formats.js' && importer?.startsWith(validatorsDir)
      ? clientFormats
      : null
  },
  transform(code: string, id: string) {
    if (!id.startsWith(validatorsDir)) return null
    for (const [, name] of code.matchAll(/fullFormats\.(\w+)/g))
      if (!supportedFormats.includes(name!))
        throw new Error(
          `${id} uses the format '${name}': add it to src/client/lib/formats.ts and onlyUsedFormats`,
        )
    return null
  },
} as const

// Parts of RJSF that this app's forms never draw, each fetched the first time one renders instead of with every
// form: the markdown renderer (markdown-to-jsx, for enableMarkdownInDescription and
// enableMarkdownInHelp, and RJSF's messages about a broken schema or a file widget; the plain text is shown while it
// comes), and MUI's Slider of the range widget (the widget's label is drawn meanwhile). Their sizes: bench/NOTES.md.
const fetchedWhenDrawn: { source: string; importer: string; name: string; fallback: string }[] = [
  {
    source: 'markdown-to-jsx/react',
    importer: here('./node_modules/@rjsf/core/'),
    name: 'Markdown',
    fallback: 'props.children',
  },
  {
    source: '@mui/material/Slider',
    importer: here('./node_modules/@rjsf/mui/'),
    name: 'default',
    fallback: 'null',
  },
]
const lazyParts = {
  name: 'rjsf-parts-fetched-when-drawn',
  apply: 'build',
  enforce: 'pre',
  async resolveId(
    this: { resolve(source: string, importer?: string): Promise<{ id: string } | null> },
    source: string,
    importer: string | undefined,
  ) {
    const index = fetchedWhenDrawn.findIndex((p) => p.source === source && importer?.startsWith(p.importer))
    if (index < 0) return null
    // The real module, for the wrapper's import() (resolved here: the wrapper has no directory to resolve from).
    const real = await this.resolve(source, importer)
    return real && `\0fetched-when-drawn:${index}:${real.id}`
  },
  load(id: string) {
    const match = /^\0fetched-when-drawn:(\d+):(.*)$/.exec(id)
    if (!match) return null
    const part = fetchedWhenDrawn[Number(match[1])]!
    const component = part.name === 'default' ? 'Part' : part.name
    return [
      "import { createElement, lazy, Suspense } from 'react'",
      `const Loaded = lazy(() => import(${JSON.stringify(match[2])}).then((m) => ({ default: m.${part.name} })))`,
      `${part.name === 'default' ? 'export default function' : 'export function'} ${component}(props) {`,
      `  return createElement(Suspense, { fallback: ${part.fallback} }, createElement(Loaded, props))`,
      '}',
    ].join('\n')
  },
} as const

// The order test files start in. Vitest starts files it has timed before longest first, and files it has not (every
// file on a fresh clone, as in CI) largest first. Some short files run longer than most (the fault test kills and
// restarts real servers; the second factor's tests wait for the next code; axe checks every screen): started last,
// one ran alone while the other worker sat idle. The files named here start first, longest first; the rest keep
// Vitest's order.
const startFirst = [
  'tests/e2e/faults.e2e.ts',
  'tests/e2e/account-security.e2e.ts',
  'tests/e2e/wizard.e2e.ts',
  'tests/e2e/accessibility.e2e.ts',
]
class LongRunsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = startFirst.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return at === -1 ? startFirst.length : at
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig(({ command }) => ({
  plugins: [react(), themeWithoutVars, withoutUriResolver, onlyUsedFormats, lazyParts],
  resolve: {
    alias: [
      { find: '@schemas', replacement: questionnaireDir },
      { find: '@validators', replacement: validatorsDir },
      ...(command === 'build' ? [productionRouter] : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Emotion imports hoist-non-react-statics (and its own copy of react-is) only for its withTheme, which nothing
      // here uses: the package is a CommonJS module without a sideEffects field, so it stayed in every page.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
      // What the entry imports (React, the router, MUI's core, the login page) is downloaded on every route anyway:
      // one file instead of seven compresses better and drops the imports and exports between them.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    sequence: { sequencer: LongRunsFirst },
    // One worker per core, not Vitest's default of one fewer: a 2-core host ran the unit and API tests one file at a
    // time, while much of a file's time is spent waiting on PostgreSQL, on timers and on child processes.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The files of a worker share its modules instead of each loading the server's anew: loading them was
          // a third of a file's time. Every file still makes its own apps and databases.
          isolate: false,
          setupFiles: ['tests/kit/setup-server.ts'],
          globalSetup: ['tests/kit/global-setup-server.ts'],
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'tests/schemas/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/kit/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // Generous: some tests run several scripts in child processes, each loading the server's code.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/kit/e2e/global-setup.ts'],
          // A worker runs its files one after another in one process, loading the kit and Playwright once: each file
          // still starts its own servers and browser, and shares nothing else.
          isolate: false,
          // Two files at a time: each starts its own servers on free ports with data folders of their own, and its
          // own browser, so files share nothing, and much of a file's time is spent waiting on the browser and the
          // server: two at a time finish sooner than one on 2 cores (bench/NOTES.md, Tooling).
          maxWorkers: 2,
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits as long as a page's own waits do: its default second is less than a reload and a
          // request take on a loaded host.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
}))
