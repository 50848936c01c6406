import { modalCss, radioGroupCss, useAdoptedStyles, useStore } from '@box/ui';
import { useId, useRef } from 'react';
import { ApiKeysPanel } from './ApiKeysPanel';
import { integrationsApi } from './api';
import { createApiKeysStore } from './apiKeysStore';
import integrationsCss from './integrations.css?inline';
import { INTEGRATIONS_MESSAGES } from './messages';
import { SefazPanel } from './SefazPanel';
import { createSefazStore } from './sefazStore';
import { WebhooksPanel } from './WebhooksPanel';
import { createWebhooksStore } from './webhooksStore';

const M = INTEGRATIONS_MESSAGES;

/** What the section renders beyond the widget's own sheets: ui's modal and radio group, then its own rules. */
export const SECTION_STYLES = [modalCss, radioGroupCss, integrationsCss];

export interface IntegrationsSectionProps {
  /** The account managed by the super admin (every call names it); none: the signed-in person's own account. */
  customerId?: number;
  /** The section's title; default 'Integrações'. */
  title?: string;
}

/**
 * 'Integrações' (issue 16): the account's API keys and webhooks, and (issue 20) the digital canhoto's SEFAZ
 * certificate and mode. One implementation for the customer's admin in /perfil and for the super admin managing
 * any account from /contas-cadastradas. Its own API client (inheriting the widget's settings) keeps the
 * integrations calls in this lazily loaded chunk.
 */
export default function IntegrationsSection({ customerId, title = M.title }: IntegrationsSectionProps) {
  const titleId = useId();
  const keys = useStore(() => createApiKeysStore(customerId));
  const webhooks = useStore(() => createWebhooksStore(customerId));
  const sefaz = useStore(() => createSefazStore(customerId));
  const root = useRef<HTMLElement>(null);
  // Adopted when the chunk arrives (the element's shadow root, or the page): the first load carries none of it.
  useAdoptedStyles(root, SECTION_STYLES);
  return (
    <integrationsApi.Provider>
      <section ref={root} className="box-account-card box-integrations" aria-labelledby={titleId}>
        <h2 id={titleId} className="box-account-card__title">
          {title}
        </h2>
        <p className="box-profile__note">{M.intro}</p>
        <p className="box-profile__note">{M.guide}</p>
        <ApiKeysPanel store={keys} />
        <WebhooksPanel store={webhooks} />
        <SefazPanel store={sefaz} />
      </section>
    </integrationsApi.Provider>
  );
}
