import { useEffect, useRef } from 'react';
import { CONTACT_TEXTS, type HelpSubject } from './contactTexts';
import { CLOSE_HELP, HELP_TEXTS } from './helpTexts';
import { whatsappUrl } from './whatsapp';

export interface HelpPanelProps {
  id: string;
  subject: HelpSubject;
  signedIn: boolean;
  whatsapp?: string;
  message: string;
  onClose: () => void;
}

/** The help opened by 'Preciso de ajuda': the WhatsApp contact (anonymous) or the help text (signed in). */
export default function HelpPanel({ id, subject, signedIn, whatsapp, message, onClose }: HelpPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const link = whatsappUrl(whatsapp, message);
  const texts = HELP_TEXTS[subject];

  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <section
      ref={panel}
      id={id}
      className="box-tracking-help__panel"
      aria-label={texts.helpTitle}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <h3 className="box-tracking-help__title">{texts.helpTitle}</h3>
      <p>{signedIn ? texts.helpSignedIn : texts.helpAnonymous}</p>
      {!signedIn && link ? (
        <a
          className="box-button box-button--primary box-button--md"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {CONTACT_TEXTS.whatsapp}
        </a>
      ) : null}
      <button type="button" className="box-tracking-help__close" onClick={onClose}>
        {CLOSE_HELP}
      </button>
    </section>
  );
}
