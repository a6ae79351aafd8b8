/**
 * The CloudMine logo, drawn here as SVG so the icons can be rendered from it at any size: a cloud
 * (the hosted miners) holding three rising bars (the daily payouts) on the brand's blue.
 */

export const BRAND_BLUE = '#1c7ed6';
export const BRAND_BLUE_DARK = '#1864ab';
export const PAGE_BACKGROUND = '#f6f7f9';

/** The cloud and bars on a 512 unit square, centred on (256, 256) about 300 units wide. */
const MARK = `
  <g fill="#ffffff">
    <circle cx="184" cy="282" r="74" />
    <circle cx="274" cy="246" r="96" />
    <circle cx="344" cy="302" r="58" />
    <rect x="110" y="282" width="292" height="78" rx="39" />
  </g>
  <g fill="${BRAND_BLUE}">
    <rect x="204" y="292" width="26" height="44" rx="4" />
    <rect x="243" y="266" width="26" height="70" rx="4" />
    <rect x="282" y="234" width="26" height="102" rx="4" />
  </g>`;

const GRADIENT = `
  <defs>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND_BLUE}" />
      <stop offset="1" stop-color="${BRAND_BLUE_DARK}" />
    </linearGradient>
  </defs>`;

/** The usual icon: a rounded square, transparent corners. */
export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${GRADIENT}
  <rect width="512" height="512" rx="112" fill="url(#brand)" />${MARK}
</svg>
`;
}

/**
 * The maskable icon: the platform crops it to its own shape (circle, squircle), so the background
 * fills the whole square and the mark shrinks into the central 80 % safe zone.
 */
export function maskableLogoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${GRADIENT}
  <rect width="512" height="512" fill="url(#brand)" />
  <g transform="translate(256 256) scale(0.78) translate(-256 -256)">${MARK}
  </g>
</svg>
`;
}
