/** Marks a Submitted request whose legal deadline has passed without an answer. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
      Overdue
    </span>
  );
}
