import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { HINT_KEYWORD } from '../../src/shared/questionnaire/messages'
import { describe, expect, it } from 'vitest'
import {
  answerSet,
  checkLabels,
  checkNoUiKeywords,
  checkTitles,
  checkUiSchema,
  countFields,
  labelProblem,
  resolveRef,
  type Json,
} from './lint-rules'
import { DETAIL_SECTIONS } from '../kit/fixtures'

const schemasDir = fileURLToPath(new URL('../../schemas', import.meta.url))
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8')) as Json

interface WizardStep {
  slug: string
  title: string
  schema: string
  ui: string
  section: string
  target: string
}

const wizard = readJson('wizard.json') as unknown as {
  version: string
  basePath: string
  steps: WizardStep[]
}
const detail = readJson('detail.json') as unknown as { sections: { title: string; source: string }[] }
const common = readJson('common.json')
const patient = readJson('patient.schema.json')
const steps = wizard.steps.map((step) => ({
  ...step,
  json: readJson(step.schema),
  uiJson: readJson(step.ui),
}))
const commonDefs = common.$defs as Record<string, Json>

/** Every JSON schema in schemas/ (not the UI schemas, wizard.json or detail.json). */
const jsonSchemas: [string, Json][] = [
  ['common.json', common],
  ['patient.schema.json', patient],
  ...steps.map((step): [string, Json] => [step.schema, step.json]),
]

// ---------------------------------------------------------------------------------------------------------
// What the spec asks for (product-spec sections 2 and 3, with DESIGN section 5's spellings)

const EXPECTED_STEPS: [slug: string, title: string][] = [
  ['', 'Dados Pessoais'],
  ['endereco', 'Endereço'],
  ['gestacao', 'Gravidez'],
  ['nutricao', 'Nutrição'],
  ['sono', 'Sono'],
  ['desenvolvimento-psicomotor', 'Desenvolvimento Psicomotor'],
  ['desenvolvimento-linguagem', 'Desenvolvimento da Linguagem'],
  ['historico-patologico', 'Histórico Patológico'],
  ['independencia', 'Independência e Compreensão'],
  ['historico-escolar', 'Histórico Escolar'],
  ['recreacao', 'Recreação'],
  ['habitos-e-tiques', 'Hábitos e Manias'],
  ['relacao-familiar', 'Relação Familiar'],
]

const HABITS_THREE_WAY = [
  'bitesNails',
  'alignsObjects',
  'playsWithPartsOnly',
  'opensAndClosesObjects',
  'rigidPretendPlay',
  'resistsRoutineChange',
  'fixedActivitySequence',
  'attachedToUnusualObjects',
  'handNearFace',
  'handsNearBody',
  'bodySwing',
  'armFlapping',
  'sensoryInterest',
  'soundSensitivity',
  'inappropriateTouch',
  'hyperactivity',
]
const FAMILY_THREE_WAY = [
  'headOrientationToAdult',
  'smilesAtFamiliarPeople',
  'smilesAtUnfamiliarPeople',
  'smilesInResponse',
  'facialExpressionVariation',
  'emotionalExpressionContext',
  'isAffectionate',
  'sharesPleasure',
  'caresAboutParents',
  'jointAttentionPointing',
  'commentsGesturesOrSpeech',
  'followsPointing',
  'respondsToPlayInvitation',
  'initiatesWithChildren',
  'respondsButNoInitiative',
  'anxiousWithChildren',
  'stereotypedPlayOnly',
  'prefersPairPlay',
  'anxiousWithStrangers',
  'avoidsStrangerContact',
  'persistentAggression',
  'excessiveDisinhibition',
  'contextualBehaviorVariation',
  'worriesWhenApart',
  'smilesAtParentsReturn',
  'asksParentsForHelp',
  'checksParentsInNewPlaces',
]
const RECREATION_THREE_WAY = [
  'operateConsistently',
  'pretendPlayMiniatures',
  'pretendPlayObjects',
  'pretendPlayRoles',
]
const SELF_CARE_DIFFICULTY = [
  'bathAlone',
  'brushesTeethAlone',
  'cleansSelf',
  'difficultyWithHygieneSequence',
  'dressesSelf',
  'buttonsClothes',
  'tiesShoes',
]

/** Section (a wizard step's `section`, or `common.<def>`) -> every field the spec names for it. */
const EXPECTED_FIELDS: Record<string, string[]> = {
  personalData: [
    'mainComplaint',
    'evaluationData',
    'patientName',
    'school',
    'fatherName',
    'fatherCareer',
    'motherName',
    'motherCareer',
    'birthDate',
    'patientAge',
    'phoneNumber',
    'medications',
    'livesWith',
    'caregiver',
    'siblings',
  ],
  address: ['address'],
  'common.address': ['street', 'number', 'neighborhood', 'city', 'state', 'cep'],
  'common.sibling': ['siblingsName', 'siblingsAge'],
  gestation: [
    'gestationDuration',
    'motherAge',
    'prenatalTreatment',
    'accidents',
    'diseasesDuringPregnancy',
    'medicationsDuringPregnancy',
    'hypotension',
    'hypertension',
    'anemia',
    'deliveryDuration',
    'normalDelivery',
    'forcepsDelivery',
    'cesareanDelivery',
    'anesthesia',
    'birthWeight',
    'birthHeight',
    'cried',
    'cyanosis',
    'pregnancyExperience',
    'coupleRelationship',
    'maternalHealthConditions',
    'postpartumExperience',
    'motherBabyHealthPostpartum',
    'postpartumDepression',
    'firstDaysAtHome',
    'observations',
  ],
  nutrition: [
    'breastfeeding',
    'breastfeedingDuration',
    'goodSuctionSwallowing',
    'choking',
    'vomiting',
    'forcedEat',
    'currentFeeding',
    'weaning',
    'bottleFeedingAge',
    'solidFoodIntroductionAge',
    'acceptsDifferentTextures',
    'feedingIssuesDescription',
    'foodSelectivity',
    'observations',
    'artificialFeeding',
    'artificialFeedingDuration',
  ],
  sleep: [
    'normal',
    'restless',
    'talksDuringSleep',
    'nocturnalEnuresis',
    'teethGrinding',
    'sleepwalking',
    'sleepsWithMouthOpen',
    'drools',
    'asBabyNoProblems',
    'asBabySleptAlone',
    'currentNoProblems',
    'currentSleptAlone',
    'asBabySharedWith',
    'asBabySleepDifficulties',
    'currentSharedWith',
    'currentSleepDifficulties',
    'observations',
  ],
  psychomotorDevelopment: [
    'heldHeadUp',
    'crawledAge',
    'walkedAge',
    'floppyOrFirmBaby',
    'fallingFrequency',
    'grabbedObjectsAge',
    'walkingDefects',
    'goodDirectionSense',
    'dailyActivities',
    'motorExamples',
    'observations',
    'crawled',
    'canJump',
    'sphincterControl',
    'bumpsIntoThings',
    'dropsThingsFromHands',
    'agile',
    'orthopedicProblems',
    'usedBoots',
    'walksOnTiptoes',
    'swingsWhenWalking',
    'hasBalanceIssues',
    'difficultyRunningClimbing',
    'postureProblems',
    'difficultyWithObjects',
    'difficultyPlaying',
    ...SELF_CARE_DIFFICULTY,
  ],
  languageDevelopment: [
    'babbled',
    'syllableRepetition',
    'wordsWithMeaning',
    'simpleCompleteSentences',
    'understoodByAllWhen',
    'stutteredAround',
    'firstVocalizationsAge',
    'firstWords',
    'firstSentences',
    'speechDelay',
    'speechArticulation',
    'speechRhythm',
    'reactionWhenContradicted',
    'observations',
    'understandsCommands',
    'emitsPrimitiveSound',
    'languageUnderstood',
    'usesGesture',
    'sings',
    'knowsSongs',
    'gestureHelp',
    'gestureShare',
    'gestureNodYes',
    'gestureNodNo',
    'gestureWave',
    'gestureBlowKiss',
    'gestureImitate',
    'gestureClap',
    'gestureLiftArms',
    'gestureShakeFingerNo',
    'looksWhenPointed',
    'usesAdultHand',
    'answersToName',
    'echolalia',
    'repeatsPhrases',
    'pronounConfusion',
    'inventsWords',
    'strangeWordCombinations',
    'insistsOnRepetition',
  ],
  pathologicalHistory: [
    'physicalMalformations',
    'measles',
    'smallpox',
    'highFever',
    'fallsBlows',
    'tonsilsAdenoids',
    'seesWell',
    'wearsGlasses',
    'hearingProblems',
    'psychosomaticDisorders',
    'operationsDone',
    'optometristReason',
    'optometristResult',
    'whichEar',
    'howUnderstand',
    'attendedTherapy',
    'familyDevelopmentHistory',
    'familySurgeriesHospitalizations',
    'observations',
  ],
  independenceAndComprehension: [
    'startedEatingAloneAge',
    'startedDressingAloneAge',
    'startedBathingAloneAge',
    'startedIdentifyingObjectsAge',
    'observations',
  ],
  schooling: [
    'doesWellSchool',
    'likesStudy',
    'parentsStudyChild',
    'arithmeticDifficulties',
    'writingDifficulties',
    'hasBeenHeldBack',
    'attendedKindergarten',
    'changedSchoolsOften',
    'reasonBeingHeldBack',
    'kindergartenAge',
    'currentGrade',
    'currentSchool',
    'observations',
  ],
  recreation: [
    'favoriteActivitiesAndToys',
    'favoriteBooksAndTvShows',
    'typicalExploration',
    'atypicalExploration',
    'observations',
    'adaptsHasFriends',
    'functionalPlay',
    ...RECREATION_THREE_WAY,
  ],
  habitsAndTics: [
    'usedPacifier',
    'pacifierRemovalMethod',
    'thumbHand',
    'thumbSuckingDuration',
    'thumbSuckingRemovalMethod',
    'nailBitingHand',
    'reactionWhenPlayInterrupted',
    'reactionToInterruption',
    'fears',
    'observations',
    'suckedThumb',
    ...HABITS_THREE_WAY,
  ],
  familyInterrelationship: [
    'relationshipFather',
    'relationshipMother',
    'relationshipSiblings',
    'relationshipOthers',
    'schoolAdaptation',
    'observations',
    ...FAMILY_THREE_WAY,
  ],
}

/** The stored state's other spellings, and the stored-only fields DESIGN section 5 leaves out. */
const FORBIDDEN_FIELDS = [
  'understandCommands',
  'emitsPrimitiveSounds',
  'howUnderstands',
  'attendTherapy',
  'startedWalkingAloneAge',
  'startedIndetifyingObjectsAge',
  'doesWellInSchool',
  'changesSchoolsOften',
  'reasoBeingHeldBack',
  'kindergatenAge',
  'playsWithObjects',
  'symbolicPlayWithMiniatures',
  'symbolicPlayWithObjects',
  'symbolicPlayWithRoles',
]

/** Answer-set fields by section: [$defs name, fields]. */
const ANSWER_SET_FIELDS: Record<string, [string, string[]]> = {
  habitsAndTics: ['yesNoSometimes', HABITS_THREE_WAY],
  familyInterrelationship: ['yesNoSometimes', FAMILY_THREE_WAY],
  recreation: ['yesNoSometimes', RECREATION_THREE_WAY],
  psychomotorDevelopment: ['yesNoDifficulty', SELF_CARE_DIFFICULTY],
}

const propertiesOf = (schema: Json | undefined) => Object.keys((schema?.properties as Json | undefined) ?? {})

function fieldsOfSection(section: string): string[] {
  if (section.startsWith('common.')) return propertiesOf(commonDefs[section.slice('common.'.length)])
  return propertiesOf(steps.find((step) => step.section === section)?.json)
}

/** The server's Ajv (src/server/plugins/validation.ts): strict, with the same formats and common.json added. */
function strictAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true })
  addFormats.default(ajv, ['date', 'date-time', 'uuid', 'email'])
  ajv.addKeyword({ keyword: HINT_KEYWORD, schemaType: 'string' })
  ajv.addSchema(common)
  return ajv
}

// ---------------------------------------------------------------------------------------------------------

describe('questionnaire schemas', () => {
  it('every property, at any depth, has a title', () => {
    expect(jsonSchemas.flatMap(([file, schema]) => checkTitles(schema, file))).toEqual([])
  })

  it('every label reads as Portuguese (not the field name, not an identifier, no English words)', () => {
    expect(jsonSchemas.flatMap(([file, schema]) => checkLabels(schema, file))).toEqual([])
  })

  it('no JSON schema carries a UI-only keyword (the server Ajv is strict)', () => {
    expect(jsonSchemas.flatMap(([file, schema]) => checkNoUiKeywords(schema, file))).toEqual([])
  })

  it.each(steps.map((step) => [step.ui, step] as const))(
    '%s names only existing fields, orders them all once ending with "*", and sizes textareas',
    (_file, step) => {
      expect(checkUiSchema(step.uiJson, step.json, { file: step.ui, root: step.json, common })).toEqual([])
      expect(step.uiJson['ui:order']).toBeDefined()
    },
  )

  it('every schema compiles in a strict Ajv 8 with common.json, as at server boot', () => {
    const ajv = strictAjv()
    for (const [file, schema] of jsonSchemas.slice(1)) {
      expect(() => ajv.compile(schema), file).not.toThrow()
    }
  })

  it('step schemas follow the README: $id <section>.json, closed objects, no top-level title, no defaults', () => {
    for (const step of steps) {
      expect(step.json.$id, step.schema).toBe(`${step.section}.json`)
      expect(step.json.type, step.schema).toBe('object')
      expect(step.json.additionalProperties, step.schema).toBe(false)
      expect(step.json.title, step.schema).toBeUndefined()
      expect(JSON.stringify(step.json), step.schema).not.toMatch(/"default"\s*:/)
    }
  })
})

describe('wizard.json and detail.json', () => {
  it('has the spec route table: thirteen steps with these slugs and titles, in order', () => {
    expect(wizard.steps.map((step) => [step.slug, step.title])).toEqual(EXPECTED_STEPS)
    expect(wizard.basePath).toBe('/pacientes/novo')
  })

  it('each step names existing files and a distinct section; the first two fill the patient', () => {
    for (const step of wizard.steps) {
      expect(fs.existsSync(path.join(schemasDir, step.schema)), step.schema).toBe(true)
      expect(fs.existsSync(path.join(schemasDir, step.ui)), step.ui).toBe(true)
    }
    const sections = wizard.steps.map((step) => step.section)
    expect(new Set(sections).size).toBe(sections.length)
    expect(wizard.steps.map((step) => step.target)).toEqual([
      'patient',
      'patient',
      ...Array<string>(11).fill('evaluation'),
    ])
  })

  it('lists the detail sections in the spec order, each from a known source', () => {
    expect(detail.sections.map((section) => section.title)).toEqual(DETAIL_SECTIONS)
    const evaluationSections = wizard.steps.filter((s) => s.target === 'evaluation').map((s) => s.section)
    expect(detail.sections.map((section) => section.source).sort()).toEqual(
      ['general', ...evaluationSections].sort(),
    )
  })
})

describe('fields named in the spec', () => {
  it.each(Object.entries(EXPECTED_FIELDS))('%s has every field the spec names', (section, expected) => {
    const present = fieldsOfSection(section)
    expect(expected.filter((field) => !present.includes(field))).toEqual([])
  })

  it('uses DESIGN section 5 spellings, not the stored-state ones, and leaves out the repeated play fields', () => {
    const all = [
      ...steps.flatMap((step) => propertiesOf(step.json)),
      ...Object.values(commonDefs).flatMap(propertiesOf),
    ]
    expect(all.filter((field) => FORBIDDEN_FIELDS.includes(field))).toEqual([])
  })

  it('counts the questions per step (at least 220 in all)', () => {
    const counts = steps.map((step) => ({
      step: step.slug || '(dados pessoais)',
      fields: countFields(step.json, common),
    }))
    const total = counts.reduce((sum, row) => sum + row.fields, 0)
    console.log(
      `Questions per step (list items count their fields):\n${counts
        .map((row) => `  ${row.step.padEnd(28)} ${row.fields}`)
        .join('\n')}\n  ${'total'.padEnd(28)} ${total}`,
    )
    expect(total).toBeGreaterThanOrEqual(220)
  })
})

describe('answer sets', () => {
  it.each([
    ['yesNoSometimes', 'ocasionalmente', 'Ocasionalmente'],
    ['yesNoDifficulty', 'com_dificuldade', 'Com dificuldade'],
  ])('%s is sim|nao|%s titled Sim, Não, %s', (def, third, title) => {
    expect(commonDefs[def]?.type).toBe('string')
    expect(answerSet(commonDefs[def])).toEqual([
      ['sim', 'Sim'],
      ['nao', 'Não'],
      [third, title],
    ])
  })

  it.each(Object.entries(ANSWER_SET_FIELDS))(
    '%s three-way fields use their answer set as radios',
    (section, [def, fields]) => {
      const step = steps.find((s) => s.section === section)!
      const properties = step.json.properties as Record<string, Json>
      for (const field of fields) {
        expect(properties[field]?.$ref, `${section}.${field}`).toBe(`common.json#/$defs/${def}`)
        expect((step.uiJson[field] as Json | undefined)?.['ui:widget'], `${section}.${field}`).toBe('radio')
      }
    },
  )

  it('every field on an answer set is shown as radios', () => {
    for (const step of steps) {
      for (const [field, property] of Object.entries(step.json.properties as Record<string, Json>)) {
        if (answerSet(resolveRef(property, step.json, common)))
          expect((step.uiJson[field] as Json | undefined)?.['ui:widget'], `${step.section}.${field}`).toBe(
            'radio',
          )
      }
    }
  })
})

describe('the lint can fail', () => {
  const bad: Json = {
    $id: 'bad.json',
    type: 'object',
    properties: {
      untitled: { type: 'string' },
      patientName: { type: 'string', title: 'patientName' },
      camel: { type: 'string', title: 'motherCareer' },
      english: { type: 'string', title: 'Does the child sleep with the parents' },
      styled: { type: 'string', title: 'Observações', 'ui:widget': 'textarea', rows: 3 },
      list: {
        type: 'array',
        title: 'Lista',
        items: { type: 'object', properties: { inner: { type: 'integer' } } },
      },
    },
    $defs: { nested: { type: 'object', properties: { deep: { type: 'boolean', enumNames: ['Sim'] } } } },
  }
  const badUi: Json = {
    'ui:order': ['patientName', 'patientName', 'missing'],
    styled: { 'ui:widget': 'textarea', 'ui:options': { rows: 8 } },
    ghost: { 'ui:widget': 'radio' },
    list: { items: { 'ui:order': ['inner'], phantom: {} } },
  }

  it('reports properties without a title, at any depth', () => {
    expect(checkTitles(bad, 'bad')).toEqual([
      'bad #/properties/untitled: property "untitled" has no title',
      'bad #/properties/list/items/properties/inner: property "inner" has no title',
      'bad #/$defs/nested/properties/deep: property "deep" has no title',
    ])
  })

  it('reports labels that are the field name, an identifier or English', () => {
    const problems = checkLabels(bad, 'bad').join('\n')
    expect(problems).toContain('"patientName" equals its field name')
    expect(problems).toContain('"motherCareer" looks like an identifier')
    expect(problems).toContain('contains the English word "Does"')
    expect(labelProblem('x', 'Ofício da escola')).toBeUndefined()
    expect(labelProblem('x', 'Com quem a criança mora')).toBeUndefined()
    expect(labelProblem('x', 'idade do irmão')).toBe('does not start with a capital letter')
  })

  it('reports UI-only keywords inside a JSON schema', () => {
    expect(checkNoUiKeywords(bad, 'bad')).toEqual([
      'bad #/properties/styled: UI-only keyword "ui:widget" in a JSON schema',
      'bad #/properties/styled: UI-only keyword "rows" in a JSON schema',
      'bad #/$defs/nested/properties/deep: UI-only keyword "enumNames" in a JSON schema',
    ])
    // A field may be called "size": names under `properties` are not keywords.
    expect(checkNoUiKeywords({ properties: { size: { type: 'string' } } }, 'ok')).toEqual([])
  })

  it('reports bad ui:order, unknown UI fields (nested too) and bad textareas', () => {
    expect(checkUiSchema(badUi, bad, { file: 'bad.ui', root: bad, common })).toEqual([
      'bad.ui (root): ui:order does not end with "*"',
      'bad.ui (root): ui:order lists "patientName" twice',
      'bad.ui (root): ui:order lists "missing", which the schema does not have',
      'bad.ui styled: textarea rows 8 outside 2..4',
      'bad.ui styled: textarea on a field without a string maxLength',
      'bad.ui (root): UI schema names "ghost", which the schema does not have',
      'bad.ui list.items: ui:order does not end with "*"',
      'bad.ui list.items: UI schema names "phantom", which the schema does not have',
    ])
  })

  it('refuses the bad schema in a strict Ajv', () => {
    expect(() => strictAjv().compile(bad)).toThrow(/strict mode/)
  })
})
