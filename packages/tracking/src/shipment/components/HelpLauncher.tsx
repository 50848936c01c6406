import { lazy, Suspense, useId, useRef, useState } from 'react';
import { SHIPMENT_TEXTS } from '../texts';

// Opened by few visitors: its content is fetched on the first click.
const HelpPanel = lazy(() => import('./HelpPanel'));

export interface HelpLauncherProps {
  signedIn: boolean;
  whatsapp: string;
  trackingCode: string | null;
}

/**
 * 'Preciso de ajuda' (SPEC §2): a disclosure that opens the WhatsApp contact for anonymous recipients, or the
 * help text for signed-in shippers. Esc closes it and gives focus back to the launcher.
 */
export function HelpLauncher({ signedIn, whatsapp, trackingCode }: HelpLauncherProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <div className="box-shipment-help">
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel
            id={panelId}
            signedIn={signedIn}
            whatsapp={whatsapp}
            trackingCode={trackingCode}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="box-shipment-help__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {SHIPMENT_TEXTS.help}
      </button>
    </div>
  );
}
