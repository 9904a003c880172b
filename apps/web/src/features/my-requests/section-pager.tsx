import { Button } from '../../components/ui/button';
import { pageCount } from './request-sections';

interface SectionPagerProps {
  /** What the pages are of, for the navigation's name. */
  label: string;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous and Next through a section's pages of 8 cards; nothing when one page holds them all. */
export function SectionPager({ label, page, total, onPageChange }: SectionPagerProps) {
  const pages = pageCount(total);
  if (pages < 2) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <span aria-live="polite" className="text-sm font-medium text-slate-700">
        Page {page} of {pages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
