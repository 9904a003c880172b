import { useState } from 'react';

interface CompanyLogoProps {
  /** Served by Reclaim's own server, so the browser never asks a third party. */
  src: string;
  name: string;
  size?: 'sm' | 'lg';
}

/**
 * A company's logo (spec §2). The server answers a monogram for a company without one, so the
 * first letter of the name in capitals shows only when the image cannot be loaded at all.
 */
export function CompanyLogo({ src, name, size = 'sm' }: CompanyLogoProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const box = size === 'sm' ? 'h-8 w-8 text-sm' : 'h-14 w-14 text-2xl';
  if (hasFailed) {
    return (
      <span
        aria-hidden="true"
        className={`${box} flex shrink-0 items-center justify-center rounded-lg bg-brand-50 font-bold text-brand-800`}
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 rounded-lg bg-white object-contain`}
      onError={() => setHasFailed(true)}
    />
  );
}
