/**
 * The monitoring screen's own texts; the ones quoted by SPEC §2/§8 are used to the letter. The load failures, the
 * expired session and the empty window are core's (monitoringMessage, MONITORING_EMPTY_TITLE, monitoringEmptyText).
 */
export const MESSAGES = {
  retry: 'Tentar novamente',
  emptyFiltered: 'Nenhuma solicitação disponível para esta busca ou estes filtros.',
  loading: 'Carregando ordens de serviço',
  tabsLabel: 'Situação das ordens de serviço',
  tableCaption: 'Ordens de serviço',
  searchLabel: 'Buscar ordens de serviço',
  searchPlaceholder: (withExternalId: boolean) =>
    withExternalId
      ? 'Buscar por OS, código externo, solicitante, motorista ou placa'
      : 'Buscar por OS, solicitante, motorista ou placa',
  filtersButton: 'Filtros',
  filtersTitle: 'Filtros',
  filtersActive: 'filtros ativos',
  filtersApply: 'Aplicar filtros',
  filtersClear: 'Limpar filtros',
  delayed: 'Em atraso',
  immediate: 'Imediata',
  noDriver: 'Aguardando motorista',
  failures: (n: number) => (n === 1 ? '1 insucesso' : `${n} insucessos`),
  progress: (done: number, total: number) => `${done} de ${total} paradas concluídas`,
  /** Under the SEFAZ badge (issue 20): the one protocol in full, as the proof page writes it, or how many. */
  protocols: (protocols: readonly string[]) =>
    protocols.length === 1 ? `Protocolo ${protocols[0]}` : `${protocols.length} protocolos`,
  resultCount: (n: number) => (n === 1 ? '1 ordem de serviço' : `${n} ordens de serviço`),
  columns: {
    os: 'OS',
    externalId: 'Código externo',
    createdAt: 'Solicitada',
    scheduledFor: 'Agendada',
    requester: 'Solicitante',
    vehicle: 'Veículo',
    progress: 'Progresso',
  },
} as const;
