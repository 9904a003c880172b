import { SectionHeading } from './section-heading';
import { usePublicConfig } from '../../lib/use-public-config';

const HOW_IT_WORKS =
  'Reclaim reads only the sender, subject, snippet and date of the commercial mail in your inbox, lists the companies behind it, and, when you ask, sends each of them a deletion request from your own mailbox.';

/** The video block: the server's intro video when configured, otherwise an explanatory poster. */
export function VideoSection() {
  const { data } = usePublicConfig();
  const videoUrl = data?.introVideoUrl;
  return (
    <section aria-labelledby="video-heading" className="bg-white py-20 md:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="video-heading"
          eyebrow="How it works"
          title="See Reclaim in action"
          intro="A short look at how Reclaim finds the companies that hold your data."
        />
        <figure className="mt-12">
          <div className="overflow-hidden rounded-2xl bg-brand-900 shadow-xl ring-1 ring-brand-900/10">
            {typeof videoUrl === 'string' ? (
              <video
                controls
                preload="none"
                src={videoUrl}
                aria-describedby="video-caption"
                className="aspect-video w-full bg-black"
              />
            ) : (
              <img
                src="/landing/how-it-works.svg"
                alt=""
                width={960}
                height={540}
                className="aspect-video h-auto w-full"
              />
            )}
          </div>
          <figcaption
            id="video-caption"
            className="mx-auto mt-5 max-w-2xl text-center text-slate-700"
          >
            {HOW_IT_WORKS}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
