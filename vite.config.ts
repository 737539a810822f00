import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

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

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@schemas', replacement: questionnaireDir },
      { find: '@validators', replacement: validatorsDir },
      ...(command === 'build' ? [productionRouter] : []),
    ],
  },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'tests/schemas/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/kit/**/*.test.ts',
          ],
          testTimeout: 60_000,
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
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
}))
