import { useId, useState } from 'react';
import { IMPORT_DATE_ORDERS } from '#shared/portfolio/portfolio-import.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useImportMappings, useRemoveImportMapping, useSaveImportMapping } from './import-api.ts';
import {
  draftOf,
  FIELD_LABELS,
  MAPPED_FIELDS,
  mappingOf,
  type MappedField,
  type MappingDraft,
} from './mapping-draft.ts';

const select =
  'block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950';

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    // min-w-0: a long header cell in an option must not widen the grid past a phone's width.
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} className={select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;

/** The user's saved mappings: use one (it fills the form) or delete it. */
function SavedMappings({ onUse }: { onUse: (draft: MappingDraft) => void }) {
  const mappings = useImportMappings();
  const remove = useRemoveImportMapping();
  const saved = mappings.data?.mappings ?? [];
  if (saved.length === 0) return null;
  return (
    <section aria-label="Saved mappings" className="mt-4">
      <h3 className="text-sm font-semibold">Saved mappings</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {saved.map((entry) => (
          <li key={entry.id} className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate">{entry.name}</span>
            <Button aria-label={`Use ${entry.name}`} onClick={() => onUse(draftOf(entry.mapping))}>
              Use
            </Button>
            <Button
              variant="ghost"
              aria-label={`Delete ${entry.name}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(entry.id)}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Other (map columns)': which header cell holds what, and how dates and numbers are written. */
export function MappingForm({
  headers,
  draft,
  onChange,
}: {
  headers: string[];
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
}) {
  const save = useSaveImportMapping();
  const nameId = useId();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const mapping = mappingOf(draft);
  const columnOptions = [
    { value: '', label: '(none)' },
    ...headers.map((header) => ({ value: header, label: header })),
  ];
  const setColumn = (field: MappedField) => (column: string) =>
    onChange({ ...draft, columns: { ...draft.columns, [field]: column } });
  const saveMapping = () => {
    if (!mapping || !name.trim()) return;
    setMessage(null);
    save.mutate(
      { name: name.trim(), mapping },
      {
        onSuccess: () => setMessage({ tone: 'success', text: `Saved “${name.trim()}”.` }),
        onError: (error) =>
          setMessage({ tone: 'error', text: messageOf(error, 'Failed to save the mapping') }),
      },
    );
  };
  return (
    <div className="mt-4">
      <fieldset>
        <legend className="text-sm font-semibold">Columns of your file</legend>
        {headers.length === 0 && (
          <p className="text-sm text-red-700 dark:text-red-400">
            No header row was found in the file.
          </p>
        )}
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {MAPPED_FIELDS.map((field) => (
            <Select
              key={field}
              label={FIELD_LABELS[field]}
              value={draft.columns[field]}
              options={columnOptions}
              onChange={setColumn(field)}
            />
          ))}
        </div>
      </fieldset>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Select
          label="Date order"
          value={draft.dateOrder}
          options={IMPORT_DATE_ORDERS.map((order) => ({ value: order, label: order }))}
          onChange={(value) =>
            onChange({ ...draft, dateOrder: value as MappingDraft['dateOrder'] })
          }
        />
        <Select
          label="Decimal separator"
          value={draft.decimalSeparator}
          options={[
            { value: '.', label: 'Point (1,234.56)' },
            { value: ',', label: 'Comma (1.234,56)' },
          ]}
          onChange={(value) =>
            onChange({ ...draft, decimalSeparator: value as MappingDraft['decimalSeparator'] })
          }
        />
      </div>
      {!mapping && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Choose the Date and Symbol columns to see a preview.
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={nameId} className="block text-sm font-medium">
            Mapping name
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            className={select}
          />
        </div>
        <Button disabled={!mapping || !name.trim() || save.isPending} onClick={saveMapping}>
          Save mapping
        </Button>
      </div>
      {message && (
        <div className="mt-2">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <SavedMappings onUse={onChange} />
    </div>
  );
}
