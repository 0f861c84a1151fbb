// The calls bench/projects.mjs measures, and the bench rows they point at.

/** Ids and tokens from the bench data: project pages, owners, a follower who gives, an admin. */
export async function benchFixtures(handle, tokenFor) {
  const rows = (text) => handle.rawTransaction((raw) => raw.query(text));
  const projects = (
    await rows(`SELECT id FROM projects WHERE status = 'active' AND title LIKE 'Bench project %' ORDER BY id % 997, id LIMIT 500`)
  ).map((r) => r.id);
  const [owner] = await rows(
    `SELECT owner_id AS id FROM projects WHERE title LIKE 'Bench project %' GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1`,
  );
  const [picker] = await rows(
    `SELECT owner_id AS id FROM projects WHERE is_staff_pick AND status = 'active' GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1`,
  );
  const [given] = await rows(`SELECT id FROM projects WHERE gifts_count > 1 AND status = 'active' ORDER BY id LIMIT 1`);
  const [fan] = await rows(`SELECT f.user_id AS id FROM project_follows f WHERE EXISTS (SELECT 1 FROM gifts g WHERE g.donor_id = f.user_id)
                              AND EXISTS (SELECT 1 FROM user_follows u WHERE u.follower_id = f.user_id) ORDER BY f.user_id LIMIT 1`);
  // Not 'bench-%': the generator's users, owners and donors are matched by that prefix.
  await rows(`INSERT INTO users (email, first_name, last_name, is_admin) VALUES ('admin@bench.storyfund.local', 'Bench', 'Admin', true)
              ON CONFLICT (email) WHERE email IS NOT NULL DO NOTHING`);
  const [admin] = await rows(`SELECT id FROM users WHERE email = 'admin@bench.storyfund.local'`);
  const [code] = await rows(
    `SELECT cotn_invite_code AS code FROM projects WHERE cotn_invite_code IS NOT NULL AND status = 'active' ORDER BY id LIMIT 1`,
  );
  return {
    projects,
    owner: owner.id,
    picker: picker.id,
    given: given.id,
    code: code.code,
    fanToken: await tokenFor(fan.id),
    ownerToken: await tokenFor(owner.id),
    adminToken: await tokenFor(admin.id),
  };
}

/** Each call: a name, a URL for the n-th request (under /api), and the token it sends. */
export function benchCalls(f) {
  const page = (n) => f.projects[n % f.projects.length];
  const fixed = (name, url, token) => ({ name, url: () => url, token });
  return [
    { name: 'GET /projects/{id} (anonymous)', url: (n) => `/projects/${page(n)}` },
    { name: 'GET /projects/{id} (viewer flags)', url: (n) => `/projects/${page(n)}`, token: f.fanToken },
    fixed('GET /projects', '/projects'),
    fixed('GET /projects?sort=Least Left', '/projects?sort=Least%20Left'),
    fixed('GET /projects?sort=Most Left', '/projects?sort=Most%20Left'),
    fixed('GET /projects?sort=Oldest', '/projects?sort=Oldest'),
    fixed('GET /projects?category=Water', '/projects?category=water'),
    fixed('GET /projects?q=clean water', '/projects?q=clean%20water'),
    fixed('GET /projects?q=goats&sort=Newest', '/projects?q=goats&sort=Newest'),
    fixed('GET /projects?only_tax_exempt_projects', '/projects?only_tax_exempt_projects=true'),
    fixed('GET /projects?not_funded_only', '/projects?not_funded_only=true'),
    fixed('GET /projects?only_sponsored_projects', '/projects?only_sponsored_projects=true'),
    fixed('GET /projects?owner_id', `/projects?owner_id=${f.owner}`),
    fixed('GET /projects?offset=1000', '/projects?offset=1000'),
    fixed('GET /projects/almost', '/projects/almost'),
    fixed('GET /projects/newest-unfunded', '/projects/newest-unfunded'),
    fixed('GET /projects/personal', '/projects/personal', f.fanToken),
    fixed('GET /projects/sponsored-projects', '/projects/sponsored-projects'),
    fixed('GET /projects/staff-picks', '/projects/staff-picks'),
    fixed('GET /projects/staff-picks/last-in-list', '/projects/staff-picks/last-in-list'),
    fixed('GET /projects/staff-picks/for-subscription', '/projects/staff-picks/for-subscription?amount_cents=5000'),
    fixed('GET .../eligible/potential', '/projects/staff-picks/eligible/potential', f.adminToken),
    fixed('GET .../eligible/large-well-performing', '/projects/staff-picks/eligible/large-well-performing', f.adminToken),
    fixed('GET .../eligible/scheduled/regular', '/projects/staff-picks/eligible/scheduled/regular', f.adminToken),
    fixed('GET /projects/featured-filtered', '/projects/featured-filtered'),
    fixed('GET /projects/featured-filtered?category', '/projects/featured-filtered?category=medical'),
    fixed('GET /projects/categories', '/projects/categories'),
    fixed('GET /projects/by-country', '/projects/by-country'),
    fixed('GET /projects/with-video-updates', '/projects/with-video-updates'),
    fixed('GET /projects/owner-projects (public)', `/projects/owner-projects?owner_id=${f.owner}`),
    fixed('GET /projects/owner-projects (owner)', '/projects/owner-projects', f.ownerToken),
    fixed('GET /projects/funded', '/projects/funded'),
    fixed('GET /projects/funded?only_final_visual', '/projects/funded?only_final_visual=true'),
    fixed('GET /projects/owner-staffpick-projects', `/projects/owner-staffpick-projects?owner_id=${f.picker}`),
    fixed('GET /projects/get-projects-picked-for-end-of-year', '/projects/get-projects-picked-for-end-of-year'),
    fixed('GET /projects/owner_projects_info', `/projects/owner_projects_info?owner_id=${f.owner}`),
    fixed('GET /projects/is-almost-there', '/projects/is-almost-there'),
    fixed('GET /projects/insight-law-counts', '/projects/insight-law-counts'),
    fixed('GET /projects/project-for-special-large-amount-gift', '/projects/project-for-special-large-amount-gift?amount_cents=100000'),
    fixed('GET /projects/project-for-cotn-event', `/projects/project-for-cotn-event?code=${f.code}`),
    fixed('GET /projects/project-for-grove-event', '/projects/project-for-grove-event'),
    fixed('GET /projects/projects-with-subscription', '/projects/projects-with-subscription', f.fanToken),
    { name: 'GET /projects/{id}/givers-ver2', url: () => `/projects/${f.given}/givers-ver2` },
    { name: 'GET /projects/{id}/abc-sponsors-count', url: (n) => `/projects/${page(n)}/abc-sponsors-count` },
    { name: 'GET /projects/{id}/abc-sponsors-line', url: (n) => `/projects/${page(n)}/abc-sponsors-line` },
  ];
}
