import { useEffect, type ReactNode } from 'react';

/** A content page: sets the document title and gives the page its one h1. */
export function Page({
  title,
  heading = title,
  children,
  width = 'wide',
}: {
  title: string;
  heading?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'prose' | 'wide';
}) {
  useDocumentTitle(title);
  const maxWidth = { narrow: 'max-w-md', prose: 'max-w-3xl', wide: 'max-w-6xl' }[width];
  return (
    <div className={`mx-auto w-full ${maxWidth} px-4 py-10 sm:px-6`}>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Reclaim`;
  }, [title]);
}
