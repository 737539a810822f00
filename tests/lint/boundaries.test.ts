// The import boundaries of docs/architecture.md are enforced by `npm run lint`: each forbidden import below must
// be reported by the local rule boundaries/no-crossing (eslint-local/boundaries.js), each allowed one not. The text is
// linted with the project's own configuration as if it were the content of a real file of that folder; only that rule
// runs, so the file is parsed without type information (the typed rules would build the whole program for each text).
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const RULE = 'boundaries/no-crossing'
const eslint = new ESLint({
  cwd: new URL('../../', import.meta.url).pathname,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
})

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import * as other from '${importPath}'\nexport const used = other\n`
  const [result] = await eslint.lintText(code, { filePath })
  // A text that failed to parse reports nothing of the rule: that must not pass as "allowed".
  expect(result!.messages.filter((message) => message.fatal)).toEqual([])
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/client/features/wizard/draft-sync.ts',
      '../patients/api',
      'A feature',
    ],
    [
      'a feature importing the app shell',
      'src/client/features/wizard/draft-sync.ts',
      '../../app/guards',
      'app shell',
    ],
    [
      'the client importing the server',
      'src/client/lib/clipboard.ts',
      '../../server/http-error',
      'server code',
    ],
    ['the server importing the client', 'src/server/uuid.ts', '../client/lib/clipboard', 'client code'],
    ['shared code importing the client', 'src/shared/dates.ts', '../client/lib/clipboard', 'Shared code'],
    ['shared code importing the server', 'src/shared/dates.ts', '../server/uuid', 'Shared code'],
  ])('refuses %s', async (_, file, importPath, reason) => {
    const errors = await boundaryErrors(file, importPath)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(reason)
  })

  it.each([
    ['a feature importing its own module', 'src/client/features/wizard/draft-sync.ts', './draft-store'],
    ['a feature importing lib', 'src/client/features/wizard/draft-sync.ts', '../../lib/notify'],
    ['a feature importing shared code', 'src/client/features/wizard/draft-sync.ts', '../../../shared/dates'],
    ['the app importing a feature', 'src/client/app/guards.tsx', '../features/auth/api'],
    ['the server importing shared code', 'src/server/uuid.ts', '../shared/dates'],
  ])('allows %s', async (_, file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toEqual([])
  })
})
