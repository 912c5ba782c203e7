import { BrandMark } from '../components/ui/BrandMark.tsx';

/**
 * The same markup as the static shell in index.html, so the switch to React shows no change:
 * while the session is checked, and while a directly loaded route's code arrives.
 */
export function LoadingShell() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <span className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <BrandMark />
        Tickerdeck
      </span>
      <span className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-emerald-600 motion-reduce:animate-none" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
