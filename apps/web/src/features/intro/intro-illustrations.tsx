import type { ReactNode } from 'react';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 180" className="mx-auto h-44 w-auto sm:h-52">
      <circle cx="120" cy="92" r="78" fill="#d0eee6" />
      {children}
    </svg>
  );
}

/** A connected mailbox with confetti. */
export function CelebrationIllustration() {
  return (
    <Frame>
      <rect x="62" y="62" width="116" height="78" rx="12" fill="#146f5d" />
      <path
        d="M70 72l50 36 50-36"
        fill="none"
        stroke="#a3dccd"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="172" cy="64" r="20" fill="#f2a541" />
      <path
        d="M163 64l6 6 12-13"
        fill="none"
        stroke="#14211d"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#f2a541">
        <rect x="40" y="36" width="8" height="14" rx="2" transform="rotate(-25 44 43)" />
        <rect x="196" y="116" width="8" height="14" rx="2" transform="rotate(30 200 123)" />
      </g>
      <g fill="#1f8a73">
        <circle cx="58" cy="150" r="5" />
        <circle cx="118" cy="28" r="5" />
        <rect x="200" y="30" width="8" height="14" rx="2" transform="rotate(20 204 37)" />
      </g>
    </Frame>
  );
}

/** A magnifier reading only the envelope, not the letter. */
export function ScanIllustration() {
  return (
    <Frame>
      <rect
        x="48"
        y="56"
        width="112"
        height="74"
        rx="10"
        fill="#ffffff"
        stroke="#146f5d"
        strokeWidth="5"
      />
      <path
        d="M54 62l52 36 48-36"
        fill="none"
        stroke="#146f5d"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="150" cy="104" r="30" fill="#ecf8f5" stroke="#0f5d4e" strokeWidth="8" />
      <path d="M172 126l24 24" stroke="#0f5d4e" strokeWidth="12" strokeLinecap="round" />
      <rect x="134" y="96" width="32" height="6" rx="3" fill="#f2a541" />
      <rect x="134" y="108" width="22" height="6" rx="3" fill="#1f8a73" />
    </Frame>
  );
}

/** Footprints getting smaller. */
export function FootprintIllustration() {
  return (
    <Frame>
      <g fill="#0f5d4e">
        <ellipse cx="70" cy="120" rx="20" ry="30" transform="rotate(-12 70 120)" />
        <circle cx="56" cy="80" r="6" />
        <circle cx="70" cy="76" r="6" />
        <circle cx="84" cy="80" r="6" />
      </g>
      <g fill="#1f8a73">
        <ellipse cx="126" cy="104" rx="14" ry="21" transform="rotate(-12 126 104)" />
        <circle cx="116" cy="76" r="4.5" />
        <circle cx="127" cy="73" r="4.5" />
        <circle cx="137" cy="76" r="4.5" />
      </g>
      <g fill="#3ba58d">
        <ellipse cx="172" cy="90" rx="9" ry="13" transform="rotate(-12 172 90)" />
        <circle cx="166" cy="72" r="3" />
        <circle cx="173" cy="70" r="3" />
        <circle cx="179" cy="72" r="3" />
      </g>
      <circle cx="200" cy="78" r="4" fill="#f2a541" />
    </Frame>
  );
}

/** A request letter with a seal of the law. */
export function RequestIllustration() {
  return (
    <Frame>
      <path
        d="M74 30h66l26 26v104H74z"
        fill="#ffffff"
        stroke="#146f5d"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M140 30v26h26" fill="none" stroke="#146f5d" strokeWidth="5" strokeLinejoin="round" />
      <g fill="#94a3b8">
        <rect x="88" y="64" width="52" height="6" rx="3" />
        <rect x="88" y="80" width="64" height="6" rx="3" />
        <rect x="88" y="96" width="58" height="6" rx="3" />
      </g>
      <circle cx="150" cy="136" r="24" fill="#f2a541" />
      <path
        d="M140 136l7 7 13-14"
        fill="none"
        stroke="#14211d"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Frame>
  );
}

/** A paper plane taking off. */
export function LaunchIllustration() {
  return (
    <Frame>
      <path
        d="M40 140c40-10 70-30 96-62"
        fill="none"
        stroke="#1f8a73"
        strokeWidth="4"
        strokeDasharray="3 10"
        strokeLinecap="round"
      />
      <path
        d="M112 78l96-40-28 96-26-30z"
        fill="#ffffff"
        stroke="#0f5d4e"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M154 104l54-66" stroke="#0f5d4e" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M154 104l-4 34 16-18"
        fill="#a3dccd"
        stroke="#0f5d4e"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="58" cy="50" r="6" fill="#f2a541" />
      <circle cx="196" cy="150" r="5" fill="#f2a541" />
    </Frame>
  );
}
