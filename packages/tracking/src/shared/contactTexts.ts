/**
 * The contact texts both tracking pages show in their first paint (SPEC §2 "Tracking pages": the help launcher
 * 'Preciso de ajuda', and the WhatsApp button of anonymous visitors).
 */
export const CONTACT_TEXTS = {
  help: 'Preciso de ajuda',
  whatsapp: 'Falar pelo WhatsApp',
} as const;

/** What the help is about: a shipment's delivery (/rr/) or a whole service order (/pedidos/acompanhe/, /r/). */
export type HelpSubject = 'shipment' | 'order';
