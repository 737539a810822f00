import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { errorBody } from './errors'

/**
 * Serves the built single-page app: hashed assets are cached for good, every other GET that is not an
 * API call gets index.html so that the client router can take it. Unknown API paths are a JSON 404.
 * Each file goes out as the brotli or gzip copy the build wrote beside it (scripts/precompress.ts) when the browser
 * accepts one, with `Vary: Accept-Encoding`; a file without copies, or a browser that accepts neither, gets it as is.
 */
export const clientPlugin = fp(async (app: FastifyInstance, { dir }: { dir: string }) => {
  const hasClient = fs.existsSync(path.join(dir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      // One route that looks each file up when asked for: a route per built file made every start register them
      // all.
      wildcard: true,
      // The app's root is a folder of files: index.html answers for it as for any other page.
      index: 'index.html',
      preCompressed: true,
      setHeaders(reply, file) {
        // Only Vite's hashed output lives under assets/: a new build gives a changed file a new name.
        const immutable = file.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  } else {
    app.log.warn({ dir }, 'no built client found: serving the API only (run `npm run build`)')
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && hasClient
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply.code(404).send(errorBody(404, 'Recurso não encontrado.'))
  })
})
