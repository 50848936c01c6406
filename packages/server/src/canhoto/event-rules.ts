import { normalizeAccessKey, validateAccessKey } from '@box/core/rules';
import { EVENT_TYPES, SEQUENCE_RULES } from './build-event';
import type { EventKind } from './event-input';

/** What a proof says happened at the stop: the goods were delivered, or the attempt failed. */
export type ProofOutcome = 'delivered' | 'failed';

/**
 * The event a proof calls for, on plain facts: a delivered NF-e → 110130, a delivered CT-e → 110180, a failed
 * attempt on a CT-e → 110190; null when the shipment has no valid NF-e/CT-e key (a Minuta, model 94, is no
 * document SEFAZ takes events on) or for a failed NF-e delivery, whose event (110192, Insucesso na Entrega da
 * NF-e) the product does not send yet.
 */
export function eventFor(
  proof: { outcome: ProofOutcome },
  shipment: { accessKey: string | null },
): EventKind | null {
  if (!shipment.accessKey) return null;
  const key = validateAccessKey(normalizeAccessKey(shipment.accessKey));
  if (!key.ok) return null;
  if (key.value.model === '55') return proof.outcome === 'delivered' ? 'nfe-delivery' : null;
  if (key.value.model === '57') return proof.outcome === 'delivered' ? 'cte-delivery' : 'cte-failure';
  return null;
}

const CANCELLATIONS: Partial<Record<EventKind, EventKind>> = {
  'nfe-delivery': 'nfe-delivery-cancel',
  'cte-delivery': 'cte-delivery-cancel',
};

/**
 * The event that withdraws a registered one (110131 for 110130, 110181 for 110180); null for what cannot be
 * withdrawn here (a failure's 110191 is not sent yet, and a cancellation is not cancelled).
 */
export const cancellationOf = (kind: EventKind): EventKind | null => CANCELLATIONS[kind] ?? null;

/**
 * nSeqEvento of the next event of a kind on one document, from the sequences its events of that kind already
 * used (registered or sent): "Seqüencial do evento para o mesmo tipo de evento. Para maioria dos eventos será 1,
 * nos casos em que possa existir mais de um evento o autor do evento deve numerar de forma seqüencial"
 * (nSeqEvento's annotation in leiauteEventoEntregaNFe_v1.00.xsd and eventoCTeTiposBasico_v4.00.xsd). SEFAZ refuses
 * a repeated Id ("ID" + tpEvento + key + nSeqEvento) as a duplicate, so a proof registered again after a
 * cancellation takes the next number. Null when the layout's numbers are spent (NF-e 20, CT-e 999).
 */
export function nextSequence(kind: EventKind, used: readonly number[]): number | null {
  const next = used.reduce((highest, sequence) => Math.max(highest, sequence), 0) + 1;
  return next <= SEQUENCE_RULES[EVENT_TYPES[kind].document].max ? next : null;
}
