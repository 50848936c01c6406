import { EMPTY_TEXTS } from '@box/core/errors';
import { formatDateTime } from '@box/core/format';
import type { ShipmentTracking } from '@box/core/schemas';
import { resolveApiLink } from '../../shared/portalLinks';
import { DETAILS_TEXTS } from '../detailsTexts';
import { SefazLine } from './SefazLine';

export interface ProofInfoProps {
  pod: ShipmentTracking['pod'];
  apiBase: string;
}

/**
 * 'Comprovante do serviço': when and by whom it was received, its registration at SEFAZ when its shipment has an
 * NF-e/CT-e, the signature and the photos, or 'Comprovante ainda não disponível.'. Image URLs may be paths: they are read against the API's origin (partner pages).
 */
export function ProofInfo({ pod, apiBase }: ProofInfoProps) {
  if (!pod) return <p className="box-shipment__empty">{EMPTY_TEXTS.proofUnavailable}</p>;
  const signature = pod.signatureImageUrl ? resolveApiLink(pod.signatureImageUrl, apiBase) : null;
  const photos = pod.picturesUrls.flatMap((url) => resolveApiLink(url, apiBase) ?? []);
  return (
    <div className="box-shipment__proof">
      <dl className="box-shipment__facts">
        <div>
          <dt>{DETAILS_TEXTS.proofOccurredAt}</dt>
          <dd>{formatDateTime(pod.occurredAt)}</dd>
        </div>
        <div>
          <dt>{DETAILS_TEXTS.recipient}</dt>
          <dd>{pod.recipientName || '-'}</dd>
        </div>
        <div>
          <dt>{DETAILS_TEXTS.recipientDocument}</dt>
          <dd>{pod.recipientIdentifier || '-'}</dd>
        </div>
      </dl>
      {pod.sefaz ? <SefazLine sefaz={pod.sefaz} /> : null}
      {signature ? (
        <figure className="box-shipment__signature">
          <figcaption>{DETAILS_TEXTS.signature}</figcaption>
          <img src={signature} alt={DETAILS_TEXTS.signatureAlt} loading="lazy" />
        </figure>
      ) : null}
      {photos.length > 0 ? (
        <section className="box-shipment__photos" aria-label={DETAILS_TEXTS.photos}>
          <h4>{DETAILS_TEXTS.photos}</h4>
          <ul>
            {photos.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <img src={url} alt={DETAILS_TEXTS.photoAlt(i + 1)} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
