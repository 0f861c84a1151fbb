import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import { setBranding } from './branding.service.js';
import { addNetworkMember, listNetworkMembers, removeNetworkMember } from './network-members.service.js';
import { networkPage } from './network-page.service.js';

const tags = ['users', 'networks'];

/** White-label partner networks and branding (docs/api-networks.md). */
export const networksRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/network',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'The network page: the network, its branding and a page of its members (public)',
        params: contract.IdParams,
        querystring: contract.NetworkPageQuery,
        response: { 200: contract.NetworkPage },
      },
    },
    (request) => networkPage(ctx, request.params.id, request.query),
  );
  app.get(
    '/users/:id/network-members',
    {
      schema: {
        tags,
        summary: "A network's members, banned ones too (admins)",
        params: contract.IdParams,
        querystring: contract.NetworkMembersQuery,
        response: { 200: contract.NetworkMemberAdminList },
      },
    },
    (request) => listNetworkMembers(ctx, request.caller, request.params.id, request.query),
  );
  app.post(
    '/users/:id/network-members',
    {
      schema: {
        tags,
        summary: 'Makes an existing account a member of the network, by id or email; `move` takes it from another (admins; audited)',
        params: contract.IdParams,
        body: contract.AddNetworkMemberBody,
        response: { 201: contract.NetworkMemberAdmin },
      },
    },
    async (request, reply) => reply.status(201).send(await addNetworkMember(ctx, request.caller, request.params.id, request.body)),
  );
  app.delete(
    '/users/:id/network-members/:member_id',
    {
      schema: {
        tags,
        summary: 'Takes an account out of the network (admins; audited)',
        params: contract.NetworkMemberParams,
        response: { 204: contract.NetworkMemberRemoved },
      },
    },
    async (request, reply) => {
      await removeNetworkMember(ctx, request.caller, request.params.id, request.params.member_id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/users/:id/branding',
    {
      schema: {
        tags,
        summary: "Sets the account's logo and primary colour (a white-labelled network or a premium partner; the account, its admins)",
        params: contract.IdParams,
        body: contract.BrandingBody,
        response: { 200: contract.Branding },
      },
    },
    (request) => setBranding(ctx, request.caller, request.params.id, request.body),
  );
};
