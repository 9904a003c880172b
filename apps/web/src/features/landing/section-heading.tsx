import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'light' | 'dark';
}

/** The centred h2 block that opens each landing section. */
export function SectionHeading({ id, eyebrow, title, intro, tone = 'light' }: SectionHeadingProps) {
  const isDark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${isDark ? 'text-brand-200' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${isDark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-lg ${isDark ? 'text-brand-100' : 'text-slate-700'}`}>{intro}</p>
      )}
    </div>
  );
}
