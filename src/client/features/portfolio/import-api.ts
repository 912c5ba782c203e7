import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiErrorSchema } from '#shared/platform/api-error.ts';
import type { ImportMapping, importQuerySchema } from '#shared/portfolio/portfolio-import.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { OpeningAccept } from '#shared/portfolio/portfolio-import-offers.ts';
import { apiGet, apiSend, ApiRequestError, buildUrl } from '../../lib/api-client.ts';
import { portfolioKey } from './api.ts';

// Broker CSV import. The file goes up as the raw request body (text/csv), which the
// JSON api-client cannot send; XMLHttpRequest is used rather than fetch because only it reports
// upload progress, which a 10 MiB file on a slow link needs. Answers are parsed with the
// contract's schemas like every other call.

/** How the server should read the file: recognise it, a named format or saved mapping, or columns. */
export type ImportChoice =
  { kind: 'auto' } | { kind: 'format'; id: string } | { kind: 'mapping'; mapping: ImportMapping };

/** 'uploading' while the body is sent (with a fraction when known), 'reading' until the answer. */
export type SendProgress = { phase: 'uploading'; fraction: number | null } | { phase: 'reading' };

interface SendOptions {
  onProgress?: (progress: SendProgress) => void;
  signal?: AbortSignal;
  /** The opening positions accepted (the preview shows them, the commit writes them). */
  opening?: OpeningAccept;
}

/** The query as the contract's schema takes it (the mapping and openings travel as JSON text). */
const queryOf = (
  choice: ImportChoice,
  opening: OpeningAccept = [],
): z.input<typeof importQuerySchema> => ({
  ...(choice.kind === 'format'
    ? { format: choice.id }
    : choice.kind === 'mapping'
      ? { mapping: JSON.stringify(choice.mapping) }
      : {}),
  ...(opening.length > 0 ? { opening: JSON.stringify(opening) } : {}),
});

const failure = (status: number, body: unknown) => {
  const parsed = apiErrorSchema.safeParse(body);
  return new ApiRequestError(
    status,
    parsed.success
      ? parsed.data.error
      : { code: 'http-error', message: `The import failed with status ${status}` },
  );
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** POSTs the file as text/csv to `url`; resolves with the parsed answer, rejects ApiRequestError. */
function sendFile<Schema extends z.ZodMiniType>(
  url: string,
  file: Blob,
  schema: Schema,
  { onProgress, signal }: SendOptions,
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // Same origin: the session cookie and the Origin header (the CSRF check) go with it.
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) =>
      onProgress?.({
        phase: 'uploading',
        fraction: event.lengthComputable && event.total > 0 ? event.loaded / event.total : null,
      }),
    );
    // The body is sent; the server now reads, checks and resolves symbols.
    xhr.upload.addEventListener('load', () => onProgress?.({ phase: 'reading' }));
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, body));
      const parsed = schema.safeParse(body);
      if (parsed.success) return resolve(parsed.data);
      reject(
        new ApiRequestError(xhr.status, {
          code: 'invalid-response',
          message: 'The server sent a response this app does not understand',
        }),
      );
    });
    xhr.addEventListener('error', () =>
      reject(new ApiRequestError(0, { code: 'network-error', message: 'Network error' })),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.({ phase: 'uploading', fraction: 0 });
    xhr.send(file);
  });
}

/** The dry run: what importing `file` would do; nothing is written. */
export const previewImport = (file: Blob, choice: ImportChoice, options: SendOptions = {}) =>
  sendFile(
    buildUrl(portfolioContract.previewImport.path, {
      query: { dryRun: '1', ...queryOf(choice, options.opening) },
    }),
    file,
    portfolioContract.previewImport.response,
    options,
  );

/** The import itself: every previewed transaction in one database transaction, or nothing. */
export const commitImport = (
  file: Blob,
  choice: ImportChoice,
  options: SendOptions = {},
  account?: string,
) =>
  sendFile(
    buildUrl(portfolioContract.importTransactions.path, {
      query: { ...queryOf(choice, options.opening), ...(account && { account }) },
    }),
    file,
    portfolioContract.importTransactions.response,
    options,
  );

/** Commits an import; on success every portfolio query (holdings, performance, ledger) refetches. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      choice,
      onProgress,
      account,
      opening,
    }: {
      file: Blob;
      choice: ImportChoice;
      onProgress?: (progress: SendProgress) => void;
      /** The account the rows go to; the server's default (your first) when undefined. */
      account?: string | undefined;
      opening?: OpeningAccept;
    }) =>
      commitImport(
        file,
        choice,
        { ...(onProgress ? { onProgress } : {}), ...(opening ? { opening } : {}) },
        account,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

const mappingsKey = [...portfolioKey, 'import-mappings'] as const;

export const importFormatsQuery = () =>
  queryOptions({
    queryKey: ['import-formats'],
    queryFn: ({ signal }) => apiGet(portfolioContract.importFormats, { signal }),
    staleTime: Infinity,
  });

export const importMappingsQuery = () =>
  queryOptions({
    queryKey: mappingsKey,
    queryFn: ({ signal }) => apiGet(portfolioContract.importMappings, { signal }),
  });

export const useImportFormats = () => useQuery(importFormatsQuery());
export const useImportMappings = () => useQuery(importMappingsQuery());

export function useSaveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; mapping: ImportMapping }) =>
      apiSend(portfolioContract.saveImportMapping, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mappingsKey }),
  });
}

export function useRemoveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(portfolioContract.removeImportMapping, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mappingsKey }),
  });
}
