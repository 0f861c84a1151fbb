import * as users from './users.js';
import * as platform from './platform.js';
import * as projects from './projects.js';

export * from './users.js';
export * from './platform.js';
export * from './projects.js';
export * from './giving.js';
export * from './payments.js';
export * from './subscriptions.js';
export * from './gift-cards.js';
export * from './audit.js';

export const schema = { ...users, ...platform, ...projects };
export * from './community.js';
export * from './reviews.js';
export * from './teams.js';
export * from './teammates.js';
export * from './premium.js';
