// Runs one of the project's command-line scripts as `npm run <script>` does (`node --import tsx scripts/<name>`),
// in the repository, with the test's environment minus any database a developer has set.
import { execFile } from 'node:child_process'
import { REPO_ROOT } from '../../scripts/lib/server-process'

export interface ScriptRun {
  code: number
  stdout: string
  stderr: string
}

export function runScript(
  name: string,
  args: string[] = [],
  env: Record<string, string> = {},
  timeoutMs = 180_000,
): Promise<ScriptRun> {
  // The developer's own database, data folder and keys never reach the script.
  const {
    DATABASE_URL,
    MIGRATION_DATABASE_URL,
    DATA_DIR,
    BACKUP_RECIPIENT,
    BACKUP_PASSPHRASE,
    BACKUP_IDENTITY_FILE,
    BACKUP_MAC_KEY,
    AUDIT_KEY,
    ...inherited
  } = process.env
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}`, ...args],
      { cwd: REPO_ROOT, env: { ...inherited, ...env }, timeout: timeoutMs },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    )
  })
}
