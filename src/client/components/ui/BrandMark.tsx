/**
 * public/favicon.svg drawn in the page itself: an <img> of it cost a request (two, with the
 * loading screen's) before the first screen on every visit, each revalidated because the icon
 * is not a hashed file (decision 061). index.html's static loading screen has the same markup.
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7">
      <rect width="32" height="32" rx="7" fill="#059669" />
      <path
        d="M6 21l6-6 5 4 9-10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
