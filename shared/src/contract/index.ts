/** The wire contract: every route's request and response schemas (common.ts says how they are named). */
export * from './common.js';
export * from './users.js';
export * from './projects.js';
export * from './listings.js';
export * from './timeline.js';
export * from './auth.js';
export * from './platform.js';
export * from './uploads.js';
export * from './custom-routes.js';
export * from './project-drafts.js';
export * from './abuse-reports.js';
export * from './payments.js';
export * from './gifts.js';
export * from './gift-cards.js';
export * from './subscriptions.js';
export * from './receipts.js';
export * from './audit.js';
export * from './partners.js';
// Notifications, contact, site pages, currency, analytics (issue #12)
export * from './notifications.js';
export * from './contact.js';
export * from './community.js';
export * from './currency.js';
export * from './analytics.js';
export * from './reviews.js';
export * from './profiles.js';
export * from './dashboards.js';
