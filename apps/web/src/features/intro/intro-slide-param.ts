import { INTRO_SLIDES } from './intro-slides';

/** The search parameter naming the slide on screen, 1 to 5, so each slide is a history entry. */
export const SLIDE_PARAM = 'slide';

/** The index of the slide a `?slide=` value names; the first one for a missing or unknown value. */
export function slideIndexOf(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= INTRO_SLIDES.length ? number - 1 : 0;
}
