/**
 * One slide of the landing page's slider: a first-person scenario of how Reclaim is used.
 * These are illustrative, not quotes, so a slide names a use, never a person.
 */
export interface Testimonial {
  scenario: string;
  /** Completes '— A typical use: …'. */
  useCase: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    scenario:
      'Over the years I signed up to dozens of online shops. Reclaim listed them from my inbox, and I asked the ones I no longer use to delete my data.',
    useCase: 'clearing out old shopping accounts',
  },
  {
    scenario:
      'Some accounts I still use every week. I mark those as needed, so the list only shows the companies I want gone.',
    useCase: 'keeping the services you still rely on',
  },
  {
    scenario:
      'Writing a formal deletion request to each company felt like a chore. Reclaim prepares the e-mail and sends it from my own address, so the replies come straight to me.',
    useCase: 'sending deletion requests from your own mailbox',
  },
  {
    scenario:
      'I can see which requests are submitted, and I mark each one complete once the company confirms it has deleted my data.',
    useCase: 'following requests until they are done',
  },
  {
    scenario:
      'After a month of free trials, I look at the companies I first heard from in the last month and deal with those first.',
    useCase: 'tidying up after recent sign-ups',
  },
];
