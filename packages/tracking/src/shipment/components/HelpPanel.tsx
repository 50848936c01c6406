import { useEffect, useRef } from 'react';
import { HELP_TEXTS } from '../helpTexts';
import { SHIPMENT_TEXTS } from '../texts';
import { whatsappUrl } from '../whatsapp';

export interface HelpPanelProps {
  id: string;
  signedIn: boolean;
  whatsapp: string;
  trackingCode: string | null;
  onClose: () => void;
}

/** The help opened by 'Preciso de ajuda': the WhatsApp contact (anonymous) or the help text (signed in). */
export default function HelpPanel({ id, signedIn, whatsapp, trackingCode, onClose }: HelpPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const link = whatsappUrl(whatsapp, SHIPMENT_TEXTS.whatsappMessage(trackingCode ?? ''));

  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <section
      ref={panel}
      id={id}
      className="box-shipment-help__panel"
      aria-label={HELP_TEXTS.helpTitle}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <h3 className="box-shipment-help__title">{HELP_TEXTS.helpTitle}</h3>
      <p>{signedIn ? HELP_TEXTS.helpSignedIn : HELP_TEXTS.helpAnonymous}</p>
      {!signedIn && link ? (
        <a
          className="box-button box-button--primary box-button--md"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {SHIPMENT_TEXTS.whatsapp}
        </a>
      ) : null}
      <button type="button" className="box-shipment-help__close" onClick={onClose}>
        {HELP_TEXTS.closeHelp}
      </button>
    </section>
  );
}
