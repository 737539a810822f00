// What a backup holds (for the operator's confirmation line) and the audit trail's head at that moment, and the
// steps every backup and restore share: encrypting and MAC'ing on the way to the file, writing the head beside it;
// checking, opening and decrypting on the way back.
import { GENESIS_HASH } from '../../audit/chain'
import { formatHead, type AuditHead } from '../../audit/verify'
import type { FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { AGE_MAGIC, decryptStream, encryptStream, type BackupKey, type BackupSecret } from './crypto'
import {
  BackupError,
  headFileOf,
  isEncrypted,
  openBackupFile,
  writePrivateFile,
  writePrivateStream,
  type BackupSummary,
} from './files'
import { formatMac, macFileOf, macOfFile, newMac, readMac, sameMac } from './mac'
import { mapErrors } from './streams'

type Query = (sql: string) => Promise<{ rows: unknown[] }>

export async function summarize(query: Query): Promise<BackupSummary> {
  const { rows } = await query(
    'SELECT (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM evaluations)::int AS evaluations',
  )
  return rows[0] as BackupSummary
}

export async function auditHead(query: Query): Promise<AuditHead> {
  const { rows } = await query(
    'SELECT count(*)::int AS entries, (SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1) AS hash FROM audit_log',
  )
  const row = rows[0] as { entries: number; hash: string | null }
  return { entries: row.entries, hash: row.hash ?? GENESIS_HASH }
}

/** What a backup run answers: the summary, and the audit head written beside the file. */
export interface BackupResult extends BackupSummary {
  head: AuditHead
  encrypted: boolean
}

/** How a backup is written. */
export interface BackupOptions {
  /** Encrypt it with age to this key; absent, it is written in clear. */
  key?: BackupKey
  /** The backup MAC key (BACKUP_MAC_KEY or DATA_DIR/backup-mac-key): FILE.mac is made with it. */
  macKey: string
}

/**
 * Writes the backup into FILE as it comes (encrypted on the way when a key is set, so its plain bytes never reach
 * the disk), then its MAC into FILE.mac and its audit head into FILE.audit-head.
 */
export async function storeBackup(
  file: string,
  plain: ReadableStream<Uint8Array>,
  head: AuditHead,
  { key, macKey }: BackupOptions,
  ready?: Promise<void>,
) {
  const stored = key ? await encryptStream(plain, key) : plain
  const mac = newMac(macKey)
  await writePrivateStream(file, stored, (chunk) => mac.update(chunk), ready)
  writePrivateFile(macFileOf(file), formatMac(mac.digest()))
  writePrivateFile(headFileOf(file), `${formatHead(head)}\n`)
}

/** What a restore checks before it reads a backup's content. */
export interface RestoreChecks {
  /** The backup MAC key: a backup without FILE.mac is refused, one whose MAC differs always is. */
  macKey?: string
  /** A backup key is set (BACKUP_RECIPIENT, BACKUP_PASSPHRASE, BACKUP_IDENTITY_FILE): a plain backup is refused. */
  encryptedOnly?: boolean
  /** --allow-plain: the operator accepts a plain backup, or one without FILE.mac (never one whose MAC differs). */
  allowPlain?: boolean
}

export interface OpenedBackup {
  /** The backup's plain content, decrypted chunk by chunk as it is read. */
  plain: ReadableStream<Uint8Array>
  close(): Promise<void>
}

async function checkMac(file: string, handle: FileHandle, macKey: string, allowPlain: boolean) {
  const expected = readMac(file)
  const macFile = path.basename(macFileOf(file))
  if (!expected) {
    if (allowPlain) return
    throw new BackupError(
      `${file} has no ${macFile} beside it, and a backup MAC key is set (BACKUP_MAC_KEY or ` +
        'DATA_DIR/backup-mac-key): only backups made with it are restored. Nothing was restored. For a backup ' +
        'made before backups had a MAC, or whose .mac was lost, run again with --allow-plain if you know where ' +
        'it comes from.',
    )
  }
  if (!sameMac(expected, await macOfFile(handle, macKey)))
    throw new BackupError(
      `${file} does not match ${macFile}: it was changed after it was written, or made with another backup ` +
        'MAC key (BACKUP_MAC_KEY or DATA_DIR/backup-mac-key). Nothing was restored.',
    )
}

/**
 * Opens a backup for a restore: checks its MAC and that it is encrypted where the settings ask so, then gives its
 * plain content as a stream (decrypted on the way, never written anywhere). The caller closes it.
 */
export async function openBackup(
  file: string,
  secret: BackupSecret | undefined,
  { macKey, encryptedOnly = false, allowPlain = false }: RestoreChecks = {},
): Promise<OpenedBackup> {
  const handle = await openBackupFile(file)
  const close = () => handle.close()
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(AGE_MAGIC.length), 0, AGE_MAGIC.length, 0)
    const encrypted = isEncrypted(buffer.subarray(0, bytesRead))
    if (!encrypted && encryptedOnly && !allowPlain)
      throw new BackupError(
        `${file} is not encrypted, but a backup key is set (BACKUP_RECIPIENT, BACKUP_PASSPHRASE or ` +
          'BACKUP_IDENTITY_FILE): every backup of yours is encrypted. Nothing was restored. If you know where ' +
          'this file comes from, run again with --allow-plain.',
      )
    if (macKey) await checkMac(file, handle, macKey, allowPlain)
    const stored = Readable.toWeb(
      handle.createReadStream({ start: 0, autoClose: false }),
    ) as ReadableStream<Uint8Array>
    if (!encrypted) return { plain: stored, close }
    if (!secret)
      throw new BackupError(
        `${file} is encrypted: give its key with BACKUP_IDENTITY_FILE (the age identity file whose public key ` +
          'is BACKUP_RECIPIENT) or BACKUP_PASSPHRASE.',
      )
    let plain: ReadableStream<Uint8Array>
    try {
      plain = await decryptStream(stored, secret)
    } catch {
      throw new BackupError(
        `${file} could not be decrypted with the ${'identity' in secret ? 'identity' : 'passphrase'} given ` +
          '(a different key, or a damaged file): nothing was restored.',
      )
    }
    const damaged = () =>
      new BackupError(`${file} is damaged (a part of it does not decrypt): nothing was restored.`)
    return { plain: mapErrors(plain, damaged), close }
  } catch (error) {
    await close()
    throw error
  }
}
