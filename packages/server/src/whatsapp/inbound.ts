import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** Meta's X-Hub-Signature-256: 'sha256=' + HMAC-SHA256 (hex) of the raw body with the app secret. */
export function validHubSignature(rawBody: string, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Words that ask us to stop (compared without case, accents or surrounding spaces). */
const STOP_WORDS = new Set(['PARAR', 'SAIR', 'STOP', 'CANCELAR']);

const Inbound = v.object({
  entry: v.optional(
    v.array(
      v.object({
        changes: v.optional(
          v.array(
            v.object({
              value: v.optional(
                v.object({
                  messages: v.optional(
                    v.array(
                      v.object({
                        from: v.string(),
                        type: v.optional(v.string()),
                        text: v.optional(v.object({ body: v.string() })),
                      }),
                    ),
                  ),
                }),
              ),
            }),
          ),
        ),
      }),
    ),
  ),
});

/** The E.164 phones whose messages in this inbound notification ask to stop. */
export function optOutPhones(body: unknown): string[] {
  const parsed = v.safeParse(Inbound, body);
  if (!parsed.success) return [];
  const phones: string[] = [];
  for (const entry of parsed.output.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const message of change.value?.messages ?? []) {
        const word = (message.text?.body ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();
        // `from` is the sender's number in international form without '+'.
        if (STOP_WORDS.has(word) && /^\d{8,15}$/.test(message.from)) phones.push(`+${message.from}`);
      }
    }
  }
  return phones;
}
