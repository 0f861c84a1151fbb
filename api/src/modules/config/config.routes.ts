import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicConfig, type FeatureFlags } from '@storyfund/shared/contract';
import { woodsProjectId } from '@storyfund/shared/routing';
import { isNumericId } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';

/** Spec §6: flags for the partner donations table, dashboard, team management and role editing. */
const FEATURE_FLAGS = ['partner_donations_table', 'dashboard', 'team_management', 'edit_role'] as const;

/**
 * Feature flags are on unless named in FEATURES_OFF (comma-separated); the AI helper is always on.
 * The /woods project id is 11266 in production and 1028 elsewhere, unless WOODS_PROJECT_ID says otherwise.
 */
function publicSettings(env: NodeJS.ProcessEnv, isProduction: boolean) {
  const off = new Set((env.FEATURES_OFF ?? '').split(',').map((name) => name.trim()));
  const features = { ...Object.fromEntries(FEATURE_FLAGS.map((name) => [name, !off.has(name)])), ai_helper: true } as FeatureFlags;
  const woods = env.WOODS_PROJECT_ID;
  // /donatedirectly gives to this project (Storyfund's own work, docs/decisions.md "Give panel"); null: not offered.
  const direct = env.DONATE_DIRECTLY_PROJECT_ID;
  return {
    woods_project_id: woods && isNumericId(woods) ? Number(woods) : woodsProjectId(isProduction),
    donate_directly_project_id: direct && isNumericId(direct) ? Number(direct) : null,
    features,
  };
}

/** GET /api/config: public settings the SPAs read at start-up. Never secrets. */
export const configRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/config',
    { schema: { tags: ['platform'], summary: 'The public settings the apps read at start-up', response: { 200: PublicConfig } } },
    async (_request, reply): Promise<PublicConfig> => {
      const { config } = ctx;
      reply.header('cache-control', 'public, max-age=60');
      return {
        environment: config.env,
        marketing_url: config.marketingUrl ?? null,
        google_client_id: config.google.clientId ?? null,
        facebook_app_id: config.facebook.appId ?? null,
        bot_check_site_key: config.botCheck.widget?.siteKey ?? null,
        bot_check_script_url: config.botCheck.widget?.scriptUrl ?? null,
        dev_mailbox: config.env !== 'production' && ctx.mailer.transport === 'outbox',
        payments: { provider: config.giving.paymentProvider, publishable_key: config.giving.stripe?.publishableKey ?? null },
        ...publicSettings(process.env, config.env === 'production'),
        store_url: process.env.STORE_URL || null,
        invest_url: process.env.INVEST_URL || null,
        analytics: process.env.ANALYTICS ? process.env.ANALYTICS === 'on' : config.env === 'production',
      };
    },
  );
};
