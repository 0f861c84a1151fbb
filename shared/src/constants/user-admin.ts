/** The columns the back-office's users list sorts by (GET /api/users?sort=…&order=asc|desc, issue #11). */
export const USER_SORTS = ['created_at', 'last_logged_at', 'amount_given_cents', 'email'] as const;
export type UserSort = (typeof USER_SORTS)[number];
