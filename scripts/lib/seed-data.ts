// Realistic Brazilian Portuguese patients and complete evaluations for `npm run seed`, the load test and the
// benchmark. Every evaluation answers every question of every section: the answers are generated from the
// step schemas in schemas/ (by type, with a few wording-aware rules), so a new question is filled too.
import { ageFromBirthDate } from '../../src/shared/dates'
import { loadQuestionnaire } from '../../src/server/questionnaire'
import type { PatientInput } from '../../src/shared/contract/patients'
import {
  answerEvaluation,
  fitText,
  questionCount,
  type AnswerStrategy,
  type Question,
  type Sections,
} from '../../tests/kit/answers'
import type { Random } from './random'

/** A state's UF, as the patient's address takes it. */
type UF = NonNullable<NonNullable<PatientInput['address']>[number]['state']>

// prettier-ignore
const GIRLS = [
  'Ana', 'Maria', 'Júlia', 'Beatriz', 'Larissa', 'Letícia', 'Lívia', 'Lúcia', 'Sofia', 'Helena', 'Alice',
  'Laura', 'Valentina', 'Heloísa', 'Manuela', 'Isabela', 'Lorena', 'Cecília', 'Clara', 'Giovanna', 'Yasmin',
  'Antônia', 'Mariana', 'Gabriela', 'Rafaela', 'Luíza', 'Melissa', 'Nicole', 'Emanuelly', 'Ágatha', 'Bárbara',
  'Vitória', 'Lavínia', 'Esther', 'Eloá', 'Maitê', 'Liz', 'Rebeca', 'Sara', 'Débora', 'Raíssa', 'Cauane',
]
// prettier-ignore
const GIRL_SECOND = [
  'Clara', 'Eduarda', 'Luíza', 'Júlia', 'Vitória', 'Cecília', 'Alice', 'Flor', 'Luz', 'Sofia',
]
// prettier-ignore
const BOYS = [
  'João', 'Pedro', 'Miguel', 'Arthur', 'Heitor', 'Bernardo', 'Théo', 'Davi', 'Gabriel', 'Lorenzo', 'Samuel',
  'Benício', 'Matheus', 'Lucas', 'Rafael', 'Guilherme', 'Gustavo', 'Enzo', 'Nicolas', 'Joaquim', 'Antônio',
  'Caio', 'Vinícius', 'Otávio', 'Emanuel', 'Isaac', 'Levi', 'Murilo', 'Benjamin', 'Henrique', 'Bryan',
  'Thiago', 'Felipe', 'Ícaro', 'Conrado', 'Valentim', 'Luan', 'Kauã', 'Cauã', 'Ravi', 'Noah', 'Érico',
]
const BOY_SECOND = ['Pedro', 'Lucas', 'Miguel', 'Gabriel', 'Guilherme', 'Henrique', 'Vítor', 'Paulo', 'Luca']
// prettier-ignore
const WOMEN = [
  'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline',
  'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Conceição', 'Luciana', 'Vanessa', 'Simone',
  'Cláudia', 'Fabiana', 'Tatiane', 'Priscila', 'Daniela', 'Raquel', 'Kátia', 'Mônica', 'Rosângela', 'Gisele',
  'Natália', 'Sônia', 'Érica', 'Graça', 'Lúcia', 'Joelma', 'Thaís', 'Viviane', 'Cristiane', 'Débora',
]
// prettier-ignore
const MEN = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Luís',
  'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Sebastião',
  'Márcio', 'Fábio', 'Sérgio', 'André', 'Rogério', 'Cláudio', 'Júlio', 'Vinícius', 'Flávio', 'Leandro',
  'Anderson', 'Wellington', 'Reginaldo', 'Edson', 'Fabrício', 'Álvaro', 'Joaquim', 'Otávio', 'Irineu',
]
// prettier-ignore
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Conceição', 'Magalhães', 'Brandão',
  'Falcão', 'Assunção', 'Guimarães', 'Simões', 'Patrício', 'Antunes', 'Sampaio', 'Brito', 'Câmara', 'Aragão',
  'Monteiro', 'Cavalcanti', 'Albuquerque', 'Bezerra', 'Castro', 'Pinheiro', 'Figueiredo', 'Macêdo', 'Leão',
  'Tavares', 'Peixoto', 'Queiroz', 'Sá', 'Damásio', 'Ventura', 'Cordeiro', 'Xavier', 'Bragança', 'Lustosa',
]
// The particle some family names take in a full name ('Maria da Silva', 'João dos Santos').
// prettier-ignore
const PARTICLES: Record<string, string> = {
  Silva: 'da', Santos: 'dos', Oliveira: 'de', Souza: 'de', Costa: 'da', Conceição: 'da', Assunção: 'da',
  Rocha: 'da', Nascimento: 'do', Carvalho: 'de', Almeida: 'de', Freitas: 'de', Sá: 'de', Araújo: 'de',
  Castro: 'de', Magalhães: 'de', Albuquerque: 'de', Andrade: 'de', Brito: 'de',
}

/** Real cities with their state, area code and a CEP range (first five digits) of their own. */
const CITIES: [city: string, state: UF, ddd: number, cepFrom: number, cepTo: number][] = [
  ['São Paulo', 'SP', 11, 1000, 5999],
  ['Campinas', 'SP', 19, 13000, 13139],
  ['Santos', 'SP', 13, 11000, 11099],
  ['Ribeirão Preto', 'SP', 16, 14000, 14114],
  ['Sorocaba', 'SP', 15, 18000, 18109],
  ['São José dos Campos', 'SP', 12, 12200, 12248],
  ['Rio de Janeiro', 'RJ', 21, 20000, 23799],
  ['Niterói', 'RJ', 21, 24000, 24399],
  ['Petrópolis', 'RJ', 24, 25600, 25779],
  ['Belo Horizonte', 'MG', 31, 30000, 31999],
  ['Juiz de Fora', 'MG', 32, 36000, 36099],
  ['Uberlândia', 'MG', 34, 38400, 38415],
  ['Vitória', 'ES', 27, 29000, 29099],
  ['Salvador', 'BA', 71, 40000, 42599],
  ['Feira de Santana', 'BA', 75, 44000, 44099],
  ['Vitória da Conquista', 'BA', 77, 45000, 45099],
  ['Recife', 'PE', 81, 50000, 52999],
  ['Caruaru', 'PE', 81, 55000, 55099],
  ['Fortaleza', 'CE', 85, 60000, 61599],
  ['Juazeiro do Norte', 'CE', 88, 63000, 63099],
  ['Natal', 'RN', 84, 59000, 59139],
  ['João Pessoa', 'PB', 83, 58000, 58099],
  ['Campina Grande', 'PB', 83, 58400, 58445],
  ['Maceió', 'AL', 82, 57000, 57099],
  ['Aracaju', 'SE', 79, 49000, 49098],
  ['Teresina', 'PI', 86, 64000, 64099],
  ['São Luís', 'MA', 98, 65000, 65109],
  ['Belém', 'PA', 91, 66000, 66999],
  ['Manaus', 'AM', 92, 69000, 69099],
  ['Macapá', 'AP', 96, 68900, 68911],
  ['Porto Velho', 'RO', 69, 76800, 76834],
  ['Palmas', 'TO', 63, 77000, 77270],
  ['Brasília', 'DF', 61, 70000, 72799],
  ['Goiânia', 'GO', 62, 74000, 74894],
  ['Anápolis', 'GO', 62, 75000, 75159],
  ['Cuiabá', 'MT', 65, 78000, 78109],
  ['Campo Grande', 'MS', 67, 79000, 79129],
  ['Curitiba', 'PR', 41, 80000, 82999],
  ['Londrina', 'PR', 43, 86000, 86099],
  ['Maringá', 'PR', 44, 87000, 87119],
  ['Florianópolis', 'SC', 48, 88000, 88099],
  ['Joinville', 'SC', 47, 89200, 89239],
  ['Blumenau', 'SC', 47, 89000, 89099],
  ['Porto Alegre', 'RS', 51, 90000, 91999],
  ['Caxias do Sul', 'RS', 54, 95000, 95129],
  ['Pelotas', 'RS', 53, 96000, 96099],
]
// prettier-ignore
const STREETS = [
  'Rua das Flores', 'Avenida Brasil', 'Rua Sete de Setembro', 'Rua XV de Novembro', 'Avenida Getúlio Vargas',
  'Rua Tiradentes', 'Rua Dom Pedro II', 'Rua São João', 'Rua Rui Barbosa', 'Avenida Santos Dumont',
  'Rua Marechal Deodoro', 'Rua José de Alencar', 'Rua Castro Alves', 'Rua Machado de Assis',
  'Travessa da Conceição', 'Rua Padre Anchieta', 'Avenida Presidente Juscelino Kubitschek', 'Rua da Paz',
  'Rua Cecília Meireles', 'Rua Barão do Rio Branco', 'Avenida Independência', 'Rua Santa Luzia',
  'Rua Gonçalves Dias', 'Rua Frei Caneca', 'Rua Princesa Isabel', 'Alameda dos Ipês', 'Rua do Comércio',
  'Rua Visconde de Mauá', 'Avenida Boa Viagem', 'Rua São Sebastião', 'Rua Joaquim Nabuco', 'Rua Olavo Bilac',
]
// prettier-ignore
const NEIGHBORHOODS = [
  'Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cecília', 'Liberdade', 'São José', 'Bela Vista',
  'Jardim das Flores', 'Vila Mariana', 'Santo Antônio', 'Cidade Nova', 'Jardim Paulista', 'Alto da Glória',
  'Parque São Jorge', 'Conjunto Habitacional Esperança', 'Vila São João', 'Jardim Botânico', 'Aeroporto',
  'Nossa Senhora das Graças', 'Morada do Sol', 'Ipiranga', 'Aldeota', 'Pituba', 'Tijuca', 'Savassi',
]
// prettier-ignore
const CAREERS_F = [
  'Professora', 'Enfermeira', 'Do lar', 'Auxiliar administrativa', 'Vendedora', 'Cabeleireira', 'Advogada',
  'Técnica de enfermagem', 'Cozinheira', 'Contadora', 'Comerciante', 'Autônoma', 'Manicure', 'Estudante',
  'Analista de sistemas', 'Diarista', 'Psicóloga', 'Agente comunitária de saúde', 'Costureira', 'Bancária',
]
// prettier-ignore
const CAREERS_M = [
  'Motorista', 'Pedreiro', 'Engenheiro civil', 'Comerciante', 'Autônomo', 'Mecânico', 'Policial militar',
  'Agricultor', 'Eletricista', 'Vendedor', 'Professor', 'Analista de sistemas', 'Vigilante', 'Garçom',
  'Técnico em informática', 'Servidor público', 'Caminhoneiro', 'Marceneiro', 'Médico', 'Porteiro',
]
// prettier-ignore
const SCHOOLS = [
  'Escola Municipal Monteiro Lobato', 'EMEF Cecília Meireles', 'Colégio Santa Maria',
  'Escola Estadual Tiradentes', 'CMEI Pequeno Príncipe', 'Creche Municipal Tia Nair', 'Colégio Adventista',
  'Escola Municipal Paulo Freire', 'Colégio Dom Bosco', 'Escola Estadual Professora Conceição Araújo',
  'Centro Educacional Arco-Íris', 'Escola Municipal Vinícius de Moraes', 'Colégio São José',
  'EMEI Sítio do Picapau Amarelo',
]
// prettier-ignore
const LIVES_WITH = [
  'Pai e mãe', 'Mãe e avó materna', 'Pais e irmão mais velho', 'Mãe, padrasto e duas irmãs', 'Avós paternos',
  'Pai, mãe e irmã mais nova', 'Mãe', 'Pai e madrasta', 'Pais, irmãos e avó', 'Mãe e tia materna',
]
// prettier-ignore
const CAREGIVERS = [
  'Mãe', 'Avó materna', 'Babá durante o dia; a mãe à noite', 'Creche em período integral',
  'Pai e mãe se revezam', 'Avó paterna', 'Tia materna', 'Mãe; a escola no período da tarde',
  'Irmã mais velha depois da escola',
]
// prettier-ignore
const MEDICATIONS = [
  'Nenhum', 'Nenhum no momento', 'Vitamina D em gotas', 'Risperidona 0,5 mg à noite', 'Sulfato ferroso',
  'Loratadina quando necessário', 'Metilfenidato 10 mg pela manhã', 'Melatonina 1 mg antes de dormir',
  'Budesonida spray nasal', 'Polivitamínico', 'Salbutamol nas crises de asma',
]
// prettier-ignore
const COMPLAINTS = [
  'Troca de sons na fala (r por l).', 'Atraso na fala: fala poucas palavras para a idade.',
  'Gagueira que piorou nos últimos meses.',
  'Dificuldade para ser compreendido por pessoas de fora da família.',
  'Encaminhado pela escola por dificuldade de leitura e escrita.', 'Respira pela boca e baba durante o sono.',
  'Não responde quando chamado; suspeita de TEA em investigação.', 'Voz rouca depois de gritar muito.',
  'Fala "tatibitate", como bebê.', 'Troca o "s" pelo "f" e fala com a língua entre os dentes.',
  'A professora relata que não presta atenção e não acompanha a turma.',
  'Engasga com frequência ao comer e recusa alimentos sólidos.',
  'Encaminhamento do pediatra após triagem auditiva alterada.',
]

// Answers for the questionnaire's free text, by what the question asks.
// prettier-ignore
const AGES = [
  'Aos 3 meses', 'Aos 4 meses', 'Por volta dos 6 meses', 'Aos 8 meses', 'Aos 10 meses', 'Com 1 ano',
  'Aos 14 meses', 'Com 1 ano e meio', 'Aos 2 anos', 'Por volta dos 2 anos e meio', 'Aos 3 anos', 'Aos 4 anos',
  'Não lembra ao certo', 'Ainda não', 'Dentro do esperado, segundo a mãe',
]
// prettier-ignore
const DURATIONS = [
  'Até os 6 meses', 'Por 1 ano', 'Até 1 ano e 8 meses', 'Por 3 meses', 'Até os 2 anos', 'Não mamou no peito',
  'Por 4 meses, com complemento', 'Até os 3 anos',
]
// prettier-ignore
const HOW = [
  'Aos poucos, com conversa', 'Com ajuda da família', 'Sozinho(a), sem intervenção', 'Com orientação do dentista',
  'De uma vez, sem muito choro', 'Com recompensas', 'Ainda em andamento', 'Não se aplica',
]
// prettier-ignore
const FIRST_WORDS = [
  '"Mamã", "papá" e "água", com cerca de 1 ano', '"Dá", "não" e "mamãe", aos 18 meses',
  '"Au-au" e "vovó", por volta dos 2 anos', '"Quero água", aos 2 anos e meio', '"Mamãe, vem!", aos 3 anos',
  'Ainda não fala frases', '"Cadê o papai?", aos 2 anos',
]
const SHORT = [
  'Sim',
  'Não',
  'Às vezes',
  'Não soube informar',
  'Com ajuda da mãe',
  'Normalmente',
  'Raramente',
  'Com frequência',
  'Sem alterações',
  'A mãe não lembra',
  'Sim, mas com dificuldade',
  'Somente em casa',
]
// prettier-ignore
const SENTENCES = [
  'A mãe relata que a criança é carinhosa e tranquila na maior parte do tempo.',
  'Segundo a família, não houve intercorrências importantes.',
  'Refere que a situação melhorou depois que começou a frequentar a escola.',
  'A avó ajuda nos cuidados durante a semana.',
  'Os pais percebem diferença quando a criança está cansada ou com sono.',
  'Apresenta irritabilidade quando a rotina muda.',
  'Foi acompanhada pelo pediatra da unidade básica de saúde.', 'Não faz uso de chupeta desde os dois anos.',
  'A mãe conta que ficou muito ansiosa nesse período, mas teve apoio da família.',
  'Gosta de brincar com carrinhos, bonecas e massinha de modelar.',
  'Assiste a desenhos animados cerca de duas horas por dia.',
  'Dorme por volta das 21h e acorda às 7h, com um despertar durante a noite.',
  'Come bem frutas e arroz com feijão, mas recusa verduras.',
  'Fica envergonhada com pessoas desconhecidas, mas logo se solta.',
  'Os pais relatam boa relação entre os irmãos, com brigas ocasionais.',
  'A professora observa dificuldade para seguir instruções com mais de uma etapa.',
  'Fez tratamento para otite de repetição entre um e três anos.',
  'A família tem histórico de atraso de fala (tio paterno).',
  'Sem queixas quanto à audição; triagem neonatal normal.', 'Chora e se joga no chão quando é contrariada.',
  'Demonstra medo de barulhos altos, como liquidificador e fogos.',
  'Adaptou-se bem à creche depois de algumas semanas.',
  'O pai trabalha fora a semana toda e participa mais nos fins de semana.',
  'Nada mais a acrescentar, segundo a mãe.', 'Usou mamadeira até os três anos, principalmente à noite.',
  'Teve bronquiolite aos oito meses, com internação de cinco dias.',
  'Faz acompanhamento com psicóloga há seis meses.',
  'Compreende ordens simples do dia a dia sem ajuda de gestos.',
]

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
const DAY = 86_400_000
const YEAR = 365.25 * DAY

function womanName(rng: Random) {
  const first = rng.chance(0.15) ? `${rng.pick(WOMEN)} ${rng.pick(GIRL_SECOND)}` : rng.pick(WOMEN)
  const family = rng.chance(0.5) ? [rng.pick(SURNAMES), rng.pick(SURNAMES)] : [rng.pick(SURNAMES)]
  return { first, family }
}
function manName(rng: Random) {
  const first = rng.chance(0.15) ? `${rng.pick(MEN)} ${rng.pick(BOY_SECOND)}` : rng.pick(MEN)
  const family = rng.chance(0.5) ? [rng.pick(SURNAMES), rng.pick(SURNAMES)] : [rng.pick(SURNAMES)]
  return { first, family }
}
function full({ first, family }: { first: string; family: string[] }, rng: Random) {
  const names = family.filter((name, i) => family.indexOf(name) === i) // never 'Queiroz Queiroz'
  const last = names.length - 1
  const particle = PARTICLES[names[last]!]
  if (particle && rng.chance(0.35)) names[last] = `${particle} ${names[last]}`
  return [first, ...names].join(' ')
}

function childFirstName(rng: Random, girl: boolean) {
  const [names, second] = girl ? [GIRLS, GIRL_SECOND] : [BOYS, BOY_SECOND]
  const first = rng.pick(names)
  return rng.chance(0.3) ? `${first} ${rng.pick(second)}` : first
}

/** A seeded patient: every field of patient.schema.json answered, and the record's id and registration time. */
export type SeedPatient = Required<PatientInput> & { id: string; createdAt: Date }

/**
 * One patient registered at `createdAt`: a child born 2 to 14 years before `today` (and 1 to 12 years before
 * registration), with both parents, siblings and an address in a real city. The age text is the child's age
 * on the day of registration, as the wizard computes it.
 */
export function makePatient(rng: Random, createdAt: Date, today: Date): SeedPatient {
  const girl = rng.chance(0.45) // speech therapy sees more boys than girls
  const mother = womanName(rng)
  const father = manName(rng)
  // Brazilian order: the mother's family name, then the father's.
  const childFamily = [mother.family.at(-1)!, father.family.at(-1)!]
  const name = full({ first: childFirstName(rng, girl), family: childFamily }, rng)

  const earliest = Math.max(today.getTime() - 14 * YEAR, createdAt.getTime() - 12 * YEAR)
  const latest = Math.min(today.getTime() - 2 * YEAR, createdAt.getTime() - 1 * YEAR)
  const birth = new Date(earliest + rng.next() * Math.max(0, latest - earliest))
  const birthDate = isoDate(birth)
  const [city, state, ddd, cepFrom, cepTo] = rng.pick(CITIES)
  const siblings = Array.from({ length: rng.pick([0, 0, 1, 1, 1, 2, 2, 3]) }, () => {
    const brother = rng.chance(0.5)
    return { name: childFirstName(rng, !brother), age: rng.int(0, 17) }
  })
  const addresses = rng.chance(0.1) ? 2 : 1
  return {
    id: rng.uuid(),
    name,
    fatherName: full(father, rng),
    motherName: full(mother, rng),
    birthDate,
    age: ageFromBirthDate(birthDate, createdAt),
    phone: `(${ddd}) 9${rng.int(6000, 9999)}-${pad(rng.int(0, 9999), 4)}`,
    motherCareer: rng.pick(CAREERS_F),
    fatherCareer: rng.pick(CAREERS_M),
    medications: rng.pick(MEDICATIONS),
    livesWith: rng.pick(LIVES_WITH),
    caregiver: rng.pick(CAREGIVERS),
    school: rng.chance(0.85) ? rng.pick(SCHOOLS) : '',
    siblings,
    address: Array.from({ length: addresses }, () => ({
      street: rng.pick(STREETS),
      number: rng.chance(0.9) ? String(rng.int(1, 3999)) : 's/n',
      neighborhood: rng.pick(NEIGHBORHOODS),
      city,
      state,
      cep: `${pad(rng.int(cepFrom, cepTo), 5)}-${pad(rng.int(0, 999), 3)}`,
    })),
    createdAt,
  }
}

/** The patient as POST /api/patients takes it. */
export function patientBody(patient: SeedPatient): PatientInput {
  const { id: _id, createdAt: _at, ...body } = patient
  return body
}

function sentences(rng: Random, min: number, max: number) {
  const count = rng.int(min, max)
  let text = rng.pick(SENTENCES)
  for (let i = 1; i < count; i++) text += ` ${rng.pick(SENTENCES)}`
  return text
}

type Text = (rng: Random) => string

/** What a plausible text answer is, from the words of the question's title (worked out once per question). */
function textFor(maxLength: number, title: string): Text {
  const fit =
    (text: Text): Text =>
    (rng) =>
      fitText(text(rng), maxLength)
  if (maxLength > 200) return fit((rng) => sentences(rng, 1, 2))
  if (/^primeiras/.test(title)) return fit((rng) => rng.pick(FIRST_WORDS))
  if (/idade|quando|até que/.test(title)) return fit((rng) => rng.pick(AGES))
  if (/^como (foi|deixou)/.test(title)) return fit((rng) => rng.pick(HOW))
  if (/quanto tempo|duração/.test(title))
    return fit((rng) => (title.includes('parto') ? `Cerca de ${rng.int(2, 16)} horas` : rng.pick(DURATIONS)))
  if (/com que mão/.test(title)) return fit((rng) => rng.pick(['Direita', 'Esquerda', 'Não se aplica']))
  if (/ouvido/.test(title)) return fit((rng) => rng.pick(['Direito', 'Esquerdo', 'Ambos']))
  if (/com quem/.test(title)) return fit((rng) => rng.pick(LIVES_WITH))
  if (/escola/.test(title)) return fit((rng) => rng.pick(SCHOOLS))
  if (/ano\/série/.test(title)) return fit((rng) => `${rng.int(1, 5)}º ano do ensino fundamental`)
  return fit((rng) => rng.pick(SHORT))
}

/** The unit in a number's title says what is plausible; otherwise the middle third of the allowed range. */
function rangeFor(min: number, max: number, title: string): [number, number] {
  if (title.includes('semanas')) return [35, 41]
  if (title.includes('gramas')) return [2300, 4300]
  if (title.includes('(cm)')) return [44, 54]
  if (title.includes('anos')) return [17, 43]
  return [Math.round(min + (max - min) / 3), Math.round(max - (max - min) / 3)]
}

// Per question, worked out once: the seed answers some 240 questions for each of hundreds of thousands of
// evaluations.
const texts = new WeakMap<Question, Text>()
const ranges = new WeakMap<Question, [number, number]>()

/** Plausible answers for the kit's generator, drawn from the seeded `rng`. */
function seedAnswers(rng: Random): AnswerStrategy {
  return {
    choice: (values) => rng.pick(values),
    boolean: () => rng.chance(0.4),
    integer(min, max, question) {
      let range = ranges.get(question)
      if (!range) ranges.set(question, (range = rangeFor(min, max, question.title.toLowerCase())))
      return Math.min(max, Math.max(min, rng.around(range[0], range[1])))
    },
    date: () => isoDate(new Date(Date.UTC(2024, 0, 1) + rng.int(0, 700) * DAY)),
    text(maxLength, question) {
      let text = texts.get(question)
      if (!text) texts.set(question, (text = textFor(maxLength, question.title.toLowerCase())))
      return text(rng)
    },
  }
}

export interface EvaluationGenerator {
  /** The evaluation sections (gestation … familyInterrelationship), every question answered. */
  sections(rng: Random): Sections
  mainComplaint(rng: Random): string
  questionnaireVersion: string
  /** How many questions one complete evaluation answers (sections only). */
  fieldCount: number
}

/** Complete evaluations from the kit's schema-driven generator, with plausible answers. */
export function evaluationGenerator(): EvaluationGenerator {
  const strategies = new WeakMap<Random, AnswerStrategy>()
  const strategyOf = (rng: Random) => {
    let strategy = strategies.get(rng)
    if (!strategy) strategies.set(rng, (strategy = seedAnswers(rng)))
    return strategy
  }
  return {
    sections: (rng) => answerEvaluation(strategyOf(rng)),
    mainComplaint: (rng) => rng.pick(COMPLAINTS),
    questionnaireVersion: loadQuestionnaire().wizard.version,
    fieldCount: questionCount,
  }
}

export { isoDate }
