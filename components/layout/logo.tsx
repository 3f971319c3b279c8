/** The shop's wordmark: a hammer-and-house mark and the name, as inline SVG (no request, crisp). */
export function Logo() {
  return (
    <svg width="148" height="36" viewBox="0 0 148 36" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="32" height="32" rx="8" fill="#a63d17" />
      <path d="M8 19l8-7 8 7v8h-5v-5h-6v5H8z" fill="#fff" />
      <text x="40" y="25" fontFamily="var(--font-display)" fontSize="22" fontWeight="600" fill="#1c1917">
        Bottega
      </text>
    </svg>
  );
}
