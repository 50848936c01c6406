import { attr, createWidgetElement } from '@box/ui';
import { SpotWizard } from './SpotWizard';
import { SPOT_WIZARD_STYLES } from './styles';

export const SPOT_WIZARD_TAG = 'box-spot-wizard';

/**
 * `<box-spot-wizard api-base="/jade/api" show-account-banner="false">`: emits `box:navigate` ({ path }),
 * `box:order-created` ({ id }) and `box:session-expired`. A `fetch` property replaces the transport.
 */
export const SpotWizardElement = createWidgetElement({
  component: SpotWizard as never,
  attributes: {
    'api-base': attr.string('/jade/api'),
    'show-account-banner': attr.boolean(true),
  },
  properties: ['fetch'],
  events: {
    onNavigate: { type: 'box:navigate', detail: (path: string) => ({ path }) },
    onOrderCreated: { type: 'box:order-created', detail: (order: { id: number }) => ({ id: order.id }) },
    onSessionExpired: { type: 'box:session-expired', detail: () => null },
  },
  styles: SPOT_WIZARD_STYLES,
});
