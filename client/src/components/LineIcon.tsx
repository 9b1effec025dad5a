// A line icon (24-unit grid, round strokes) in the text's colour, hidden from screen readers: the site's
// icons are a few paths, drawn inline rather than from an icon library.
import type { ReactNode } from 'react';

export function LineIcon({ size = '1em', children }: { size?: string | number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
