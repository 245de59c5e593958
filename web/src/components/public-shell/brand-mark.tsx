/** The app icon's cap over a rising path, drawn inline (no request) at 40 px. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#1e3a8a" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill="url(#brand-mark-bg)" />
      <path d="M256 132 72 212l184 80 184-80z" fill="#fff" />
      <path d="M148 252v64c0 30 48 56 108 56s108-26 108-56v-64l-108 47z" fill="#fff" opacity=".92" />
      <path d="M420 222v92" stroke="#fbbf24" strokeWidth="14" strokeLinecap="round" />
      <circle cx="420" cy="330" r="16" fill="#fbbf24" />
    </svg>
  );
}
