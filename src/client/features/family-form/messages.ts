// The family's form in the words a parent reads on a phone.

/** The server's own sentence for a sent link (routes/family: SENT), which the sent screen repeats. */
export const SENT = 'As respostas já foram enviadas.'
export const THANKS = `${SENT} Obrigado!`

export const NO_TOKEN =
  'Este endereço está incompleto. Abra o link exatamente como a clínica enviou ou peça um novo link à clínica.'
export const INTRO =
  'A clínica pediu que você conte um pouco da história da criança. Para começar, confirme a data de nascimento dela.'
export const ASKED_AGAIN =
  'Por segurança, confirme de novo a data de nascimento da criança. Nada do que você respondeu foi perdido.'
export const BIRTH_DATE_LABEL = 'Data de nascimento da criança'
export const BIRTH_DATE_PROMPT = 'Digite a data de nascimento da criança no formato dd/mm/aaaa.'
export const OPEN_FAILED = 'Não foi possível abrir o link. Verifique a conexão e tente novamente.'

export const SAVE_STATUS = {
  saving: 'Salvando…',
  saved: 'Respostas salvas',
  offline: 'Sem conexão: as respostas serão salvas quando a conexão voltar',
} as const
export const SAVE_FAILED = 'Não foi possível salvar as respostas. Tente novamente.'
export const SUBMIT_FAILED = 'Não foi possível enviar as respostas. Verifique a conexão e tente novamente.'
