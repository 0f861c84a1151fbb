import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { checkLedger } from '../modules/gifts/ledger.service.js';
import { updateUser } from '../modules/users/users.repository.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from './test-app.js';
import { grantRole, startGuest } from './accounts.js';
import { insertProject } from './timeline.js';
import { buildRequest, describeMutation, mutationFor, operationsOf, type Operation } from './fuzz-inputs.js';
import { capturedLog } from './captured-log.js';

/**
 * The schema-driven fuzz suite: every operation of /api/openapi.json (so routes added later are fuzzed too)
 * gets generated bad inputs as every kind of caller. No answer may be a 5xx, every error answers the API's
 * error body, the ledger does not move, and no secret the requests carried (passwords, their hashes, tokens,
 * card codes, Idempotency-Keys, emails of request bodies) appears in the log, which is captured throughout.
 *
 * fast-check draws the inputs: a fixed seed when CI=true, a random one otherwise, always printed
 * (FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> sets the inputs per operation and caller).
 *
 * The operations are dealt round-robin to `shards` test files (plugins/openapi-fuzz-*.test.ts), each with its own
 * app, so the test processes share the work: as one file it was the API suites' longest by far (131 s on the
 * embedded database), and whichever process drew it last ran alone. Every operation still gets every input, with
 * the same seed: a shard draws exactly what the whole suite drew for its operations.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI === 'true' ? 20261124 : Date.now() % 2 ** 31;
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** The test files the operations are dealt to (plugins/openapi-fuzz-1..3.test.ts). */
export const FUZZ_SHARDS = 3;

export function fuzzOperations(shard: number, shards: number) {
  describe(`fuzzing every operation of the OpenAPI document (part ${shard + 1} of ${shards})`, () => {
    let test: TestApp;
    const log = capturedLog();
    const secrets = new Set<string>();
    const secretSink = {
      add(value: string) {
        secrets.add(value);
        return value;
      },
    };
    let n = 0;
    const seq = () => ++n;
    let callers: { name: string; headers: Record<string, string> }[] = [];
    let ids: Record<string, string> = {};

    beforeAll(async () => {
      test = await createTestApp({
        env: {
          LOG_LEVEL: 'info',
          RATE_LIMIT_SCALE: '1000',
          // Social sign-in configured, so its verifiers meet the bad inputs (unconfigured, it answers 503 by design).
          GOOGLE_CLIENT_ID: 'fuzz-client.apps.example',
          FACEBOOK_APP_ID: 'fuzz-app',
          FACEBOOK_APP_SECRET: 'fuzz-app-secret',
        },
        logStream: log.stream,
        // No network: every outbound call (social sign-in keys, thank-you AI) finds nothing.
        overrides: { fetch: async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }) },
      });
      const member = await signUp(test.app, { password: secretSink.add('member-Passw0rd-secret') });
      const owner = await signUp(test.app, { password: secretSink.add('owner-Passw0rd-secret') });
      const admin = await signUp(test.app, { password: secretSink.add('admin-Passw0rd-secret') });
      await makeAdmin(test, admin.user.id);
      // The project's owner is a partner account, with a collaborator acting for it; sales staff are their own kind.
      await updateUser(test.ctx.db, owner.user.id, { is_partner: true });
      const collaborator = await signUp(test.app, { password: secretSink.add('collaborator-Passw0rd-secret') });
      await grantRole(test, collaborator.user.id, owner.user.id, 'admin');
      const sales = await signUp(test.app, { password: secretSink.add('sales-Passw0rd-secret') });
      await updateUser(test.ctx.db, sales.user.id, { is_sales: true });
      const guest = await startGuest(test.app);
      for (const token of [member.token, owner.token, admin.token, guest.token, collaborator.token, sales.token]) secrets.add(token);
      const projectId = await insertProject(test, owner.user.id);
      callers = [
        { name: 'anonymous', headers: {} },
        { name: 'guest', headers: bearer(guest.token) },
        { name: 'member', headers: bearer(member.token) },
        { name: 'partner (the owner)', headers: bearer(owner.token) },
        { name: 'collaborator', headers: bearer(collaborator.token) },
        { name: 'sales', headers: bearer(sales.token) },
        { name: 'admin', headers: bearer(admin.token) },
      ];
      ids = {
        id: String(projectId),
        eventId: '1',
        subscriptionId: '1',
        year: '2030',
        pmId: 'pm_card_visa',
        intentId: 'pi_fuzz',
        code: 'FUZZCODE',
        key: 'x.png',
      };
      console.log(
        `fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} inputs per operation and caller, part ${shard + 1} of ${shards}`,
      );
    });
    afterAll(() => test.close());

    it('answers no 5xx, only the API error body, moves no money and logs no secret', { timeout: 900_000 }, async () => {
      const started = Date.now();
      const doc = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const all: Operation[] = operationsOf(doc);
      expect(all.length).toBeGreaterThan(100);
      const operations = all.filter((_, index) => index % shards === shard);
      const ledgerBefore = await checkLedger(test.ctx.db);
      const failures: string[] = [];
      let requests = 0;

      for (const op of operations) {
        const property = fc.asyncProperty(fc.nat(callers.length - 1), mutationFor(op), async (who, mutation) => {
          const caller = callers[who]!;
          const request = buildRequest(op, mutation, ids, secretSink, seq);
          requests++;
          const response = await test.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...caller.headers },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const where = `${op.method} ${op.path} as ${caller.name} with ${describeMutation(mutation)}`;
          if (response.statusCode >= 500) {
            failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 300)}`);
            return;
          }
          if (response.statusCode >= 400) {
            const problem = errorBodyProblem(response.headers['content-type'], response.body);
            if (problem) failures.push(`${where}: ${response.statusCode} ${problem}`);
          }
        });
        await fc.assert(property, { seed: SEED, numRuns: RUNS * callers.length, endOnFailure: true });
      }

      const ledgerAfter = await checkLedger(test.ctx.db);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz part ${shard + 1}/${shards}: ${operations.length} operations, ${requests} inputs, ${callers.length} callers, ${seconds} s (seed ${SEED})`,
      );
      expect(failures, `seed ${SEED}`).toEqual([]);
      expect(ledgerAfter).toEqual(ledgerBefore);

      // The log test: every request above ran with the log captured.
      const hashes = await queryRows<{ password_hash: string | null }>(test.ctx.db, sql`SELECT password_hash FROM users`);
      for (const { password_hash } of hashes) if (password_hash) secrets.add(password_hash);
      expect(log.text()).toContain('incoming request'); // the log is really being written
      const leaked = [...secrets].filter((secret) => log.text().includes(secret));
      expect(leaked, `seed ${SEED}`).toEqual([]);
    });
  });
}

/** What is wrong with an error answer, if anything: it must be JSON `{ message, error?, errors? }`. */
function errorBodyProblem(contentType: string | string[] | number | undefined, body: string): string | undefined {
  if (!String(contentType ?? '').includes('application/json')) return `error answer is not JSON (${String(contentType)})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error answer does not parse';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return `error answer is not an object: ${body.slice(0, 200)}`;
  const { message, error, errors, ...rest } = parsed as Record<string, unknown>;
  if (typeof message !== 'string') return `error answer has no message: ${body.slice(0, 200)}`;
  if (error !== undefined && typeof error !== 'string') return `error answer's error is not a string: ${body.slice(0, 200)}`;
  if (Object.keys(rest).length > 0) return `error answer has other fields (${Object.keys(rest).join(', ')})`;
  if (errors !== undefined) {
    const ok =
      errors !== null &&
      typeof errors === 'object' &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
    if (!ok) return `error answer's errors is not { field: [message] }: ${body.slice(0, 200)}`;
  }
  return undefined;
}
