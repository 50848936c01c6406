import { messageFor, REQUEST_MESSAGES } from '@box/core/errors';

const session = messageFor({ kind: 'SessionExpired' });

/** Every text the account screens show; those the spec quotes (SPEC §5/§8) come from core, to the letter. */
export const MESSAGES = {
  sessionTitle: session.title,
  sessionMessage: session.message,
  retry: 'Tente novamente',

  profile: {
    loading: 'Carregando suas preferências',
    loadFailedTitle: 'Não foi possível carregar suas preferências',
    loadFailedMessage: REQUEST_MESSAGES.failure,
    accountTitle: 'Sua conta',
    name: 'Nome',
    email: 'E-mail',
    company: 'Empresa',
    role: 'Papel',
    reportsTitle: 'Notificações por e-mail',
    reportsIntro: 'Escolha sobre o que você quer receber e-mails.',
    saveReports: 'Salvar preferências',
    reportsSaved: REQUEST_MESSAGES.success,
    reportsFailedTitle: 'Não foi possível salvar as preferências',
    passwordTitle: 'Alterar senha',
    currentPassword: 'Senha atual',
    newPassword: 'Nova senha',
    repeatPassword: 'Repita a nova senha',
    passwordHint: 'Pelo menos 8 caracteres, e não uma senha comum.',
    passwordNote: 'Ao trocar a senha, as suas sessões em outros aparelhos são encerradas.',
    changePassword: 'Alterar senha',
    passwordChanged: REQUEST_MESSAGES.success,
    noData: REQUEST_MESSAGES.notEnoughData,
  },

  accounts: {
    title: 'Contas cadastradas',
    count: (shown: number, total: number) =>
      shown === total
        ? `${total} ${total === 1 ? 'conta' : 'contas'}`
        : `${shown} de ${total} ${total === 1 ? 'conta' : 'contas'}`,
    loading: 'Carregando contas cadastradas',
    search: 'Buscar por ID, razão social ou apelido',
    searchPlaceholder: 'ID, razão social ou apelido',
    newAccount: 'Cadastrar nova conta',
    caption: 'Contas cadastradas (varejistas)',
    columns: {
      id: 'ID',
      razaoSocial: 'Razão social',
      nickname: 'Apelido',
      users: 'Usuários',
      receipts: 'Comprovantes',
      integrations: 'Integrações',
    },
    integrationsButton: 'Integrações',
    integrationsLabel: (nickname: string) => `Integrações de ${nickname}`,
    integrationsTitle: (nickname: string) => `Integrações de ${nickname}`,
    backToList: 'Voltar para as contas',
    usersLink: 'Usuários',
    receiptsLink: 'Comprovantes',
    usersLabel: (nickname: string) => `Usuários de ${nickname}`,
    receiptsLabel: (nickname: string) => `Comprovantes de ${nickname}`,
    empty: 'Nenhuma conta cadastrada.',
    noMatch: (query: string) => `Nenhuma conta encontrada para “${query}”.`,
    loadFailedTitle: 'Não foi possível carregar as contas cadastradas',
    loadFailedMessage: REQUEST_MESSAGES.failure,
    forbiddenTitle: 'Acesso restrito',
    forbiddenMessage: 'Somente o super administrador pode ver as contas cadastradas.',
  },
} as const;
