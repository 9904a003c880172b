export function OrDivider() {
  return (
    <div
      className="flex items-center gap-3 text-sm text-slate-600"
      role="separator"
      aria-label="Or"
    >
      <span className="h-px flex-1 bg-slate-200" />
      <span aria-hidden="true">Or</span>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
