/** Shown for privileges without an image when the brand has set no default picture. */
export const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#EEF0F3"/>
<g fill="none" stroke="#A0A7B4" stroke-width="10" stroke-linejoin="round">
<rect x="140" y="125" width="120" height="95" rx="6"/>
<rect x="128" y="100" width="144" height="30" rx="6"/>
<path d="M200 100v120M200 100c-10-30-48-30-40-8 5 12 40 8 40 8zm0 0c10-30 48-30 40-8-5 12-40 8-40 8z"/>
</g>
</svg>`;
