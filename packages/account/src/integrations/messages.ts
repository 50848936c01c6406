import { REQUEST_MESSAGES } from '@box/core/errors';

/** The texts of the 'Integrações' section (API keys, webhooks and their delivery log). */
export const INTEGRATIONS_MESSAGES = {
  title: 'Integrações',
  intro:
    'Chaves de API para o seu sistema (ERP, loja virtual) chamar o portal, e webhooks para ser avisado quando um pedido mudar.',
  guide: 'Como usar: consulte o guia de integração (docs/integrations.md).',
  retry: 'Tente novamente',
  cancel: 'Cancelar',
  close: 'Fechar',
  never: 'Nunca',
  failure: REQUEST_MESSAGES.failure,

  keys: {
    title: 'Chaves de API',
    caption: 'Chaves de API',
    create: 'Criar chave',
    empty: 'Nenhuma chave de API criada.',
    emptyHint: 'Crie uma chave para que o seu sistema faça pedidos e consultas sem um navegador.',
    loadFailed: 'Não foi possível carregar as chaves de API',
    columns: {
      name: 'Nome',
      prefix: 'Prefixo',
      scopes: 'Escopos',
      createdAt: 'Criada em',
      lastUsedAt: 'Último uso',
      status: 'Revogada em',
    },
    revoke: 'Revogar',
    revokeLabel: (name: string) => `Revogar a chave ${name}`,
    form: {
      title: 'Criar chave de API',
      text: 'Nome da chave',
      textHint: 'Para você reconhecê-la depois, por exemplo “ERP da matriz”.',
      choices: 'Escopos',
      choicesHint: 'O que o sistema pode fazer com esta chave.',
      submit: 'Criar chave',
      failed: 'Não foi possível criar a chave',
    },
    secret: {
      title: 'Chave de API criada',
      label: 'Chave de API',
      warning: 'Copie esta chave agora. Por segurança, ela não será exibida novamente.',
    },
    remove: {
      title: 'Revogar chave de API',
      question: (name: string) =>
        `Revogar a chave “${name}”? Os sistemas que a usam deixam de ter acesso imediatamente, e os tokens emitidos com ela também.`,
      confirm: 'Revogar chave',
      failed: 'Não foi possível revogar a chave',
      done: (name: string) => `A chave “${name}” foi revogada.`,
    },
  },

  webhooks: {
    title: 'Webhooks',
    caption: 'Endpoints de webhook',
    create: 'Adicionar endpoint',
    empty: 'Nenhum endpoint de webhook cadastrado.',
    emptyHint: 'Cadastre uma URL HTTPS do seu sistema para receber os eventos dos pedidos.',
    loadFailed: 'Não foi possível carregar os webhooks',
    columns: {
      url: 'URL',
      events: 'Eventos',
      createdAt: 'Criado em',
      actions: 'Ações',
    },
    disabled: 'Desativado',
    deliveries: 'Ver entregas',
    deliveriesLabel: (url: string) => `Ver entregas de ${url}`,
    removeButton: 'Excluir',
    removeLabel: (url: string) => `Excluir o endpoint ${url}`,
    form: {
      title: 'Adicionar endpoint de webhook',
      text: 'URL do endpoint',
      textHint: 'Endereço HTTPS que receberá um POST assinado a cada evento.',
      choices: 'Eventos',
      choicesHint: 'Quais acontecimentos enviar para este endereço.',
      submit: 'Adicionar endpoint',
      failed: 'Não foi possível adicionar o endpoint',
    },
    secret: {
      title: 'Endpoint adicionado',
      label: 'Segredo de assinatura',
      warning:
        'Copie este segredo agora. Por segurança, ele não será exibido novamente. Use-o para verificar a assinatura de cada entrega.',
    },
    remove: {
      title: 'Excluir endpoint',
      question: (url: string) => `Excluir o endpoint ${url}? Ele deixa de receber eventos.`,
      confirm: 'Excluir endpoint',
      failed: 'Não foi possível excluir o endpoint',
      done: (_url: string) => 'Endpoint excluído.',
    },
  },

  deliveries: {
    title: (url: string) => `Entregas para ${url}`,
    caption: 'Registro de entregas do webhook',
    empty: 'Nenhuma entrega para este endpoint ainda.',
    loadFailed: 'Não foi possível carregar as entregas',
    refresh: 'Atualizar',
    close: 'Fechar entregas',
    columns: {
      event: 'Evento',
      status: 'Status',
      attempts: 'Tentativas',
      lastAnswer: 'Última resposta',
      createdAt: 'Criado em',
      actions: 'Ações',
    },
    status: { pending: 'Pendente', delivered: 'Entregue', failed: 'Falhou' },
    httpStatus: (status: number) => `HTTP ${status}`,
    noAnswer: 'Sem resposta ainda',
    resend: 'Reenviar',
    resendLabel: (event: string, created: string) => `Reenviar ${event} de ${created}`,
    resent: 'Reenvio agendado: a entrega será tentada novamente em instantes.',
    resendFailed: 'Não foi possível reenviar a entrega',
  },

  secret: {
    copy: 'Copiar',
    copied: 'Copiado para a área de transferência.',
    copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
    done: 'Já copiei',
  },
} as const;
