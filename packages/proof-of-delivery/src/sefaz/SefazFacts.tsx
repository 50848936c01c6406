import { formatAccessKey, formatDate, formatTime } from '@box/core/format';
import type { SefazRegistration } from '@box/core/schemas';
import { SEFAZ_MESSAGES as M } from './messages';

/**
 * The lines under the status that say where the registration stands: its protocol and time, SEFAZ's refusal,
 * the next try, or what the account must do first. Times are São Paulo's.
 */
export function SefazFacts({ registration }: { registration: SefazRegistration }) {
  const { status, protocol, registeredAt, rejection, nextAttemptAt, cancellationProtocol } = registration;
  const lines: string[] = [];
  if (protocol) lines.push(M.protocol(protocol));
  if (registeredAt) lines.push(M.registeredAt(`${formatDate(registeredAt)} ${formatTime(registeredAt)}`));
  if (cancellationProtocol) lines.push(M.cancellationProtocol(cancellationProtocol));
  if (rejection) lines.push(M.rejection(rejection.code, rejection.reason));
  if (status === 'pending' && nextAttemptAt) lines.push(M.nextAttempt(formatTime(nextAttemptAt)));
  if (status === 'needs-certificate') lines.push(M.needsCertificate);
  if (lines.length === 0) return null;
  return (
    <ul className="box-pod-sefaz__facts">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Which event and which fiscal document: the key in groups of four, as printed on a DANFE. */
export function SefazDocument({
  registration,
  eventLabel,
}: {
  registration: SefazRegistration;
  eventLabel: string;
}) {
  return (
    <dl className="box-pod-details">
      <div className="box-pod-details__row">
        <dt>{M.eventLabel}</dt>
        <dd>{eventLabel}</dd>
      </div>
      <div className="box-pod-details__row">
        <dt>{M.accessKeyLabel}</dt>
        <dd className="box-pod-sefaz__key">{formatAccessKey(registration.accessKey)}</dd>
      </div>
    </dl>
  );
}
