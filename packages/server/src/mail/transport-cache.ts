import { type MailTransport, smtpTransport } from './smtp';

const transports = new Map<string, MailTransport>();

/** One nodemailer transport per SMTP URL for the life of the process (requests and the runner share it). */
export function transportFor(smtpUrl: string): MailTransport {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = smtpTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}
