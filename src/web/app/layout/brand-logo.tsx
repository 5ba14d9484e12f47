/**
 * The association's kolam mark, drawn in the page itself. As an image (even a data URL) Chromium
 * builds a separate document for an SVG, 10-20 ms of main thread after the first paint on every
 * page load; inline it is only a few shapes of the page.
 */
export function BrandLogo() {
  return (
    <svg className="brand__logo" viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#c98b1a" />
      <circle cx="32" cy="32" r="24" fill="#7a1f2b" />
      <g fill="#fbf7f2">
        <circle cx="32" cy="14" r="3" />
        <circle cx="32" cy="50" r="3" />
        <circle cx="14" cy="32" r="3" />
        <circle cx="50" cy="32" r="3" />
        <circle cx="19" cy="19" r="2.5" />
        <circle cx="45" cy="45" r="2.5" />
        <circle cx="45" cy="19" r="2.5" />
        <circle cx="19" cy="45" r="2.5" />
        <path d="M32 20c6 6 6 18 0 24c-6-6-6-18 0-24z" />
      </g>
    </svg>
  );
}
