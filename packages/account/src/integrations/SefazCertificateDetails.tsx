import { formatCnpj, formatDate, formatDateTime } from '@box/core/format';
import type { SefazCertificate } from '@box/core/schemas';
import { Alert, Button } from '@box/ui';
import { INTEGRATIONS_MESSAGES } from './messages';
import { certificateValidity } from './sefazCertificate';

const M = INTEGRATIONS_MESSAGES.sefaz.certificate;

export interface SefazCertificateDetailsProps {
  certificate: SefazCertificate;
  /** Whether the replacement form is already open (its button then hides). */
  replacing: boolean;
  onReplace: () => void;
  onRemove: () => void;
}

/** The account's A1 as the server read it: whose, until when (warned 30 days ahead), and since when here. */
export function SefazCertificateDetails({
  certificate,
  replacing,
  onReplace,
  onRemove,
}: SefazCertificateDetailsProps) {
  const validity = certificateValidity(certificate.notAfter, new Date());
  const until = formatDate(certificate.notAfter);
  return (
    <div className="box-integrations__certificate">
      <dl className="box-integrations__facts">
        <div>
          <dt>{M.cnpj}</dt>
          <dd>{formatCnpj(certificate.cnpj)}</dd>
        </div>
        <div>
          <dt>{M.holder}</dt>
          <dd className="box-integrations__name">{certificate.holder}</dd>
        </div>
        <div>
          <dt>{M.validUntil}</dt>
          <dd>{until}</dd>
        </div>
        <div>
          <dt>{M.uploadedAt}</dt>
          <dd>{formatDateTime(certificate.uploadedAt)}</dd>
        </div>
      </dl>
      {validity.kind === 'expired' ? <Alert tone="danger">{M.expired(until)}</Alert> : null}
      {validity.kind === 'expiring' ? <Alert tone="warning">{M.expiring(validity.days, until)}</Alert> : null}
      <div className="box-integrations__actions">
        {replacing ? null : (
          <Button variant="secondary" size="sm" onClick={onReplace}>
            {M.replace}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onRemove}>
          {M.remove}
        </Button>
      </div>
    </div>
  );
}
