import { podBadge } from '@box/core/catalogues';
import type { ProofOfDelivery } from '@box/core/schemas';
import { Badge, type Tone } from '@box/ui';
import { useId } from 'react';
import { PhotoCarousel } from '../carousel/PhotoCarousel';
import { MESSAGES } from '../messages';
import { LazySefazPanel } from '../sefaz/LazySefazPanel';
import type { ProofStore } from '../state/store';
import { EmailBox } from './EmailBox';
import { PodDetails } from './PodDetails';
import { PodMap } from './PodMap';

const BADGE_TONES: Record<ReturnType<typeof podBadge>, Tone> = {
  success: 'success',
  warning: 'warning',
  fail: 'danger',
};

export interface PodViewProps {
  pod: ProofOfDelivery;
  /** The id the signed-in page was opened with (the SEFAZ calls name it); none on the public page. */
  podId?: string;
  isPublic: boolean;
  store: ProofStore;
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
}

/**
 * A loaded proof: title and status, map, details, photos, signature and, signed in, the digital canhoto (when
 * its shipment has an NF-e/CT-e key) and the e-mail box.
 */
export function PodView({ pod, podId, isPublic, store, mapStyle, mapWorkerUrl }: PodViewProps) {
  const badge = podBadge(pod.statusType);
  const ids = { details: useId(), photos: useId(), signature: useId() };
  const photos = pod.pictures.map((p) => p.imageUrl);
  return (
    <article className="box-pod__content">
      <header className="box-pod__header" part="header">
        <h2 className="box-pod__title">
          {isPublic ? MESSAGES.publicTitle : MESSAGES.signedInTitle(pod.hashId)}
        </h2>
        <Badge tone={BADGE_TONES[badge]}>{MESSAGES.badge[badge]}</Badge>
      </header>
      <div className="box-pod__layout">
        <div className="box-pod__main">
          <PodMap pod={pod} mapStyle={mapStyle} workerUrl={mapWorkerUrl} />
          <section className="box-pod__card" aria-labelledby={ids.photos}>
            <h3 id={ids.photos} className="box-pod__subtitle">
              {MESSAGES.photosTitle}
            </h3>
            <PhotoCarousel photos={photos} />
          </section>
          <section className="box-pod__card" aria-labelledby={ids.signature}>
            <h3 id={ids.signature} className="box-pod__subtitle">
              {MESSAGES.signatureTitle}
            </h3>
            {pod.recipientSignature ? (
              <img
                className="box-pod__signature"
                src={pod.recipientSignature}
                alt={MESSAGES.signatureAlt(pod.recipientName)}
              />
            ) : (
              <p className="box-pod__muted">{MESSAGES.noSignature}</p>
            )}
          </section>
        </div>
        <div className="box-pod__side">
          <section className="box-pod__card" aria-labelledby={ids.details}>
            <h3 id={ids.details} className="box-pod__subtitle">
              {MESSAGES.detailsTitle}
            </h3>
            <PodDetails pod={pod} />
          </section>
          {!isPublic && podId && pod.sefaz && (
            // Keyed by the proof: another proof's block starts from its own registration.
            <LazySefazPanel key={podId} podId={podId} registration={pod.sefaz} />
          )}
          {!isPublic && <EmailBox store={store} hashId={pod.hashId} />}
        </div>
      </div>
    </article>
  );
}
