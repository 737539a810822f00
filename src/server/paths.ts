import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository's root folder, where schemas/, migrations/ and the server's data files live. This module is two
 * folders below it both as source (src/server/paths.ts) and inside the built server (dist/server/main.js).
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const rootPath = (...parts: string[]) => path.join(ROOT, ...parts)
