import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/kit/test-app'
import { precompress } from '../../../scripts/precompress'
import { helmetOptions, securityHeaders } from './security'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SCRIPT = `export const steps = [${Array.from({ length: 400 }, (_, i) => `'passo ${i}'`).join(', ')}]\n`
const PAGE = `<!doctype html><html lang="pt-BR"><head><title>Fonoaudiologia</title></head><body><div id="root"></div>${'<!-- espaço -->'.repeat(100)}</body></html>\n`

describe('the built client, as files', () => {
  let dir: string
  let t: TestApp
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-client-files-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'index.html'), PAGE)
    fs.writeFileSync(path.join(dir, 'assets', 'index-D3adB33f.js'), SCRIPT)
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-C0ffee12.js'), 'export {}\n')
    precompress(dir)
    t = await createTestApp('pglite', { clientDir: dir })
  })
  afterAll(async () => {
    await t.app.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    })

  it('are precompressed at build, only where a copy is smaller', () => {
    const names = fs.readdirSync(path.join(dir, 'assets')).sort()
    expect(names).toEqual([
      'index-D3adB33f.js',
      'index-D3adB33f.js.br',
      'index-D3adB33f.js.gz',
      'tiny-C0ffee12.js',
    ])
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true)
  })

  it('go out as brotli when the browser accepts it, gzip otherwise, as they are when it accepts neither', async () => {
    const url = '/assets/index-D3adB33f.js'
    const br = await get(url, 'gzip, deflate, br, zstd')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 2)

    const gzip = await get(url, 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT)

    for (const plain of [await get(url, 'identity'), await get(url)]) {
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body).toBe(SCRIPT)
    }
    for (const reply of [br, gzip, await get(url, 'identity')])
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i)
  })

  it('go out as they are when no copy was written (too small to gain)', async () => {
    const reply = await get('/assets/tiny-C0ffee12.js', 'br, gzip')
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.body).toBe('export {}\n')
  })

  it('are cached for good when hashed, and index.html only with revalidation, on every route', async () => {
    expect((await get('/assets/index-D3adB33f.js', 'br')).headers['cache-control']).toBe(IMMUTABLE)
    expect((await get('/assets/tiny-C0ffee12.js')).headers['cache-control']).toBe(IMMUTABLE)
    for (const url of ['/index.html', '/', '/login', '/pacientes/novo/relacao-familiar']) {
      const reply = await get(url, 'br, gzip')
      expect(reply.statusCode, url).toBe(200)
      expect(reply.headers['cache-control'], url).toBe('no-cache')
      expect(reply.headers['content-type'], url).toMatch(/^text\/html/)
      expect(reply.headers['content-encoding'], url).toBe('br')
      expect(zlib.brotliDecompressSync(reply.rawPayload).toString(), url).toBe(PAGE)
    }
  })

  it('answer every page with index.html, whatever encodings the browser accepts', async () => {
    for (const url of ['/', '/login', '/pacientes/novo'])
      for (const encodings of [undefined, 'gzip', 'br, gzip']) {
        const reply = await get(url, encodings)
        expect(reply.statusCode, `${url} ${encodings}`).toBe(200)
        const body =
          reply.headers['content-encoding'] === 'br'
            ? zlib.brotliDecompressSync(reply.rawPayload).toString()
            : reply.headers['content-encoding'] === 'gzip'
              ? zlib.gunzipSync(reply.rawPayload).toString()
              : reply.body
        expect(body, `${url} ${encodings}`).toBe(PAGE)
      }
  })

  it('keep every security header, compressed or not', async () => {
    const expected = securityHeaders(helmetOptions(false))
    for (const reply of [
      await get('/assets/index-D3adB33f.js', 'br'),
      await get('/assets/index-D3adB33f.js'),
      await get('/login', 'gzip'),
    ])
      for (const [name, value] of Object.entries(expected))
        expect(reply.headers[name], `${reply.raw.req.url} ${name}`).toBe(value)
  })

  it('leave unknown API paths a JSON 404', async () => {
    const reply = await get('/api/nothing-here', 'br')
    expect(reply.statusCode).toBe(404)
    expect(reply.headers['content-type']).toMatch(/^application\/json/)
  })
})
