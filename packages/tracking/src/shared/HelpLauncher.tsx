import { lazy, Suspense, useId, useRef, useState } from 'react';
import { CONTACT_TEXTS, type HelpSubject } from './contactTexts';
import { whatsappUrl } from './whatsapp';

// Opened by few visitors: its content is fetched on the first click.
const HelpPanel = lazy(() => import('./HelpPanel'));

export interface HelpLauncherProps {
  /** Which page it helps with: its panel's title and text. */
  subject: HelpSubject;
  signedIn: boolean;
  /** The WhatsApp number offered to anonymous visitors; none given, none offered. */
  whatsapp?: string;
  /** The WhatsApp message typed in for the visitor, naming the shipment or the OS. */
  message: string;
}

/**
 * 'Preciso de ajuda' (SPEC §2, on both tracking pages): a disclosure that opens the WhatsApp contact for
 * anonymous visitors, or the help text for signed-in shippers. Esc closes it and gives focus back to the launcher.
 * An anonymous visitor on a page that gave no WhatsApp number has no channel to be helped through: no launcher.
 */
export function HelpLauncher({ subject, signedIn, whatsapp, message }: HelpLauncherProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  if (!signedIn && !whatsappUrl(whatsapp, message)) return null;

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <div className="box-tracking-help">
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel
            id={panelId}
            subject={subject}
            signedIn={signedIn}
            whatsapp={whatsapp}
            message={message}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="box-tracking-help__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {CONTACT_TEXTS.help}
      </button>
    </div>
  );
}
