// The chat widget's icons, drawn inline so they never depend on an icon or emoji font.
const common = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function ChatBubbleIcon({ size = 26 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path
        d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7.5a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 3.5v-3.5A2.5 2.5 0 0 1 4 14z"
        fill="currentColor"
        stroke="none"
      />
      <path
        className="support-chat__icon-dots"
        d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01"
        stroke="#394c92"
        strokeWidth={2.6}
      />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common} width={20} height={20}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function SendIcon() {
  return (
    <svg {...common} width={18} height={18}>
      <path d="M4 12 20 4l-6 16-3-7z" />
      <path d="m11 13 9-9" />
    </svg>
  );
}
