import { cspSection, partnerCspDirectives } from './csp';

const ORIGIN = 'https://box.example';

describe('the partner CSP', () => {
  it("names the portal's origin where Box loads from it, and neither 'unsafe-inline' nor blob:", () => {
    const policy = Object.fromEntries(partnerCspDirectives(ORIGIN).map((d) => [d.directive, d.sources]));
    expect(policy['script-src']).toEqual(["'self'", ORIGIN]);
    expect(policy['connect-src']).toContain(ORIGIN);
    expect(policy['worker-src']).toContain("'self'");
    const all = Object.values(policy).flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain('blob:');
    expect(all.join(' ')).not.toContain('{{BOX}}');
  });

  it("lets the maps reach the map provider: OpenFreeMap's origin by default, another, or none", () => {
    const connect = (...args: [string, (string | null)?]) =>
      partnerCspDirectives(...args).find((d) => d.directive === 'connect-src')?.sources;
    expect(connect(ORIGIN)).toEqual([ORIGIN, 'https://tiles.openfreemap.org']);
    expect(connect(ORIGIN, 'https://tiles.example')).toEqual([ORIGIN, 'https://tiles.example']);
    expect(connect(ORIGIN, null)).toEqual([ORIGIN]);
    expect(JSON.stringify(partnerCspDirectives(ORIGIN))).not.toContain('{{MAP}}');
  });

  it('prints the header, and the worker paragraph only for a package with a map element', () => {
    const withMap = cspSection(ORIGIN, ['box-order-tracking']).join('\n');
    expect(withMap).toContain(
      `Content-Security-Policy: default-src 'self'; script-src 'self' ${ORIGIN}; style-src 'self' ${ORIGIN};`,
    );
    expect(withMap).toContain('`<box-order-tracking>`');
    expect(withMap).toContain(`${ORIGIN}/maplibre-gl-csp-worker.js`);
    expect(cspSection(ORIGIN, []).join('\n')).not.toContain('map-worker-url="');
  });
});
