import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Register',
    description:
      'Create your free account with your e-mail address, or sign in with Google or Microsoft.',
  },
  {
    title: 'Connect',
    description:
      'Connect your Gmail, Outlook or Yahoo mailbox. Reclaim scans only the metadata of your transactional and commercial mail.',
  },
  {
    title: 'Browse who has your data',
    description:
      'See every company found, keep the ones you need and send deletion requests to the rest.',
  },
];

/** The three steps from sign-up to a list of companies. */
export function StepsSection() {
  return (
    <section aria-labelledby="steps-heading" className="bg-brand-50 py-20 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="steps-heading"
          eyebrow="Getting started"
          title="Three steps to see who has your data"
        />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 pt-10 shadow-sm">
              <span
                aria-hidden="true"
                className="absolute -top-5 left-6 flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-md"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-bold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
