/** Texts of the merchandise list (the spec's own are quoted to the letter). */
export const LIST_TEXTS = {
  caption: 'Mercadorias cadastradas',
  number: '#',
  code: 'Código',
  service: 'Serviço',
  address: 'Endereço',
  sender: 'Remetente',
  hours: 'Horários',
  actions: 'Ações',
  more: 'Ver mais',
  less: 'Ver menos',
  legend: 'Legenda',
  distance: 'Distância estimada',
  noHours: 'Sem horário',
  setHours: 'Definir horário',
  refresh: 'Consultar novamente',
  edit: 'Editar',
  remove: 'Remover',
  recipients: 'Rastreio da mercadoria',
  uploadXml: 'Enviar XML da nota',
  shown: (shown: number, total: number) => `Mostrando ${shown} de ${total} mercadorias`,
  summary: (total: number, problems: number, loading: number) =>
    [
      total === 1 ? '1 mercadoria' : `${total} mercadorias`,
      problems > 0 ? (problems === 1 ? '1 com problema' : `${problems} com problema`) : null,
      loading > 0 ? `${loading} em consulta` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  hoursOf: (start: string, end: string) => `${start} às ${end}`,
} as const;
