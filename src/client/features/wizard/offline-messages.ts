// What the wizard says while the server cannot be reached (the indicator, and the page waiting to open a sealed copy).

/** Said while the server cannot be reached and the answers are sealed in this tab. */
export const OFFLINE_SEALED =
  'Sem conexão: as respostas ficam guardadas neste navegador, cifradas, até a conexão voltar.'
/** Said while the server cannot be reached and the session's key never came: the answers are in this page only. */
export const OFFLINE_UNSEALED =
  'Sem conexão: as respostas ficam só nesta página até a conexão voltar. Não recarregue nem feche esta aba.'
