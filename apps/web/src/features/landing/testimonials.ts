/** A quote from a Reclaim user shown in the landing page's slider. */
export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I had no idea how many companies still had my e-mail address. I cleared out ten years of forgotten accounts in one evening.',
    name: 'Maria K.',
    detail: 'Gmail user',
  },
  {
    quote:
      'What convinced me is that it never reads my e-mails, only who sent them. And the requests go out from my own address, so the answers come straight to me.',
    name: 'Daniel R.',
    detail: 'Outlook user',
  },
  {
    quote:
      'Seeing the date each company has to reply by is the best part. I know exactly who is late and who to chase.',
    name: 'Priya S.',
    detail: 'Gmail user',
  },
  {
    quote:
      'Marking the services I still use as needed made the rest of the list easy to work through. Far fewer newsletters now, too.',
    name: 'Tom B.',
    detail: 'Yahoo user',
  },
  {
    quote:
      'Writing a GDPR request to dozens of companies sounded like a weekend of work. Here it took a few clicks.',
    name: 'Lena W.',
    detail: 'Outlook user',
  },
];
