import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { IMPORT_MAX_BYTES } from '#shared/portfolio/portfolio-import.ts';
import { rateLimitAddress } from '#server/auth/client-ip.ts';
import { route } from '#server/plugins/contract-route.ts';
import type { ImportService } from './import.service.ts';
import type { ExportRunner } from './export-runner.ts';

// Broker CSV import and saved mappings (docs/decisions/030). The file is the request body as
// text/csv, read as bytes up to IMPORT_MAX_BYTES (the 10 MiB + 1 byte file is a 413).

const json = 'application/json; charset=utf-8';

export const importRoutes =
  ({
    imports,
    exports,
  }: {
    imports: ImportService;
    exports: ExportRunner;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // Only in this plugin's scope: every other route still accepts JSON alone.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const fileRoute = { bodyLimit: IMPORT_MAX_BYTES, config: { csvBody: true } };

    // One route, two answers: ?dryRun=1 previews (200), otherwise it imports (201).
    route(
      app,
      contract.importTransactions,
      { auth: 'user', fastify: fileRoute },
      async ({ user, query, request, reply }) => {
        const bytes = request.body instanceof Uint8Array ? request.body : new Uint8Array();
        const dryRun = query.dryRun === '1' || query.dryRun === 'true';
        // The address bounds one network's share of the import slots (import-lanes.ts).
        const address = rateLimitAddress(request.ip);
        const answer = dryRun
          ? await imports.preview(user.id, bytes, query, address)
          : await imports.commit(user.id, bytes, query, address);
        return reply
          .code(dryRun ? 200 : 201)
          .header('cache-control', 'no-store')
          .type(json)
          .send(answer);
      },
    );

    route(app, contract.importFormats, { auth: 'none', cache: 3600 }, async () => ({
      formats: imports.formats(),
    }));

    route(app, contract.importMappings, { auth: 'user', cache: 'no-store' }, async ({ user }) => ({
      mappings: await imports.mappings(user.id),
    }));

    route(app, contract.saveImportMapping, { auth: 'user' }, async ({ user, body }) => ({
      mapping: await imports.saveMapping(user.id, body.name, body.mapping),
    }));

    route(app, contract.removeImportMapping, { auth: 'user' }, async ({ user, params }) => {
      await imports.removeMapping(user.id, params.id);
      return undefined;
    });

    route(
      app,
      contract.exportTransactions,
      // Its work grows with the ledger: it runs in the user's lane (docs/decisions/073).
      { auth: 'user', fastify: { config: { heavyWork: true } } },
      async ({ user, reply }) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="tickerdeck-transactions-${day}.csv"`,
          )
          .type('text/csv; charset=utf-8')
          .send(exports.csv(user.id));
      },
    );
  };
