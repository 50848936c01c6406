/**
 * The WhatsApp templates recipients get (approved in Meta's WhatsApp Manager under these names, language pt_BR).
 * Each has one body parameter (the shipment's code or the order number) and a URL button whose link is
 * `{origin}/rr/{{1}}`: its one parameter is the shipment's tracking hash, so the link needs no origin here.
 */
export const WHATSAPP_LANGUAGE = 'pt_BR';

export const WHATSAPP_TEMPLATES = {
  /** "Sua entrega {{1}} está a caminho. Acompanhe pelo link." */
  trackingLink: 'box_link_rastreio',
  /** "Sua entrega {{1}} foi realizada." */
  delivered: 'box_entrega_realizada',
  /** "Não conseguimos realizar sua entrega {{1}}." */
  notDelivered: 'box_entrega_nao_realizada',
} as const;

export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[keyof typeof WHATSAPP_TEMPLATES];

export interface TemplateParameters {
  body: string[];
  /** The URL button's dynamic suffix. */
  button?: string;
}

/** What the demo page shows for a message: the template's text with its parameters in. */
export function previewText(template: string, parameters: TemplateParameters): string {
  const what = parameters.body[0] ?? '';
  switch (template) {
    case WHATSAPP_TEMPLATES.trackingLink:
      return `Sua entrega ${what} está a caminho. Acompanhe pelo link.`;
    case WHATSAPP_TEMPLATES.delivered:
      return `Sua entrega ${what} foi realizada.`;
    case WHATSAPP_TEMPLATES.notDelivered:
      return `Não conseguimos realizar sua entrega ${what}.`;
    default:
      return template;
  }
}
