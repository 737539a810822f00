// npm run questionnaire:check [-- --release] [--database]
//   Compares schemas/ with the last released version and prints each change (wording, new question, new option,
//   order: accepted; removed question, renamed field, changed type, removed or recoded option, tightened limit:
//   critical, refused unless declared in schemas/migrations/<version>.json). Exits 1 when something stops the files
//   from shipping.
//   --release   records the files as schemas/releases/<version>.json (commit it with them)
//   --database  also counts the stored evaluations that answer each question a critical change touches
//               (DATABASE_URL, or the embedded database in DATA_DIR with the server stopped)
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { describeChange } from '../src/shared/questionnaire/changes'
import { checkQuestionnaire, writeRelease } from '../src/server/questionnaire/check'
import { loadConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'

const { values } = parseArgs({ options: { release: { type: 'boolean' }, database: { type: 'boolean' } } })
const result = checkQuestionnaire()
console.log(
  result.baseline
    ? `Questionário ${result.version} comparado com a versão ${result.baseline}:`
    : `Questionário ${result.version}: nenhuma versão anterior publicada para comparar.`,
)
if (result.baseline && !result.changes.length) console.log('  nenhuma mudança.')

const counts = new Map<string, number>()
if (values.database) {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    for (const change of result.changes.filter((c) => c.critical && c.field)) {
      const field = change.field!.split(/[.[]/)[0]!
      const [row] = (
        (await database.db.execute(
          sql`SELECT count(*)::int AS n FROM evaluations WHERE sections -> ${change.section} ? ${field}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows
      counts.set(`${change.section}.${field}`, row?.n ?? 0)
    }
  } finally {
    await database.close()
  }
}
for (const change of result.changes) {
  const stored = counts.get(`${change.section}.${change.field?.split(/[.[]/)[0]}`)
  console.log(
    `  ${describeChange(change)}${stored === undefined ? '' : ` · ${stored} avaliação(ões) com resposta`}`,
  )
}
for (const problem of result.problems) console.error(`✗ ${problem}`)
if (result.problems.length) process.exit(1)
if (values.release) console.log(`Publicada: ${writeRelease()}`)
else if (!result.released)
  console.log(`Versão ${result.version} ainda não publicada: npm run questionnaire:check -- --release`)
