import { EMBED_TOKEN_RENEW_BEFORE_MS } from '@box/core/catalogues';
import { attr } from './attributes';
import { createWidgetElement, definitionOf, type ElementDefinition } from './createWidgetElement';
import { type ElementDocs, SHARED_DOCS, TOKEN_DOCS, withStandardDocs } from './docs';

describe('TOKEN_DOCS', () => {
  it("names core's renewal window in box:auth-token-expiring", () => {
    expect(TOKEN_DOCS.authTokenExpiring.description).toContain(
      `within ${EMBED_TOKEN_RENEW_BEFORE_MS / 1000} seconds`,
    );
  });
});

describe('withStandardDocs', () => {
  const Probe = createWidgetElement({
    component: (_: { apiBase?: string; authToken?: string; size?: number; onSessionExpired?: () => void }) =>
      null,
    attributes: { 'api-base': attr.string(), 'auth-token': attr.string(), size: attr.number() },
    events: { onSessionExpired: 'box:session-expired' },
  });
  const definition = definitionOf(Probe) as ElementDefinition;
  const own = {
    tag: 'box-probe-standard',
    element: Probe,
    className: 'ProbeElement',
    reactName: 'Probe',
    summary: 'A probe.',
    session: 'signed-in',
    attributes: { 'api-base': 'Its own words.', size: 'How big.' },
    properties: {},
    events: {},
    parts: ['root'],
    entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
    example: '<box-probe-standard></box-probe-standard>',
  } satisfies ElementDocs;

  it('fills in the standard attributes and events the definition has, and keeps what the element wrote', () => {
    const docs = withStandardDocs(own, definition);
    expect(docs.attributes).toEqual({
      'api-base': 'Its own words.',
      'auth-token': TOKEN_DOCS.authToken,
      size: 'How big.',
    });
    // Only what the definition has: this one has no fetch property and no box:auth-token-expiring.
    expect(docs.properties).toEqual({});
    expect(docs.events).toEqual({ 'box:session-expired': SHARED_DOCS.sessionExpired });
  });
});
