import { haversineKm as coreHaversineKm } from '@box/core/rules';
/** Google's encoded polyline (precision 5) of [lat, lng] points: the order's route geometry. */
export function encodePolyline(points: readonly (readonly [number, number])[]): string {
  let out = '';
  let lastLat = 0;
  let lastLng = 0;
  const encode = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    let chunk = '';
    while (v >= 0x20) {
      chunk += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    return chunk + String.fromCharCode(v + 63);
  };
  for (const [lat, lng] of points) {
    const la = Math.round(lat * 1e5);
    const ln = Math.round(lng * 1e5);
    out += encode(la - lastLat) + encode(ln - lastLng);
    lastLat = la;
    lastLng = ln;
  }
  return out;
}

/** Great-circle distance in km between [lat, lng] pairs (core's haversineKm). */
export function haversineKm(a: readonly [number, number], b: readonly [number, number]): number {
  return coreHaversineKm({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] });
}
