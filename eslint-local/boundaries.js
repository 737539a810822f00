// A local ESLint rule: an import from a file inside a zone's `target` folder may not reach its `from` folders
// (except the `except` ones, relative to `from`). Relative specifiers are resolved against the importing file;
// bare ones (packages) never cross a boundary of ours.
import path from 'node:path'

const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep)

/** @type {import('eslint').Rule.RuleModule} */
const noCrossing = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports do not cross the layers of docs/architecture.md' },
    schema: [
      {
        type: 'object',
        properties: { basePath: { type: 'string' }, zones: { type: 'array' } },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ basePath, zones }] = context.options
    const abs = (folder) => path.resolve(basePath, folder)
    const rules = zones.map((zone) => {
      const from = [zone.from].flat().map(abs)
      return {
        target: abs(zone.target),
        from,
        except: (zone.except ?? []).flatMap((folder) => from.map((root) => path.resolve(root, folder))),
        message: zone.message,
      }
    })
    const file = context.physicalFilename
    const applying = rules.filter((rule) => inside(file, rule.target))
    if (applying.length === 0) return {}

    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const imported = path.resolve(path.dirname(file), source.value)
      for (const rule of applying) {
        const crosses = rule.from.some((folder) => inside(imported, folder))
        const excepted = rule.except.some((folder) => inside(imported, folder))
        if (crosses && !excepted) context.report({ node: source, message: rule.message })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { 'no-crossing': noCrossing } }
