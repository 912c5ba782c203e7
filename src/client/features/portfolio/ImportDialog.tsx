import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportPreview, ImportResult } from '#shared/portfolio/portfolio-import.ts';
import type { ImportSuggestion, OpeningAccept } from '#shared/portfolio/portfolio-import-offers.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { headerCellsOf, readHead } from './csv-header.ts';
import { FileDrop } from './FileDrop.tsx';
import { ImportAccountPicker } from './ImportAccountPicker.tsx';
import { FormatPicker, OTHER_FORMAT } from './FormatPicker.tsx';
import {
  previewImport,
  useCommitImport,
  type ImportChoice,
  type SendProgress,
} from './import-api.ts';
import { ImportPreviewView } from './ImportPreview.tsx';
import { OpeningOffers, SuggestionList } from './ImportOffers.tsx';
import { EntryDialog } from './EntryDialog.tsx';
import { draftOfSuggestion } from './suggestion-draft.ts';
import { ImportProgress } from './ImportProgress.tsx';
import { MappingForm } from './MappingForm.tsx';
import { guessDraft, mappingOf, type MappingDraft } from './mapping-draft.ts';

/** How long the mapping form waits after a change before asking for a new preview. */
export const MAPPING_PREVIEW_DELAY_MS = 400;

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status !== 0 && error.status < 500
    ? error.message
    : error instanceof ApiRequestError && error.status === 0
      ? 'Network error: the file could not be sent. Please try again.'
      : 'The import failed on the server. Please try again.';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const resultText = (result: ImportResult) =>
  `Imported ${plural(result.imported, 'transaction')} (${plural(result.duplicates, 'duplicate')}, ${result.skipped} skipped${result.openings > 0 ? `, ${plural(result.openings, 'opening position')}` : ''})`;

/** 'Import' on /portfolio/transactions: choose a file → preview (or map its columns) → commit. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const commit = useCommitImport();
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<ImportChoice>({ kind: 'auto' });
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [account, setAccount] = useState('');
  const [opening, setOpening] = useState<OpeningAccept>([]);
  const [entering, setEntering] = useState<ImportSuggestion | null>(null);
  const [entered, setEntered] = useState<ReadonlySet<number>>(new Set());
  const [previews, setPreviews] = useState(0);
  const running = useRef<AbortController | null>(null);
  const mapping = draft ? mappingOf(draft) : null;
  const mapMode = draft !== null || headers !== null;

  const enterMapping = useCallback((chosen: File) => {
    setHeaders([]);
    readHead(chosen)
      .then(headerCellsOf)
      .then((cells) => {
        setHeaders(cells);
        setDraft(guessDraft(cells));
      })
      .catch(() => setFailure('The file could not be read in this browser.'));
  }, []);

  const runPreview = useCallback(
    (chosen: File, how: ImportChoice, openings: OpeningAccept = []) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setFailure(null);
      setPreview(null);
      previewImport(chosen, how, {
        onProgress: setProgress,
        signal: controller.signal,
        opening: openings,
      })
        .then((answer) => {
          setPreview(answer);
          setPreviews((count) => count + 1);
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          setFailure(messageOf(error));
          // A file no broker format recognises: offer the column mapping at once.
          if (error instanceof ApiRequestError && error.error.code === 'unknown-format')
            enterMapping(chosen);
        })
        .finally(() => {
          if (running.current === controller) {
            running.current = null;
            setProgress(null);
          }
        });
    },
    [enterMapping],
  );

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => running.current?.abort(), []);

  // The live preview of the mapping, once the user pauses (draft changes only on an edit).
  useEffect(() => {
    const edited = draft ? mappingOf(draft) : null;
    if (!file || !edited) return;
    const timer = setTimeout(
      () => runPreview(file, { kind: 'mapping', mapping: edited }),
      MAPPING_PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [file, draft, runPreview]);

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setChoice({ kind: 'auto' });
    setHeaders(null);
    setDraft(null);
    setResult(null);
    setOpening([]);
    setEntered(new Set());
    runPreview(chosen, { kind: 'auto' });
  };

  const chooseFormat = (value: string) => {
    if (!file) return;
    if (value === OTHER_FORMAT) {
      running.current?.abort();
      setPreview(null);
      enterMapping(file);
      return;
    }
    setHeaders(null);
    setDraft(null);
    const how: ImportChoice = { kind: 'format', id: value };
    setChoice(how);
    runPreview(file, how, opening);
  };

  // The commit reads the file exactly as the preview did: the same mapping or the same format.
  const commitChoice: ImportChoice | null =
    mapMode && mapping
      ? { kind: 'mapping', mapping }
      : choice.kind === 'format'
        ? choice
        : preview
          ? { kind: 'format', id: preview.format.id }
          : null;

  const importAll = () => {
    if (!file || !commitChoice) return;
    setFailure(null);
    commit.mutate(
      {
        file,
        choice: commitChoice,
        onProgress: setProgress,
        account: account || undefined,
        opening,
      },
      {
        onSuccess: (done) => {
          setResult(done);
          setPreview(null);
          setFile(null);
          setHeaders(null);
          setDraft(null);
        },
        onError: (error) => setFailure(messageOf(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const busy = progress !== null || commit.isPending;
  const count = preview?.transactions.length ?? 0;
  const pickerValue = mapMode
    ? OTHER_FORMAT
    : choice.kind === 'format'
      ? choice.id
      : (preview?.format.id ?? '');
  return (
    <Dialog
      open
      wide
      onOpenChange={(next) => !next && onClose()}
      title="Import transactions"
      description="From your broker's CSV export, or any CSV whose columns you map."
    >
      <div className="mt-4">
        {result && (
          <div className="mb-4">
            <FormMessage tone="success">{resultText(result)}</FormMessage>
          </div>
        )}
        <FileDrop onFile={chooseFile} onRefused={setFailure} disabled={busy} />
        {file && (
          <p className="mt-2 truncate text-sm">
            File: <span className="font-medium">{file.name}</span>
          </p>
        )}
        {failure && (
          <div className="mt-4">
            <FormMessage tone="error">{failure}</FormMessage>
          </div>
        )}
        {file && (
          <FormatPicker
            value={pickerValue}
            recognised={preview && !mapMode ? preview.format : null}
            disabled={commit.isPending}
            onChange={chooseFormat}
          />
        )}
        {file && <ImportAccountPicker value={account} onChange={setAccount} disabled={busy} />}
        {file && draft && headers && (
          <MappingForm headers={headers} draft={draft} onChange={setDraft} />
        )}
        {progress && (
          <ImportProgress
            progress={progress}
            waitingLabel={commit.isPending ? 'Importing…' : 'Reading the file…'}
          />
        )}
        {preview && <ImportPreviewView preview={preview} />}
        {preview && (
          <OpeningOffers
            key={previews}
            offers={preview.openings}
            accepted={opening}
            disabled={busy}
            onApply={(next) => {
              setOpening(next);
              if (file && commitChoice) runPreview(file, commitChoice, next);
            }}
          />
        )}
        {preview && (
          <SuggestionList
            suggestions={preview.suggestions}
            entered={entered}
            onOpen={setEntering}
          />
        )}
        {entering && (
          <EntryDialog
            open
            editing={null}
            draft={draftOfSuggestion(entering)}
            account={account || undefined}
            onSaved={() => setEntered((done) => new Set(done).add(entering.line))}
            onClose={() => setEntering(null)}
          />
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button onClick={onClose}>{result ? 'Done' : 'Cancel'}</Button>
          {preview && (
            <Button
              variant="primary"
              disabled={count === 0 || busy || !commitChoice}
              onClick={importAll}
            >
              Import {plural(count, 'transaction')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
