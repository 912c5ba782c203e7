import type { ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/routing.tsx';
import { ArrowLeft } from 'lucide-react';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** The frame of /login and /signup, which stand outside the app layout (SPEC §2). */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? window.history.back() : navigate('/'))}
          className="mb-6 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </button>
        <Link
          to="/"
          className="mb-2 block text-sm font-semibold text-emerald-700 dark:text-emerald-400"
        >
          Tickerdeck
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}
