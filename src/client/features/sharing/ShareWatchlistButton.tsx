import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useShareWatchlist, useStopSharingWatchlist } from './api.ts';

/**
 * The owner's share control for one list: makes a read-only link (a new one replaces the old),
 * shows it with a Copy button, and turns sharing off. The token is shown only when made: the
 * server keeps its hash.
 */
export function ShareWatchlistButton({ listId }: { listId: string }) {
  const [open, setOpen] = useState(false);
  const share = useShareWatchlist();
  const stop = useStopSharingWatchlist();
  const [copied, setCopied] = useState(false);
  // Only the link made for this list, not one of another list shown before.
  const link = share.data && share.variables === listId ? share.data : undefined;
  const url = link ? new URL(link.path, window.location.origin).href : undefined;

  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} aria-expanded={false}>
        Share
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share this list">
      {url ? (
        <>
          <input
            readOnly
            value={url}
            aria-label="Share link"
            className="w-72 rounded-lg border border-slate-300 px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            onClick={() =>
              void navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </>
      ) : (
        <Button
          variant="primary"
          disabled={share.isPending}
          onClick={() => {
            setCopied(false);
            stop.reset();
            share.mutate(listId);
          }}
        >
          Create link
        </Button>
      )}
      <Button
        disabled={stop.isPending}
        onClick={() =>
          stop.mutate(listId, {
            onSuccess: () => {
              share.reset();
              setOpen(false);
            },
          })
        }
      >
        Stop sharing
      </Button>
      {(share.isError || stop.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {(share.error ?? stop.error)?.message}
        </p>
      )}
    </div>
  );
}
