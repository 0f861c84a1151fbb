import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { sendCsv } from '../../lib/replies.js';
import { DONOR_FILE_MAX_BYTES } from './csv-spool.js';
import * as imports from './donor-import.service.js';
import * as stats from './donor-import-stats.service.js';
import * as service from './donors.service.js';
import * as thanks from './thank-you-message.service.js';

const tags = ['donors'];

/** One file part (and a little room): extra parts are refused with a clear 422 by the service. */
const multipartLimits = { fileSize: DONOR_FILE_MAX_BYTES + 1, files: 2, fields: 5, parts: 7, headerPairs: 100 };

async function* noParts(): AsyncIterable<imports.ImportPart> {}

/** A partner's network donors and donor imports (issue #10, docs/api-donors.md). */
export const donorsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart);

  app.post(
    '/users/:id/add-donor-to-network',
    {
      schema: {
        tags,
        summary: "Adds one donor to the partner's network by hand (nobody is emailed); 422 on an email already there",
        params: contract.IdParams,
        body: contract.AddDonorBody,
        response: { 201: contract.NetworkDonor },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addDonor(ctx, request.caller, request.params.id, request.body)),
  );
  app.get(
    '/users/:id/network-donors',
    {
      schema: {
        tags,
        summary: "The partner's network donors, newest first; `query` searches names and emails",
        params: contract.IdParams,
        querystring: contract.NetworkDonorQuery,
        response: { 200: contract.NetworkDonorList },
      },
    },
    (request) => service.listDonors(ctx, request.caller, request.params.id, request.query),
  );
  app.get(
    '/users/:id/thank-you-message',
    {
      schema: {
        tags,
        summary: "The partner's own thank-you text for the mail to its donors, and whether it is in use (premium)",
        params: contract.IdParams,
        response: { 200: contract.ThankYouMessage },
      },
    },
    (request) => thanks.getThankYouMessage(ctx, request.caller, request.params.id),
  );
  app.put(
    '/users/:id/thank-you-message',
    {
      schema: {
        tags,
        summary: "Sets (blank: removes) the premium partner's thank-you text; 403 without premium; 422 on `message`",
        params: contract.IdParams,
        body: contract.ThankYouMessageBody,
        response: { 200: contract.ThankYouMessage },
      },
    },
    (request) => thanks.setThankYouMessage(ctx, request.caller, request.params.id, request.body),
  );
  app.post(
    '/users/:id/network-donors/:donor_id/invite',
    {
      schema: {
        tags,
        summary: "Emails one network donor an invitation to the partner's profile: the partner's explicit choice",
        params: contract.NetworkDonorParams,
        response: { 200: contract.NetworkDonor },
      },
    },
    (request) => service.inviteDonor(ctx, request.caller, request.params.id, request.params.donor_id),
  );

  app.post(
    '/users/:id/donor-import',
    {
      schema: {
        tags,
        summary:
          'Imports donors from a CSV (premium; multipart, one part named file); the query maps header columns to fields. ' +
          '201 the import; 200 with already_imported when this file was imported before (nothing changes)',
        consumes: ['multipart/form-data'],
        params: contract.IdParams,
        querystring: contract.DonorImportMapping,
        response: { 200: contract.DonorImport, 201: contract.DonorImport },
      },
      // The body is streamed to the service (request.parts()), which checks it holds one part named `file`.
    },
    async (request, reply) => {
      const parts = request.isMultipart() ? request.parts({ limits: multipartLimits }) : noParts();
      try {
        const answer = await imports.importDonors(ctx, request.caller, request.params.id, request.query, parts);
        return await reply.status(answer.statusCode).send(answer.body);
      } catch (err) {
        if (!request.raw.readableEnded) request.raw.resume();
        if (err instanceof Error && !(err instanceof AppError) && /^(Multipart: Boundary not found|Unexpected end of)/.test(err.message)) {
          throw new AppError(400, 'The upload is not a complete multipart/form-data body');
        }
        throw err;
      }
    },
  );
  app.get(
    '/users/:id/donor-import/stats',
    {
      schema: {
        tags,
        summary: "The partner's donor imports and their figures (rows read, created, duplicates, invalid, state), newest first",
        params: contract.IdParams,
        querystring: contract.DonorImportListQuery,
        response: { 200: contract.DonorImportList },
      },
    },
    (request) => stats.listImports(ctx, request.caller, request.params.id, request.query),
  );
  app.get(
    '/users/:id/donor-import/:import_id/stats',
    {
      schema: {
        tags,
        summary: "One import's figures (the screen polls it while it runs)",
        params: contract.DonorImportParams,
        response: { 200: contract.DonorImport },
      },
    },
    (request) => stats.getImport(ctx, request.caller, request.params.id, request.params.import_id),
  );
  app.get(
    '/users/:id/donor-import/:import_id/errors',
    {
      schema: {
        tags,
        summary: "The import's error report: CSV of row, column, message (invalid cells and duplicates)",
        params: contract.DonorImportParams,
        response: { 200: contract.CsvFile('row, column, message') },
      },
    },
    async (request, reply) =>
      sendCsv(reply as FastifyReply, await stats.importErrorReport(ctx, request.caller, request.params.id, request.params.import_id)),
  );
  app.delete(
    '/users/:id/donor-import/:import_id',
    {
      schema: {
        tags,
        summary: 'Undoes one import: deletes exactly the donors it created',
        params: contract.DonorImportParams,
        response: { 200: contract.DonorImport },
      },
    },
    (request) => stats.undoImport(ctx, request.caller, request.params.id, request.params.import_id),
  );
};
