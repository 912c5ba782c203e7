import clsx from 'clsx';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '#shared/preferences/preferences.ts';

const OPTIONS = [
  { value: 'system', label: 'System', Icon: Monitor },
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
] as const satisfies readonly { value: Theme; label: string; Icon: unknown }[];

/**
 * The theme: System (follows the device, live), Light or Dark. Native radios, so
 * arrow keys move the choice and screen readers say "1 of 3".
 */
export function ThemePicker({
  value,
  onChange,
}: {
  value: Theme;
  onChange: (next: Theme) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
      <legend className="float-left">Theme</legend>
      <div className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
        {OPTIONS.map(({ value: option, label, Icon }) => (
          <label
            key={option}
            className={clsx(
              'flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600',
              value === option
                ? 'bg-emerald-700 text-white'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
