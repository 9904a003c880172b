import useEmblaCarousel from 'embla-carousel-react';
import { TESTIMONIAL_STARS } from '@reclaim/contract';
import { ArrowIcon, StarIcon } from './landing-icons';
import { SectionHeading } from './section-heading';
import { TESTIMONIALS, type Testimonial } from './testimonials';

const CONTROL_CLASS =
  'flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-700 shadow-sm transition-colors hover:bg-brand-50';

/**
 * The testimonial slider of spec §1 (Embla): one card per view on phones, up to three on wide
 * screens. Its slides are illustrative scenarios, and the note under it says so.
 */
export function TestimonialsSection() {
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' });
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-20 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="In practice"
          title="Why people use Reclaim"
        />
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Ways to use Reclaim"
          aria-describedby="testimonials-note"
          className="mt-12"
        >
          <div ref={viewportRef} className="overflow-hidden">
            <div className="-ml-6 flex touch-pan-y">
              {TESTIMONIALS.map((testimonial, index) => (
                <div
                  key={testimonial.useCase}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
                  className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
                >
                  <TestimonialCard testimonial={testimonial} />
                </div>
              ))}
            </div>
          </div>
          <div className="mt-8 flex justify-center gap-3">
            <button
              type="button"
              aria-label="Previous story"
              className={CONTROL_CLASS}
              onClick={() => emblaApi?.scrollPrev()}
            >
              <ArrowIcon direction="left" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label="Next story"
              className={CONTROL_CLASS}
              onClick={() => emblaApi?.scrollNext()}
            >
              <ArrowIcon direction="right" className="h-5 w-5" />
            </button>
          </div>
        </div>
        <p id="testimonials-note" className="mt-6 text-center text-sm text-slate-600">
          Illustrative stories of how Reclaim is used; not quotes from named customers.
        </p>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-brand-50 p-6">
      {/* Decorative only: nobody gave these stars, so they are not read out as a rating. */}
      <div aria-hidden="true" className="flex gap-1 text-accent-500">
        {Array.from({ length: TESTIMONIAL_STARS }, (_, star) => (
          <StarIcon key={star} />
        ))}
      </div>
      <p className="mt-4 flex-1 leading-relaxed text-ink">{testimonial.scenario}</p>
      <figcaption className="mt-6 text-sm text-slate-600">
        — A typical use: <span className="font-semibold text-ink">{testimonial.useCase}</span>
      </figcaption>
    </figure>
  );
}
