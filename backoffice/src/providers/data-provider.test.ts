import { describe, expect, it } from 'vitest';
import { HttpError as AdminHttpError } from 'react-admin';
import { createTransport } from '@storyfund/shared/transport';
import { fakeFetch, json } from '../testing/fake-fetch.js';
import { changedFields, createDataProvider, listQuery } from './data-provider.js';

function providerWith(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(routes);
  const transport = createTransport({ fetch: fake.fetch, getCredentials: () => ({ userId: '1', token: 'admin-token' }) });
  return { provider: createDataProvider(transport), calls: fake.calls };
}

const dana = { id: 12, first_name: 'Dana', last_name: 'Donor', email: 'dana.donor@demo.storyfund.local' };

describe('getList', () => {
  it('sends limit, offset, sort and the filters, and answers data and total', async () => {
    const { provider, calls } = providerWith({ 'GET /api/users': json({ data: [dana], total: 31 }) });
    const result = await provider.getList('users', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'dana', email: 'dana.donor@demo.storyfund.local' },
    });
    expect(result).toEqual({ data: [dana], total: 31 });
    expect(calls[0]?.method).toBe('GET');
    const url = new URL(calls[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '10',
      offset: '20',
      sort: 'created_at',
      order: 'desc',
      q: 'dana',
      email: 'dana.donor@demo.storyfund.local',
    });
  });

  it('sends the bearer from the session', async () => {
    const { provider, calls } = providerWith({ 'GET /api/users': json({ data: [], total: 0 }) });
    await provider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });
});

describe('listQuery', () => {
  it('leaves out what react-admin did not ask for', () => {
    expect(listQuery({ filter: { q: 'x' } })).toEqual({ q: 'x' });
    expect(listQuery({ pagination: { page: 1, perPage: 50 } })).toEqual({ limit: 50, offset: 0 });
  });
});

describe('getOne and getMany', () => {
  it('getOne reads /api/{resource}/{id}, which answers the object itself', async () => {
    const { provider, calls } = providerWith({ 'GET /api/users/12': json(dana) });
    expect(await provider.getOne('users', { id: 12 })).toEqual({ data: dana });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/12']);
  });

  it('getMany reads every id in parallel', async () => {
    const { provider, calls } = providerWith({
      'GET /api/users/12': json(dana),
      'GET /api/users/13': json({ ...dana, id: 13, first_name: 'Tom' }),
    });
    const { data } = await provider.getMany('users', { ids: [12, 13] });
    expect(data.map((u) => u.first_name)).toEqual(['Dana', 'Tom']);
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/users/12', '/api/users/13']);
  });
});

describe('getManyReference', () => {
  it('lists with the target as a filter', async () => {
    const { provider, calls } = providerWith({ 'GET /api/gifts': json({ data: [{ id: 5 }], total: 1 }) });
    const result = await provider.getManyReference('gifts', {
      target: 'user_id',
      id: 12,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'active' },
    });
    expect(result).toEqual({ data: [{ id: 5 }], total: 1 });
    const params = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(params.get('user_id')).toBe('12');
    expect(params.get('status')).toBe('active');
    expect(params.get('limit')).toBe('5');
  });
});

describe('update', () => {
  it('PATCHes only the changed fields and answers the updated object', async () => {
    const updated = { ...dana, first_name: 'Danielle' };
    const { provider, calls } = providerWith({ 'PATCH /api/users/12': json(updated) });
    const result = await provider.update('users', {
      id: 12,
      data: { ...dana, first_name: 'Danielle' },
      previousData: dana,
    });
    expect(result).toEqual({ data: updated });
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.body).toEqual({ first_name: 'Danielle' });
  });

  it('turns 422 field errors into the validation errors react-admin forms show', async () => {
    const { provider } = providerWith({
      'PATCH /api/users/12': json(
        { message: 'Please correct the highlighted fields', errors: { first_name: ['First name is required', 'Too odd'] } },
        422,
      ),
    });
    const error = await provider.update('users', { id: 12, data: { first_name: ' ' }, previousData: dana }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminHttpError);
    const { status, message, body } = error as AdminHttpError;
    expect(status).toBe(422);
    expect(message).toBe('Please correct the highlighted fields');
    expect(body.errors).toEqual({
      first_name: 'First name is required, Too odd',
      root: { serverError: 'Please correct the highlighted fields' },
    });
  });
});

describe('failures without field errors', () => {
  it("keep the status and use the API's message", async () => {
    const { provider } = providerWith({ 'GET /api/users': json({ message: 'Only administrators can do this.' }, 403) });
    const error = await provider
      .getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminHttpError);
    expect((error as AdminHttpError).status).toBe(403);
    expect((error as AdminHttpError).message).toBe('Only administrators can do this.');
    expect((error as AdminHttpError).body.errors).toBeUndefined();
  });

  it('a network failure stays a Network Error', async () => {
    const transport = createTransport({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await createDataProvider(transport)
      .getOne('users', { id: 1 })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('Network Error');
  });
});

describe('create and delete', () => {
  it('create POSTs to /api/{resource} and answers the created object', async () => {
    const { provider, calls } = providerWith({ 'POST /api/projects': json({ id: 9, code: 'ABC' }, 201) });
    expect(await provider.create('projects', { data: { code: 'ABC' } })).toEqual({ data: { id: 9, code: 'ABC' } });
    expect(calls[0]?.body).toEqual({ code: 'ABC' });
  });

  it('delete answers the previous record when the API answers 204', async () => {
    const { provider, calls } = providerWith({ 'DELETE /api/projects/9': () => new Response(null, { status: 204 }) });
    const result = await provider.delete('projects', { id: 9, previousData: { id: 9, code: 'ABC' } });
    expect(result).toEqual({ data: { id: 9, code: 'ABC' } });
    expect(calls[0]?.method).toBe('DELETE');
  });

  it('deleteMany deletes each id', async () => {
    const { provider, calls } = providerWith({
      'DELETE /api/projects/1': () => new Response(null, { status: 204 }),
      'DELETE /api/projects/2': () => new Response(null, { status: 204 }),
    });
    expect(await provider.deleteMany('projects', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(calls).toHaveLength(2);
  });
});

describe('gift cards', () => {
  const card = { id: 7, code: 'ABCD-EFGH-JKMN-PQRS', amount_cents: 1000, status: 'created' };

  it('lists and creates at /api/gift-cards/admin, unwrapping the created card', async () => {
    const { provider, calls } = providerWith({
      'GET /api/gift-cards/admin': json({ data: [card], total: 41 }),
      'POST /api/gift-cards/admin': json({ gift_card: card }, 201),
    });
    const list = await provider.getList('gift-cards', { pagination: { page: 2, perPage: 20 }, filter: { kind: 'new_user' } });
    expect(list).toEqual({ data: [card], total: 41 });
    expect(Object.fromEntries(new URL(calls[0]!.url, 'http://x').searchParams)).toEqual({ limit: '20', offset: '20', kind: 'new_user' });
    expect(await provider.create('gift-cards', { data: { amount_cents: 1000, kind: 'promotional' } })).toEqual({ data: card });
    expect(calls[1]?.body).toEqual({ amount_cents: 1000, kind: 'promotional' });
  });

  it('postAction POSTs to /api/{resource}/{id}/{action} and keeps the API message of a 409', async () => {
    const { provider, calls } = providerWith({
      'POST /api/gift-cards/7/cancel': json({ gift_card: { ...card, status: 'canceled' } }),
      'POST /api/gift-cards/8/cancel': json({ message: 'This gift card is already canceled.' }, 409),
    });
    expect(await provider.postAction('gift-cards', { id: 7, action: 'cancel' })).toEqual({ data: { ...card, status: 'canceled' } });
    expect(calls[0]?.method).toBe('POST');
    const error = await provider.postAction('gift-cards', { id: 8, action: 'cancel' }).catch((e: unknown) => e);
    expect((error as AdminHttpError).status).toBe(409);
    expect((error as AdminHttpError).message).toBe('This gift card is already canceled.');
  });

  it('postUserCall POSTs make-premium and remove-premium; an empty or plain-text answer is a success (spec §7)', async () => {
    const { provider, calls } = providerWith({
      'POST /api/users/5/make-premium': json({ id: 5, is_premium: true }),
      'POST /api/users/5/remove-premium': () => new Response(null, { status: 204 }),
      'POST /api/users/6/make-premium': () => new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } }),
      'POST /api/users/7/make-premium': json({ message: 'Only a partner account can have this status' }, 422),
    });
    expect(await provider.postUserCall({ id: 5, call: 'make-premium' })).toEqual({ data: { id: 5, is_premium: true } });
    expect(calls[0]?.method).toBe('POST');
    expect(await provider.postUserCall({ id: 5, call: 'remove-premium' })).toEqual({ data: { id: 5 } });
    expect(await provider.postUserCall({ id: 6, call: 'make-premium' })).toEqual({ data: { id: 6 } });
    const error = await provider.postUserCall({ id: 7, call: 'make-premium' }).catch((e: unknown) => e);
    expect((error as AdminHttpError).status).toBe(422);
  });

  it('setSwitch POSTs a switch on and DELETEs it off, with the reason, and keeps the field errors of a 422', async () => {
    const user = { id: 5, banned_at: '2026-01-01T00:00:00.000Z' };
    const { provider, calls } = providerWith({
      'POST /api/users/5/ban': json(user),
      'DELETE /api/users/5/ban': json({ ...user, banned_at: null }),
      'POST /api/users/6/ban': json({ message: 'Please give a reason', errors: { reason: ['Please give a reason'] } }, 422),
    });
    expect(await provider.setSwitch('users', { id: 5, name: 'ban', on: true, reason: 'Spam' })).toEqual({ data: user });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { reason: 'Spam' } });
    expect(await provider.setSwitch('users', { id: 5, name: 'ban', on: false })).toEqual({ data: { ...user, banned_at: null } });
    expect(calls[1]?.method).toBe('DELETE');
    const error = await provider.setSwitch('users', { id: 6, name: 'ban', on: true, reason: '' }).catch((e: unknown) => e);
    expect((error as AdminHttpError).status).toBe(422);
    expect((error as AdminHttpError).body).toMatchObject({ errors: { reason: 'Please give a reason' } });
  });

  it('reads and PUTs the new-visitor budget', async () => {
    const budget = { period: 'week', max_cards: 5, max_amount_cents: null, card_amount_cents: 1000 };
    const { provider, calls } = providerWith({
      'GET /api/gift-cards/new-user-budget': json(budget),
      'PUT /api/gift-cards/new-user-budget': json(budget),
    });
    expect(await provider.getNewUserBudget()).toEqual({ data: budget });
    await provider.updateNewUserBudget({ data: { max_cards: 5 } });
    expect(calls[1]).toMatchObject({ method: 'PUT', body: { max_cards: 5 } });
  });
});

describe('changedFields', () => {
  it('compares values, arrays and objects by content', () => {
    const before = { a: 1, b: null, tags: ['x'], nested: { k: 1 } };
    expect(changedFields({ a: 1, b: 'now', tags: ['x'], nested: { k: 2 } }, before)).toEqual({ b: 'now', nested: { k: 2 } });
    expect(changedFields({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});

describe('downloadCsv', () => {
  it('downloads a streamed export with the bearer and the filters, named as the server says', async () => {
    const csv = '\uFEFFid,action\r\n7,user.ban.on\r\n';
    const { provider, calls } = providerWith({
      'GET /api/audit-log/export': () =>
        new Response(csv, {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="storyfund-audit-log.csv"' },
        }),
    });
    const { data } = await provider.downloadCsv('audit-log/export', { action: 'user.ban.on', target_id: '', actor_id: undefined });
    expect(data.filename).toBe('storyfund-audit-log.csv');
    expect(await data.blob.text()).toContain('7,user.ban.on');
    expect(calls[0]?.url).toBe('/api/audit-log/export?action=user.ban.on');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('rejects with the API error (a 422 for a bad range keeps its field errors)', async () => {
    const { provider } = providerWith({
      'GET /api/audit-log/export': json({ message: 'Invalid', errors: { dateend: ['The end must come after the start'] } }, 422),
    });
    await expect(provider.downloadCsv('audit-log/export', {})).rejects.toMatchObject({ status: 422 });
  });
});
