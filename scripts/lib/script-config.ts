import { loadConfig, loadDotEnv, type Config } from '../../src/server/config'
import { fail } from './cli'

/**
 * The settings a data script works with (.env, then the environment), as the server reads them. A bad one is the
 * same one-line "Configuration error" the server prints, and exit 1: never a stack trace, never a half-done run.
 */
export function loadScriptConfig(): Config {
  loadDotEnv()
  try {
    return loadConfig()
  } catch (error) {
    fail(`Configuration error: ${(error as Error).message}`)
  }
}
