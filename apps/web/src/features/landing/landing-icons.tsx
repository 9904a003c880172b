import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

function StrokeIcon({ className = 'h-6 w-6', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
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

/** Decorative tick used in lists of promises. */
export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7.8 12.3l2.9 2.9 5.5-6" />
    </StrokeIcon>
  );
}

/** Padlock: encrypted storage. */
export function LockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
    </StrokeIcon>
  );
}

/** Progress line: following requests. */
export function MonitorIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M6.5 13l3-3.5 2.5 2 5-5M9 21h6M12 17v4" />
    </StrokeIcon>
  );
}

/** Magnifier: finding companies. */
export function DiscoverIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21M8 10.5h5M10.5 8v5" />
    </StrokeIcon>
  );
}

/** Open book: details per company. */
export function InformedIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 5.5C5.5 4.5 9 4.5 12 6.5c3-2 6.5-2 9-1V19c-2.5-1-6-1-9 1-3-2-6.5-2-9-1z" />
      <path d="M12 6.5V20" />
    </StrokeIcon>
  );
}

/** Letter with a seal: a data subject request. */
export function RightsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3v5h5M8.5 12h7M8.5 15.5h4" />
    </StrokeIcon>
  );
}

/** Shield: staying protected. */
export function ProtectedIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 2.8l7.5 2.9v5.6c0 4.8-3.2 8.6-7.5 10-4.3-1.4-7.5-5.2-7.5-10V5.7z" />
      <path d="M8.8 12l2.3 2.3 4.2-4.4" />
    </StrokeIcon>
  );
}

/** Chevron pointing down, rotated by its parent when open. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5.5 9l6.5 6.5L18.5 9" />
    </StrokeIcon>
  );
}

/** Arrow for carousel controls. */
export function ArrowIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <StrokeIcon {...props}>
      {direction === 'left' ? (
        <path d="M19 12H5.5M11 5.5L4.5 12l6.5 6.5" />
      ) : (
        <path d="M5 12h13.5M13 5.5l6.5 6.5-6.5 6.5" />
      )}
    </StrokeIcon>
  );
}

/** A filled rating star. */
export function StarIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
