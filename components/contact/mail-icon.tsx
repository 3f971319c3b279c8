/** An envelope in the style of components/ui/icon (24 px grid, stroke), which has no mail icon. */
export function MailIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 6h17v12h-17zM4 6.5l8 6 8-6" />
    </svg>
  );
}
