import { COPY_NOTIFICATION_HIDE_MS } from '@box/core/catalogues';
import { LINK_COPIED_TEXT } from '@box/core/errors';
import { CenterNotification } from '@box/ui';
import { useCallback, useState } from 'react';
import { copyText } from '../../shared';
import { ORDER_TRACKING_TEXTS as T } from '../texts';

/**
 * Copies links for the page's share buttons and says so in the middle of the screen (SPEC §2 'Link copiado!
 * Cole (Ctrl-V) onde quiser'). Where the browser refuses the clipboard, the link is shown to copy by hand.
 */
export function useLinkCopier() {
  const [copied, setCopied] = useState(0);
  const [manual, setManual] = useState<string | null>(null);

  const copy = useCallback(async (url: string) => {
    if (await copyText(url)) {
      setManual(null);
      setCopied((n) => n + 1);
    } else {
      setManual(url);
    }
  }, []);

  const notice = (
    <>
      <CenterNotification
        key={copied}
        open={copied > 0}
        delayMs={COPY_NOTIFICATION_HIDE_MS}
        onHidden={() => setCopied(0)}
      >
        {LINK_COPIED_TEXT}
      </CenterNotification>
      {manual ? (
        <p className="box-order-tracking__manual-copy" role="status">
          {T.copyFailed}{' '}
          <input
            className="box-order-tracking__manual-input"
            readOnly
            value={manual}
            aria-label={T.copyFailed}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      ) : null}
    </>
  );
  return { copy, notice };
}
