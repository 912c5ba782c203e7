import { zodResolver } from '@hookform/resolvers/zod';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Field } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { displayNameField } from './auth-schemas.ts';

// Renaming follows sign-up's rule and messages; the server checks the same.
const nameFormSchema = z.object({ displayName: displayNameField });

/**
 * The profile's display-name editor: a chunk of its own with the form library and the rules,
 * loaded when Edit is pointed at or the page has settled, not before the profile shows (decision
 * 061). Escape cancels, like Cancel.
 */
export function DisplayNameForm({
  displayName,
  rename,
  onSaved,
  onFailed,
  onCancel,
}: {
  displayName: string;
  /** Saves the new name (the page's mutation: its cache updates stay with the page). */
  rename: (displayName: string) => Promise<unknown>;
  onSaved: () => void;
  onFailed: () => void;
  onCancel: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { displayName },
  });
  const save = form.handleSubmit(async (values) => {
    try {
      await rename(values.displayName);
      onSaved();
    } catch {
      onFailed();
    }
  });
  const cancelOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      className="flex flex-wrap items-end gap-2"
    >
      <Field
        label="Display name"
        className="min-w-0 flex-1"
        autoComplete="name"
        error={form.formState.errors.displayName}
        onKeyDown={cancelOnEscape}
        {...form.register('displayName')}
      />
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
