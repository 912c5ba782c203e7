import { useId } from 'react';
import type { ImportFormat } from '#shared/portfolio/portfolio-import.ts';
import { useImportFormats, useImportMappings } from './import-api.ts';

/** The select's value for 'Other (map columns)'; format ids never contain an underscore. */
export const OTHER_FORMAT = '__other';

/** Which format reads the file: the broker formats, the user's saved mappings, or 'Other'. */
export function FormatPicker({
  value,
  recognised,
  disabled,
  onChange,
}: {
  value: string;
  /** The format of the last preview, listed even before the formats list has loaded. */
  recognised: ImportFormat | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const formats = useImportFormats().data?.formats ?? [];
  const mappings = useImportMappings().data?.mappings ?? [];
  const listed =
    recognised &&
    !recognised.id.startsWith('mapping:') &&
    !formats.some((format) => format.id === recognised.id)
      ? [recognised, ...formats]
      : formats;
  return (
    <div className="mt-2 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Format
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
      >
        {value === '' && <option value="">Recognise from the file</option>}
        {listed.map((format) => (
          <option key={format.id} value={format.id}>
            {format.broker} — {format.label}
          </option>
        ))}
        {mappings.map((mapping) => (
          <option key={mapping.id} value={`mapping:${mapping.id}`}>
            Your mapping: {mapping.name}
          </option>
        ))}
        <option value={OTHER_FORMAT}>Other (map columns)</option>
      </select>
    </div>
  );
}
