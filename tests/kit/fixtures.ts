// Test data many test files share: the server's messages as a user reads them, a complete patient, the sections of
// an evaluation's page, unique e-mails. Written out here, not imported from the app, so that a change of wording
// fails a test. No imports: browser, jsdom and server tests all read it.

export const UNAUTHORIZED = 'Sessão inválida ou expirada. Entre novamente.'
export const FORBIDDEN = 'Você não tem permissão para esta ação.'
export const KEY_REUSED = 'Chave de idempotência já usada por outra requisição.'
export const NIL_UUID = '00000000-0000-0000-0000-000000000000'

let seq = 0
/** An e-mail no other test of this run uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}${++seq}-${Date.now()}@example.com`

/** A patient with every field of the registration filled in. */
export const fullPatient = () => ({
  name: 'Helena Ávila',
  fatherName: 'Jorge Ávila',
  motherName: 'Íris Ávila',
  birthDate: '2019-07-14',
  age: '6 anos',
  phone: '(21) 99876-5432',
  motherCareer: 'Médica',
  fatherCareer: 'Músico',
  medications: 'Nenhum',
  livesWith: 'Pais',
  caregiver: 'Mãe',
  school: 'Escola Estadual Tiradentes',
  siblings: [{ name: 'Otávio', age: 9 }],
  address: [
    {
      street: 'Av. Atlântica',
      number: '1702',
      neighborhood: 'Copacabana',
      city: 'Rio de Janeiro',
      state: 'RJ',
      cep: '22021-001',
    },
  ],
})

/** The sections of an evaluation's page, in order (the titles a clinician reads). */
export const DETAIL_SECTIONS = [
  'Dados Gerais',
  'Gestação',
  'Nutrição',
  'Sono',
  'Desenvolvimento Psicomotor',
  'Desenvolvimento da Linguagem',
  'Histórico Patológico',
  'Independência e Compreensão',
  'Hábitos e Manias',
  'Histórico Escolar',
  'Recreação',
  'Relações Familiares',
]

/** An address with every field filled in, as the patient form takes it. */
export const FULL_ADDRESS = {
  street: 'Rua das Flores',
  number: '120',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP' as const,
  cep: '13010-000',
}
