// The backup writer creates its partial file exclusively (0600) and renames it into place: a file already at that
// name, say a symlink someone planted to a file of their choice, is never written through.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writePrivateFile } from './files'
import { tempFolders } from '../../../../tests/kit/temp'

const tempDir = tempFolders('files')

describe('writePrivateFile', () => {
  it('writes the whole file, owner-only, in a folder of its own', () => {
    const file = path.join(tempDir(), 'backups', 'fono.tar.gz')
    writePrivateFile(file, 'registros')
    expect(fs.readFileSync(file, 'utf8')).toBe('registros')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700)
    expect(fs.readdirSync(path.dirname(file))).toEqual(['fono.tar.gz'])
  })

  it('refuses to write through a file already at its partial name, and writes nothing', () => {
    const dir = tempDir()
    const file = path.join(dir, 'fono.tar.gz')
    const victim = path.join(dir, 'victim')
    fs.writeFileSync(victim, 'intact')
    // Whatever the umask: the server's (private-files.ts) is set in every test worker.
    fs.chmodSync(victim, 0o644)
    fs.symlinkSync(victim, `${file}.partial-${process.pid}`)
    expect(() => writePrivateFile(file, 'registros')).toThrow(expect.objectContaining({ code: 'EEXIST' }))
    expect(fs.readFileSync(victim, 'utf8')).toBe('intact')
    expect(fs.statSync(victim).mode & 0o777).toBe(0o644)
    expect(fs.existsSync(file)).toBe(false)
  })

  it('refuses a planted regular file too', () => {
    const dir = tempDir()
    const file = path.join(dir, 'fono.tar.gz')
    fs.writeFileSync(`${file}.partial-${process.pid}`, 'plantado', { mode: 0o666 })
    expect(() => writePrivateFile(file, 'registros')).toThrow(expect.objectContaining({ code: 'EEXIST' }))
    expect(fs.existsSync(file)).toBe(false)
  })
})
