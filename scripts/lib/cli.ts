import path from 'node:path'
import { parseArgs } from 'node:util'

/** Prints a message for the person at the terminal and exits with status 1. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/**
 * The command's file arguments, between `min` and `max` of them, and which of the boolean `flags` (`--name`) were
 * given; anything else prints the usage and exits 1. Each file is resolved against the folder npm was called from,
 * not the package folder npm runs scripts in.
 */
export function commandLine(
  usage: string,
  min: number,
  max: number,
  flags: string[] = [],
): { files: string[]; flags: Set<string> } {
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean' as const }])),
    })
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`)
  }
  const { positionals, values } = parsed
  if (positionals.length < min || positionals.length > max) fail(usage)
  return {
    files: positionals.map((file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)),
    flags: new Set(flags.filter((flag) => values[flag] === true)),
  }
}

/** The command's file arguments (no options): see commandLine. */
export const fileArguments = (usage: string, min: number, max: number): string[] =>
  commandLine(usage, min, max).files
