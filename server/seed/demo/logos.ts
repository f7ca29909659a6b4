/**
 * A small square SVG logo: coloured tile, initials and an accent stripe, e.g.
 * `svgLogo('NE', '#1d4ed8', '#facc15')`. Generated so the demo needs no binary assets.
 */
export function svgLogo(initials: string, background: string, accent: string): Buffer {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" rx="24" fill="${background}"/>`,
    `<path d="M0 96 Q64 72 128 96 V104 Q64 80 0 104 Z" fill="${accent}" opacity="0.9"/>`,
    `<text x="64" y="70" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>`,
    '</svg>',
  ].join('');
  return Buffer.from(svg, 'utf8');
}
