/**
 * The portal's own WhatsApp contact, offered to anonymous visitors of its tracking pages (SPEC §2 "Tracking
 * pages"). The tracking elements have no number of their own (issue 17: a partner's page offers its own, or
 * none); this demo portal gives a clearly fake one, which an operator replaces with its real number.
 */
export const PORTAL_WHATSAPP = '+55 11 90000-0000';
