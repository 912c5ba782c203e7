import { Readable } from 'node:stream';
import type { SqlExecutor } from '../live/user-events.repo.ts';
import type { SignedInUser } from '../plugins/contract-route.ts';
import type { ExportPart, PartsOfEveryFeature } from './feature.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Everything of an account over the features' parts: GET /api/me/export.json (docs/decisions/030)
 * and the account deletion. The platform owns neither part; each feature adds its own, in the
 * feature list's order, which is the order of the export's sections.
 */
export function createAccountData() {
  const exportParts: ExportPart[] = [];
  const deleteParts: NonNullable<PartsOfEveryFeature['deletePart']>[] = [];
  let streamed: ExportPart['stream'];

  return {
    add(name: string, parts: Pick<PartsOfEveryFeature, 'exportPart' | 'deletePart'>) {
      if (parts.exportPart) exportParts.push(parts.exportPart);
      if (parts.deletePart) deleteParts.push(parts.deletePart);
      if (parts.exportPart?.stream) {
        // Two streamed parts cannot both come last.
        if (streamed) throw new Error(`${name}: only one feature streams the account export`);
        streamed = parts.exportPart.stream;
      }
    },

    /** The document, each feature's sections in turn; the streamed part (the ledger) after. */
    async exportAccount(user: SignedInUser): Promise<Readable> {
      const document: Record<string, unknown> = {
        format: 'tickerdeck-account-export',
        version: 1,
        exportedAt: new Date().toISOString(),
      };
      for (const part of exportParts) {
        const sections = (await part.sections?.(user)) ?? {};
        for (const [key, value] of Object.entries(sections)) {
          const earlier = document[key];
          // The first writer keeps the section's place; a later one adds its fields.
          document[key] = isRecord(earlier) && isRecord(value) ? { ...earlier, ...value } : value;
        }
      }
      return streamed ? streamed(user.id, document) : Readable.from([JSON.stringify(document)]);
    },

    /** Each feature's rows without a foreign key to the user, inside the deletion's transaction. */
    async deleteParts(executor: SqlExecutor, userId: string) {
      for (const part of deleteParts) await part(executor, userId);
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
