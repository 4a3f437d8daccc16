// A small decorative line icon on a 24×24 grid, drawn in the text's colour with round ends and joins: one
// path. Screen readers skip it; the control or text beside it says what it means.
export function LineIcon({ d, size, strokeWidth }: { d: string; size: number; strokeWidth: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
