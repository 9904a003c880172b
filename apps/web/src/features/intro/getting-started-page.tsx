import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';
import { SLIDE_PARAM, slideIndexOf } from './intro-slide-param';
import { INTRO_SLIDES } from './intro-slides';
import { ProgressDots } from './progress-dots';

const HAS_SEEN_INTRO_FLOW_KEY = 'hasSeenIntroFlow';

/**
 * The five-slide introduction shown once after the first mailbox is connected (spec §2). Each slide
 * is its own history entry (`?slide=2`), so Back returns to the previous slide, Forward to the next
 * and a reload stays on the slide.
 */
export function GettingStartedPage() {
  useDocumentTitle('Getting Started');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = slideIndexOf(searchParams.get(SLIDE_PARAM));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownSlide = useRef(current);
  // The page is public: a visitor who is not signed in has no mailbox connected.
  const { data: session, isPending } = useSession();
  const isSignedOut = !isPending && !session;

  useEffect(() => {
    localStorage.setItem(HAS_SEEN_INTRO_FLOW_KEY, 'true');
  }, []);

  // Moving focus to the new title makes screen readers announce each slide as it appears, whether
  // the person moved on or went back in the browser's history.
  useEffect(() => {
    if (shownSlide.current === current) return;
    shownSlide.current = current;
    headingRef.current?.focus();
  }, [current]);

  const slide = INTRO_SLIDES[current] ?? INTRO_SLIDES[0]!;
  const isLast = current === INTRO_SLIDES.length - 1;

  function advance() {
    if (isLast) {
      void navigate('/dashboard');
      return;
    }
    setSearchParams({ [SLIDE_PARAM]: String(current + 2) });
  }

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-linear-to-b from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-xl rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-200 sm:p-10">
        <ProgressDots count={INTRO_SLIDES.length} current={current} />
        <div className="mt-8">
          <slide.Illustration />
        </div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-8 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
        >
          {slide.title}
        </h1>
        <p className="mx-auto mt-4 max-w-md leading-relaxed text-slate-700">
          {isSignedOut ? (slide.signedOutText ?? slide.text) : slide.text}
        </p>
        <Button size="lg" className="mt-8 w-full sm:w-auto sm:min-w-48" onClick={advance}>
          {slide.actionLabel}
        </Button>
      </div>
    </div>
  );
}
