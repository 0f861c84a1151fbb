import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './project-drafts.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const { IdParams, ProjectDraft } = contract;
const tags = ['project-drafts'];

export const projectDraftsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/project-drafts',
    {
      schema: {
        tags,
        summary: "The caller's drafts, last saved first",
        querystring: contract.DraftPageQuery,
        response: { 200: contract.ProjectDraftList },
      },
    },
    (request) => service.listDrafts(ctx, request.caller, request.query),
  );

  app.post(
    '/project-drafts',
    {
      config: KEEPS_PUBLIC_READS,
      schema: { tags, summary: 'Save a new draft', body: contract.CreateDraftBody, response: { 201: ProjectDraft } },
    },
    async (request, reply) => reply.status(201).send(await service.createDraft(ctx, request.caller, request.body ?? {})),
  );

  app.get('/project-drafts/:id', { schema: { tags, summary: 'One draft', params: IdParams, response: { 200: ProjectDraft } } }, (request) =>
    service.getDraft(ctx, request.caller, request.params.id),
  );

  app.patch(
    '/project-drafts/:id',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: "Replace a draft's saved form (autosave)",
        params: IdParams,
        body: contract.UpdateDraftBody,
        response: { 200: ProjectDraft },
      },
    },
    (request) => service.updateDraft(ctx, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/project-drafts/:id',
    { config: KEEPS_PUBLIC_READS, schema: { tags, summary: 'Delete a draft', params: IdParams, response: { 204: contract.DraftDeleted } } },
    async (request, reply) => {
      await service.deleteDraft(ctx, request.caller, request.params.id);
      return reply.status(204).send();
    },
  );
};
