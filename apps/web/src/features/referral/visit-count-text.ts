/** How many people followed the person's links, in words (spec silent; issue 10). */
export function describeVisitCount(count: number): string {
  if (count === 0) return 'No one has come through your link yet.';
  return count === 1
    ? '1 person came through your link.'
    : `${count} people came through your link.`;
}
