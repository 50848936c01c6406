let cached: boolean | undefined;

/**
 * Whether this browser can draw the map: maplibre 5 needs WebGL 2. Old phones and happy-dom cannot, and then
 * the map's code is never fetched. Probed once per page and the probe context released, since browsers cap the
 * number of live WebGL contexts.
 */
export function supportsWebGL(): boolean {
  if (cached !== undefined) return cached;
  try {
    if (typeof document === 'undefined') return false;
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext?.('webgl2') as WebGL2RenderingContext | null | undefined;
    cached = Boolean(gl);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    cached = false;
  }
  return cached;
}
