import { Accordion } from 'radix-ui';
import { FAQ } from './faq';
import { ChevronDownIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

/** Frequently asked questions; one answer is open at a time. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-brand-50 py-20 md:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={FAQ[0]?.id}
          className="mt-12 space-y-3"
        >
          {FAQ.map((item) => (
            <Accordion.Item
              key={item.id}
              value={item.id}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50">
                  {item.question}
                  <ChevronDownIcon className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-700">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
