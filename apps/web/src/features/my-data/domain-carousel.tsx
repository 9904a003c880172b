import type { DomainRecord } from '@reclaim/contract';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type ReactNode } from 'react';
import { shouldFetchMore, slideStep, type ItemsPerView } from './carousel-layout';
import { useItemsPerView } from './use-items-per-view';

/** Slide widths per cards in view, spelled out so Tailwind sees every class. */
const SLIDE_BASIS: Record<ItemsPerView, string> = {
  1: 'basis-full',
  2: 'basis-1/2',
  4: 'basis-1/4',
  5: 'basis-1/5',
};

interface DomainCarouselProps {
  /** The carousel's name: the id of its heading, or a text. */
  labelledBy?: string;
  label?: string;
  /** Title, total and actions, drawn above the cards inside the carousel's region. */
  header?: ReactNode;
  records: readonly DomainRecord[];
  renderCard: (record: DomainRecord) => ReactNode;
  hasMore?: boolean;
  isFetchingMore?: boolean;
  onNearEnd?: () => void;
}

/**
 * Company cards in a carousel (Embla): 5, 4, 2 or 1 in view by screen width, Previous/Next move
 * by up to 4, and the next page is asked for when the view comes within 8 cards of the end (spec
 * §9). Cards can be swiped on touch screens; a focused card scrolls into view.
 */
export function DomainCarousel({
  labelledBy,
  label,
  header,
  records,
  renderCard,
  hasMore = false,
  isFetchingMore = false,
  onNearEnd,
}: DomainCarouselProps) {
  const inView = useItemsPerView();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: slideStep(inView),
  });
  const position = useCarouselPosition(embla);

  useEffect(() => {
    const state = {
      lastIndexInView: Math.min(position.lastIndexInView, records.length - 1),
      loadedCount: records.length,
      hasMore,
      isFetching: isFetchingMore,
    };
    if (onNearEnd && shouldFetchMore(state)) onNearEnd();
  }, [position.lastIndexInView, records.length, hasMore, isFetchingMore, onNearEnd]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      aria-label={label}
      className="flex flex-col gap-3"
    >
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">{header}</div>
        <ArrowButtons embla={embla} position={position} className="hidden sm:flex" />
      </div>
      <div ref={viewportRef} className="-mx-1 overflow-hidden px-1 py-1">
        <div className="-ml-4 flex touch-pan-y">
          {records.map((record, index) => (
            <div
              key={record.domainName}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${records.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${SLIDE_BASIS[inView]}`}
            >
              {renderCard(record)}
            </div>
          ))}
        </div>
      </div>
      <ArrowButtons embla={embla} position={position} className="flex self-end sm:hidden" />
    </div>
  );
}

type Embla = ReturnType<typeof useEmblaCarousel>[1];

/** Where the carousel stands: which way it can move, and the last card in view. */
function useCarouselPosition(embla: Embla) {
  const [position, setPosition] = useState({
    canScrollPrev: false,
    canScrollNext: false,
    lastIndexInView: -1,
  });
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const shown = embla.slidesInView();
      setPosition({
        canScrollPrev: embla.canScrollPrev(),
        canScrollNext: embla.canScrollNext(),
        lastIndexInView: shown.length > 0 ? Math.max(...shown) : -1,
      });
    };
    update();
    embla.on('select', update).on('reInit', update).on('slidesInView', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('slidesInView', update);
    };
  }, [embla]);
  return position;
}

/** Previous and Next; absent when every card is in view. */
function ArrowButtons({
  embla,
  position,
  className,
}: {
  embla: Embla;
  position: { canScrollPrev: boolean; canScrollNext: boolean };
  className: string;
}) {
  if (!position.canScrollPrev && !position.canScrollNext) return null;
  return (
    <div className={`shrink-0 gap-2 ${className}`}>
      <ArrowButton
        direction="previous"
        isEnabled={position.canScrollPrev}
        onClick={() => embla?.scrollPrev()}
      />
      <ArrowButton
        direction="next"
        isEnabled={position.canScrollNext}
        onClick={() => embla?.scrollNext()}
      />
    </div>
  );
}

function ArrowButton({
  direction,
  isEnabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  isEnabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={direction === 'previous' ? 'Previous' : 'Next'}
      disabled={!isEnabled}
      onClick={onClick}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
