import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from '../../lib/routing.tsx';
import { BrandMark } from '../../components/ui/BrandMark.tsx';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { NotificationBell } from '../../features/alerts/NotificationBell.tsx';
import { FirstVisitDialog } from '../SessionGate.tsx';
import { AccountEntry } from './AccountEntry.tsx';
import { MarketDataStatus } from './MarketDataStatus.tsx';
import { NavLinks } from './NavLinks.tsx';
import { SearchBox } from './SearchBox.tsx';

function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
      <BrandMark />
      Tickerdeck
    </Link>
  );
}

/** SPEC §2's shared layout: top bar with search, left navigation, and a mobile menu below md. */
export function AppLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  // The menu is open for one location only: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <div className="flex h-16 items-center gap-3 px-4">
          <button
            type="button"
            className="rounded-lg p-2 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
          <div className="hidden md:block md:w-52 md:shrink-0">
            <Logo />
          </div>
          <SearchBox />
          <MarketDataStatus />
          <NotificationBell />
          <AccountEntry />
        </div>
      </header>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="fixed inset-x-0 top-16 bottom-0 z-20 overflow-y-auto border-t border-slate-200 bg-white p-4 md:hidden dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="mb-4 px-3">
            <Logo />
          </div>
          <NavLinks />
        </nav>
      )}

      <div className="flex">
        <nav
          aria-label="Main"
          className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 border-r border-slate-200 p-4 md:block dark:border-slate-800"
        >
          <NavLinks />
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
      <FirstVisitDialog />
      <Toaster />
    </div>
  );
}
