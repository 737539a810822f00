import { describe, expect, it } from 'vitest'
import type { JSONSchema7 } from 'json-schema'
import common from '../../../schemas/common.json'
import personalData from '../../../schemas/steps/01-dados-pessoais.schema.json'
import gestation from '../../../schemas/steps/03-gestacao.schema.json'
import { bundleWithCommon } from './bundle'
import { fieldAt, problemMessage, problemPath, resolveLocal, type FieldSchema } from './messages'

const step = (schema: object) => bundleWithCommon(schema as JSONSchema7, common as JSONSchema7) as FieldSchema
const personal = step(personalData)

const message = (root: FieldSchema, path: string[], keyword: string, params = {}) =>
  problemMessage(fieldAt(root, path, resolveLocal)!, keyword, params)

describe('messages a clinician reads', () => {
  it("names the question by its label and says what to type, with the schema's hint where it has one", () => {
    expect(message(personal, ['phoneNumber'], 'pattern')).toBe(
      'Telefone para contato: informe DDD e número, como (81) 99999-9999.',
    )
    expect(message(personal, ['patientName'], 'required')).toBe(
      'Nome do paciente: informe o nome da criança.',
    )
    expect(message(step(gestation), ['gestationDuration'], 'maximum')).toBe(
      'Tempo de gestação (semanas): informe só o número de semanas, de 20 a 45, como 38.',
    )
  })

  it('says what fits where no hint is written: numbers and their range, dates, lengths, choices', () => {
    expect(message(step(gestation), ['birthWeight'], 'type')).toBe(
      'Peso ao nascer (gramas): informe só o número, de 300 a 7000.',
    )
    expect(message(personal, ['birthDate'], 'format')).toBe(
      'Data de nascimento: informe uma data válida (dia, mês e ano).',
    )
    expect(message(personal, ['school'], 'maxLength', { limit: 200 })).toBe(
      'Escola: use no máximo 200 caracteres.',
    )
    expect(message(personal, ['siblings'], 'maxItems', { limit: 20 })).toBe('Irmãos: no máximo 20 itens.')
    expect(message(step(gestation), ['prenatalTreatment'], 'type')).toBe(
      'Fez acompanhamento pré-natal: escolha Sim ou Não.',
    )
  })

  it('places a question of a list in its entry, counted from 1, following references', () => {
    expect(message(personal, ['siblings', '1', 'siblingsAge'], 'minimum')).toBe(
      'Irmãos, nº 2 — Idade do irmão ou irmã (anos): informe só o número, de 0 a 120.',
    )
  })

  it("takes a coded answer's title from the reference that uses it", () => {
    const schema = {
      type: 'object',
      properties: { bathAlone: { $ref: '#/$defs/yesNo', title: 'Toma banho sozinho(a)' } },
      $defs: { yesNo: { type: 'string', oneOf: [{ const: 'sim' }, { const: 'nao' }] } },
    } as FieldSchema
    expect(message(schema, ['bathAlone'], 'oneOf')).toBe('Toma banho sozinho(a): escolha uma das opções.')
  })

  it('reads an Ajv error as the path to its question, a missing one included', () => {
    expect(problemPath('/siblings/0/siblingsAge')).toEqual(['siblings', '0', 'siblingsAge'])
    expect(problemPath('', { missingProperty: 'patientName' })).toEqual(['patientName'])
    expect(problemPath('/a~1b~0c')).toEqual(['a/b~c'])
    expect(fieldAt(personal, ['nothing'], resolveLocal)).toBeUndefined()
  })
})
