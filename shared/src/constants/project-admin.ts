/** The back-office's projects table (GET /api/projects/admin, issue #11). */

/** The columns it sorts by (`sort`, with `order` asc or desc). */
export const ADMIN_PROJECT_SORTS = [
  'created_at',
  'title',
  'owner_name',
  'amount_raised_cents',
  'goal_amount_cents',
  'staff_picked_at',
  'status',
] as const;
export type AdminProjectSort = (typeof ADMIN_PROJECT_SORTS)[number];

/** The flags it filters by (`flag`): projects with that flag on (`banned` is the status). */
export const ADMIN_PROJECT_FLAGS = ['staff_pick', 'force_staff_pick', 'featured', 'special', 'final_visual_update', 'banned'] as const;
export type AdminProjectFlag = (typeof ADMIN_PROJECT_FLAGS)[number];
