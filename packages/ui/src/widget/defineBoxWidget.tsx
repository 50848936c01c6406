import { API_BASE_PATH } from '@box/core/api';
import type { ComponentType, ReactNode } from 'react';
import type { ApiContext, ApiSettings } from '../api/ApiClientProvider';
import { BoxRoot } from '../components/box-root/BoxRoot';
import { attr } from './attributes';
import { elementOf, type WidgetDefinition, type WidgetElementClass } from './createWidgetElement';
import { SHARED_EVENTS } from './sharedEvents';
import { useAuthTokenExpiry } from './useAuthTokenExpiry';

export interface BoxWidgetSpec<C extends object, P extends object> {
  /** The widget's API: `createApiContext(createXApi)`, whose `useApi` its screens call. */
  api: ApiContext<C>;
  /** Its sheets, from `widgetSheets` (ui's order, then its own). */
  styles: readonly string[];
  /** What it shows inside its root and API provider, given all its props (the standard ones too). */
  screen: ComponentType<P & ApiSettings>;
}

/**
 * A widget's React root: `<BoxRoot>` with its sheets around its API provider (`apiBase`, `fetch`, `authToken`
 * and `onSessionExpired`, the `ApiSettings` every widget takes) around its screen, and the watch over its token's
 * lifetime (`onAuthTokenExpiring` before it ends; its end itself is the server's 401, through the provider). The
 * widget states only what is its own: its client, its sheets, its screen and the screen's props.
 */
export function defineBoxWidget<C extends object, P extends object>({
  api: { Provider },
  styles,
  screen: Screen,
}: BoxWidgetSpec<C, P>): (props: P & ApiSettings) => ReactNode {
  return (props) => {
    useAuthTokenExpiry(props.authToken, { onExpiring: props.onAuthTokenExpiring });
    return (
      <BoxRoot styles={styles}>
        <Provider
          apiBase={props.apiBase}
          fetch={props.fetch}
          authToken={props.authToken}
          onSessionExpired={props.onSessionExpired}
        >
          <Screen {...props} />
        </Provider>
      </BoxRoot>
    );
  };
}

/**
 * A widget's custom element (`createWidgetElement`) with the standard wiring every Box element has: the
 * `api-base` and `auth-token` attributes first (default core's `API_BASE_PATH`, and none), the `fetch` property
 * first, and the `box:auth-token-expiring` and cancelable `box:session-expired` events last. The definition lists
 * only the element's own attributes, properties and events; its docs get the standard ones from `SHARED_DOCS`.
 */
export function createBoxElement<P extends ApiSettings>({
  component,
  attributes,
  properties = [],
  events,
  styles,
}: WidgetDefinition<P>): WidgetElementClass {
  return elementOf(component, {
    attributes: { 'api-base': attr.string(API_BASE_PATH), 'auth-token': attr.string(), ...attributes },
    properties: ['fetch', ...properties],
    events: {
      ...events,
      onAuthTokenExpiring: SHARED_EVENTS.authTokenExpiring,
      onSessionExpired: SHARED_EVENTS.sessionExpired,
    },
    styles,
  });
}
