import type { ComponentType } from 'react';
import {
  CelebrationIllustration,
  FootprintIllustration,
  LaunchIllustration,
  RequestIllustration,
  ScanIllustration,
} from './intro-illustrations';

/** One step of the intro flow shown after a mailbox is connected. */
export interface IntroSlide {
  title: string;
  text: string;
  /** What the slide says instead to a visitor who is not signed in (no mailbox of theirs yet). */
  signedOutText?: string;
  actionLabel: string;
  Illustration: ComponentType;
}

export const INTRO_SLIDES: IntroSlide[] = [
  {
    title: 'Congratulations!',
    text: 'Your mailbox is connected. Reclaim has started to look for the companies that hold your personal data.',
    signedOutText:
      'Once you connect a mailbox, Reclaim looks for the companies that hold your personal data.',
    actionLabel: 'What Now?',
    Illustration: CelebrationIllustration,
  },
  {
    title: 'What Happens Now?',
    text: 'Reclaim reads only the sender, subject, snippet and date of your transactional and commercial mail, never the message itself, and lists the companies behind it. A large mailbox can take a while; your dashboard shows the progress.',
    actionLabel: 'Next',
    Illustration: ScanIllustration,
  },
  {
    title: 'How small can you make your digital footprint?',
    text: 'Every account you ever opened left some of your data behind. Mark the companies you still use as needed, and ask the others to delete what they know about you.',
    actionLabel: 'Next',
    Illustration: FootprintIllustration,
  },
  {
    title: 'What is a Data Subject Request?',
    text: 'It is your legal right, under laws such as the GDPR and the CCPA, to ask a company to delete the personal data it holds about you. Reclaim writes the request and sends it from your own mailbox, so the answer comes straight back to you.',
    actionLabel: 'Next',
    Illustration: RequestIllustration,
  },
  {
    title: 'Ready to Begin?',
    text: 'Open your dashboard to see the companies found so far and start reclaiming your data.',
    actionLabel: 'Get Started Now!',
    Illustration: LaunchIllustration,
  },
];
