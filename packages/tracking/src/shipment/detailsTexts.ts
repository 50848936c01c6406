/** pt-BR texts of the shipment page's details and map (lazy chunks: kept apart from the first bytes' texts). */
export const DETAILS_TEXTS = {
  tabsLabel: 'Detalhes da entrega',
  pointTab: 'Informações do ponto',
  proofTab: 'Comprovante do serviço',
  address: 'Endereço de entrega',
  eta: 'Previsão de chegada',
  noEta: 'Sem previsão no momento',
  driver: 'Entregador',
  plate: 'Placa',
  noDriver: 'Ainda não definido',
  updatedAt: 'Última atualização',
  proofOccurredAt: 'Data da entrega',
  recipient: 'Recebido por',
  recipientDocument: 'Documento',
  signature: 'Assinatura do recebedor',
  signatureAlt: 'Assinatura do recebedor',
  photos: 'Fotos da entrega',
  photoAlt: (n: number) => `Foto ${n} da entrega`,
  /** The proof registered at SEFAZ (issue 20): core's status words, the protocol, and when (São Paulo time). */
  sefazRegistered: (label: string, protocol: string, when: string | null) =>
    when ? `${label} · Protocolo ${protocol} · ${when}` : `${label} · Protocolo ${protocol}`,
  mapLabel: 'Mapa da entrega',
  stopMarker: (address: string) => `Local de entrega: ${address}`,
  driverMarker: 'Posição do entregador',
} as const;
