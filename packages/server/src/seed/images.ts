// Pictures and signatures of demo proofs: tiny inline SVGs, so the demo needs no image host or network.
const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export function demoPhoto(label: string, hue: number): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
      `<rect width="640" height="480" fill="hsl(${hue} 35% 82%)"/>` +
      `<rect x="220" y="170" width="200" height="150" rx="8" fill="hsl(${hue} 30% 55%)"/>` +
      `<text x="320" y="420" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#223">` +
      `${label} (demonstração)</text></svg>`,
  );
}

export function demoSignature(seed: number): string {
  const y = (i: number) => 60 + Math.round(25 * Math.sin((i + seed) / 2));
  const points = Array.from({ length: 12 }, (_, i) => `${20 + i * 30},${y(i)}`).join(' ');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="380" height="120" viewBox="0 0 380 120">` +
      `<polyline points="${points}" fill="none" stroke="#1a2a6c" stroke-width="3" stroke-linecap="round"/></svg>`,
  );
}
