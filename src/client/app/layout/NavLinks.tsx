import clsx from 'clsx';
import { NavLink } from '../../lib/routing.tsx';
import { NAV_ENTRIES } from '../screens.ts';

export function NavLinks() {
  return (
    <ul className="flex flex-col gap-1">
      {NAV_ENTRIES.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/'}
            className={({ isActive }) =>
              clsx(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
