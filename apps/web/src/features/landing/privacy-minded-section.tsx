const QUESTIONS = [
  'Which shops still keep your address from an order years ago?',
  'Which newsletters did you sign up for and never read?',
  'Which apps did you try once and forget, but never deleted?',
];

/** The 'Be Privacy Minded' block: why a digital footprint is worth shrinking. */
export function PrivacyMindedSection() {
  return (
    <section aria-labelledby="privacy-minded-heading" className="bg-brand-50 py-20 md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Your digital footprint
          </p>
          <h2
            id="privacy-minded-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            Be Privacy Minded
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            Every sign-up, order and newsletter leaves a copy of your personal data with another
            company. You may have forgotten most of them, but they have not forgotten you.
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">
            Your mailbox already holds the list: the companies that hold your data are the ones that
            write to you. Reclaim turns that trail into a list you can act on, and privacy laws such
            as the GDPR and the CCPA give you the right to ask each of them to delete what they
            know.
          </p>
        </div>
        <ul className="space-y-4">
          {QUESTIONS.map((question, index) => (
            <li
              key={question}
              className={`flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ${index === 1 ? 'md:ml-8' : ''}`}
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-lg font-bold text-ink"
              >
                ?
              </span>
              <p className="pt-2 font-medium text-ink">{question}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
