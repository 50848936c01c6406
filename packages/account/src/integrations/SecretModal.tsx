import { Alert, Button, Modal } from '@box/ui';
import { useId, useRef, useState } from 'react';
import { INTEGRATIONS_MESSAGES } from './messages';

const M = INTEGRATIONS_MESSAGES.secret;

export interface SecretModalProps {
  secret: string | null;
  title: string;
  label: string;
  warning: string;
  onClose: () => void;
}

/**
 * A secret the server returns once (an API key, a webhook signing secret): shown with a copy button and the
 * warning that it will not be shown again. Closing the modal forgets it (the store drops it).
 */
export function SecretModal({ secret, title, label, warning, onClose }: SecretModalProps) {
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copySecret = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for the user to copy by hand.
      input.current?.select();
      setCopy('failed');
    }
  };
  return (
    <Modal
      open={secret !== null}
      title={title}
      onClose={close}
      closeLabel={INTEGRATIONS_MESSAGES.close}
      footer={<Button onClick={close}>{M.done}</Button>}
    >
      <div className="box-integrations__secret">
        <Alert tone="warning">{warning}</Alert>
        <label htmlFor={fieldId} className="box-integrations__secret-label">
          {label}
        </label>
        <div className="box-integrations__secret-row">
          <input
            ref={input}
            id={fieldId}
            className="box-integrations__secret-value"
            readOnly
            value={secret ?? ''}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copySecret()} data-autofocus>
            {M.copy}
          </Button>
        </div>
        <p className="box-integrations__copy-status" role="status">
          {copy === 'copied' ? M.copied : copy === 'failed' ? M.copyFailed : ''}
        </p>
      </div>
    </Modal>
  );
}
