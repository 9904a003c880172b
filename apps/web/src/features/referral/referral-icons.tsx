import type { ReactNode } from 'react';

function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Arrow leaving a box: the link opens another site in a new tab. */
export function ExternalIcon() {
  return (
    <StrokeIcon>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </StrokeIcon>
  );
}

/** Two stacked sheets: copy to the clipboard. */
export function CopyIcon() {
  return (
    <StrokeIcon>
      <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />
      <path d="M15.5 8.5V5.5A1.5 1.5 0 0 0 14 4H5.5A1.5 1.5 0 0 0 4 5.5V14a1.5 1.5 0 0 0 1.5 1.5h3" />
    </StrokeIcon>
  );
}

/** A large speech bubble with stars, decorating the feedback invitation. */
export function FeedbackIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 120" className="h-28 w-auto">
      <circle cx="80" cy="60" r="56" fill="#d0eee6" />
      <path
        d="M40 34h80a8 8 0 0 1 8 8v36a8 8 0 0 1-8 8H70l-16 14V86H40a8 8 0 0 1-8-8V42a8 8 0 0 1 8-8z"
        fill="#0f5d4e"
      />
      {[56, 80, 104].map((x) => (
        <path
          key={x}
          transform={`translate(${x - 8} 52)`}
          d="M8 0l2.4 5 5.6.7-4.1 3.8 1 5.5L8 12.3 3.1 15l1-5.5L0 5.7 5.6 5z"
          fill="#f2a541"
        />
      ))}
    </svg>
  );
}
