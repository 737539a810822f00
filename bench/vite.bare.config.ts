// Builds the benchmark's bare RJSF page (bench/bare) into dist/bench/bare: `vite build --config bench/vite.bare.config.ts`.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  root: fileURLToPath(new URL('./bare', import.meta.url)),
  base: './',
  plugins: [react()],
  // The app's questionnaire module (which the bare steps page imports) reads the questionnaire through the app's
  // aliases; the benchmark always runs the repository's own.
  resolve: {
    alias: {
      '@schemas': fileURLToPath(new URL('../schemas', import.meta.url)),
      '@validators': fileURLToPath(new URL('../src/client/generated/validators', import.meta.url)),
    },
  },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/bench/bare', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
  },
})
