const labels: Record<string, string> = {
  'auth.login': 'Entrou no sistema',
  'auth.login_failed': 'Falha de login',
  'auth.login_refused_disabled': 'Login recusado (conta desativada)',
  'auth.logout': 'Saiu do sistema',
  'auth.register': 'Criou a conta',
  'invitation.create': 'Gerou convite',
  'invitation.revoke': 'Revogou convite',
  'user.create': 'Criou usuário (linha de comando)',
  'user.disable': 'Desativou usuário',
  'user.enable': 'Reativou usuário',
  'patient.list': 'Consultou a lista de pacientes',
  'patient.read': 'Abriu paciente',
  'patient.create': 'Cadastrou paciente',
  'patient.update': 'Alterou paciente',
  'patient.export': 'Exportou dados do paciente',
  'evaluation.list': 'Listou avaliações',
  'evaluation.read': 'Abriu avaliação',
  'evaluation.create': 'Registrou avaliação',
}

/** An audit action in words an administrator reads; an action this client does not know shows its code. */
export const actionLabel = (action: string) => labels[action] ?? action
