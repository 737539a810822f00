import path from 'node:path'
import { parseArgs } from 'node:util'

/** Prints a message for the person at the terminal and exits with status 1. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/**
 * The command's file arguments (no options), between `min` and `max` of them, else the usage and exit 1.
 * Each is resolved against the folder npm was called from, not the package folder npm runs scripts in.
 */
export function fileArguments(usage: string, min: number, max: number): string[] {
  let positionals: string[]
  try {
    ;({ positionals } = parseArgs({ allowPositionals: true, options: {} }))
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`)
  }
  if (positionals.length < min || positionals.length > max) fail(usage)
  return positionals.map((file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file))
}
