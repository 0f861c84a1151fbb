/**
 * The back-office's remaining admin tables (docs/backoffice.md "Admin tables"): subscribed users and partners
 * here, sign-ups, overdue and donors' given stats in admin-activity.service.ts. Each list checks who may read
 * it, turns its filters into conditions on the table's rows, and answers a page; each export streams the same
 * filters as CSV by id. Admins read them all; the sales team reads those behind the reports it reads
 * (partners, sign-ups, overdue, donors' given stats), not the monthly donors' payment details.
 */
import type {
  AdminPartner,
  AdminPartnerExportQuery,
  AdminPartnerQuery,
  SubscribedUser,
  SubscribedUserExportQuery,
  SubscribedUserQuery,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireStaff, type Caller } from '../../lib/access.js';
import { csvFilename, type CsvExport } from '../../lib/csv.js';
import * as repo from './admin-tables.repository.js';
import { partnerConditions, subscribedUserConditions } from './admin-table-filters.repository.js';
import { batchesOf, int, iso, isoAt, listOf, text, textOrNull } from './admin-table-values.js';

// Subscribed users (monthly donors): admins only.

function subscribedUserView(r: repo.RawRow): SubscribedUser {
  return {
    id: int(r['id']),
    donor_id: int(r['donor_id']),
    donor_name: text(r['donor_name']),
    donor_email: textOrNull(r['donor_email']),
    project_id: int(r['project_id']),
    project_title: text(r['project_title']),
    amount_cents: int(r['amount_cents']),
    tip_cents: int(r['tip_cents']),
    since: isoAt(r['since']),
    months_paid: int(r['months_paid']),
    next_charge_at: iso(r['next_charge_at']),
    status: r['status'] as SubscribedUser['status'],
  };
}

/** GET /admin/subscribed-users: the live monthly gifts, newest first unless sorted otherwise. */
export function listSubscribedUsers(ctx: AppContext, caller: Caller, query: SubscribedUserQuery) {
  requireAdmin(caller);
  return listOf(ctx, repo.SUBSCRIBED_USERS, subscribedUserConditions(query), query, 'since', subscribedUserView);
}

export function exportSubscribedUsers(ctx: AppContext, caller: Caller, query: SubscribedUserExportQuery): CsvExport<SubscribedUser> {
  requireAdmin(caller);
  return {
    filename: csvFilename('subscribed-users'),
    columns: [
      { header: 'subscription_id', value: (r) => r.id },
      { header: 'donor_id', value: (r) => r.donor_id },
      { header: 'donor', value: (r) => r.donor_name },
      { header: 'email', value: (r) => r.donor_email },
      { header: 'project_id', value: (r) => r.project_id },
      { header: 'project', value: (r) => r.project_title },
      { header: 'amount_cents', value: (r) => r.amount_cents },
      { header: 'tip_cents', value: (r) => r.tip_cents },
      { header: 'since_utc', value: (r) => new Date(r.since) },
      { header: 'months_paid', value: (r) => r.months_paid },
      { header: 'next_renewal_utc', value: (r) => (r.next_charge_at ? new Date(r.next_charge_at) : null) },
      { header: 'status', value: (r) => r.status },
    ],
    batches: batchesOf(ctx, repo.SUBSCRIBED_USERS, subscribedUserConditions(query), subscribedUserView),
  };
}

// Partners: admins and the sales team (the partner stats report's table).

function partnerView(r: repo.RawRow): AdminPartner {
  const rating = r['rating'];
  return {
    id: int(r['id']),
    name: text(r['name']),
    email: textOrNull(r['email']),
    country_code: textOrNull(r['country_code']),
    categories: Array.isArray(r['categories']) ? (r['categories'] as unknown[]).map(String) : [],
    amount_received_cents: int(r['amount_received_cents']),
    projects_count: int(r['projects_count']),
    followers_count: int(r['followers_count']),
    rating: rating === null || rating === undefined ? null : Number(rating),
    reviews_count: int(r['reviews_count']),
    is_premium: r['is_premium'] === true,
    is_white_labeled_partner: r['is_white_labeled_partner'] === true,
    large_partner: r['large_partner'] === true,
    tax_exempt_teller: r['tax_exempt_teller'] === true,
    tax_exempt_requested_at: iso(r['tax_exempt_requested_at']),
    banned_at: iso(r['banned_at']),
    created_at: isoAt(r['created_at']),
  };
}

/** GET /admin/partners: every partner account (banned too), newest first unless sorted otherwise. */
export function listAdminPartners(ctx: AppContext, caller: Caller, query: AdminPartnerQuery) {
  requireStaff(caller);
  return listOf(ctx, repo.PARTNERS, partnerConditions(query), query, 'created_at', partnerView);
}

export function exportAdminPartners(ctx: AppContext, caller: Caller, query: AdminPartnerExportQuery): CsvExport<AdminPartner> {
  requireStaff(caller);
  return {
    filename: csvFilename('partners'),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'organisation', value: (r) => r.name },
      { header: 'email', value: (r) => r.email },
      { header: 'country', value: (r) => r.country_code },
      { header: 'categories', value: (r) => r.categories.join('; ') },
      { header: 'raised_cents', value: (r) => r.amount_received_cents },
      { header: 'projects', value: (r) => r.projects_count },
      { header: 'followers', value: (r) => r.followers_count },
      { header: 'rating', value: (r) => r.rating },
      { header: 'reviews', value: (r) => r.reviews_count },
      { header: 'premium', value: (r) => r.is_premium },
      { header: 'white_label', value: (r) => r.is_white_labeled_partner },
      { header: 'large_partner', value: (r) => r.large_partner },
      { header: 'tax_exempt', value: (r) => r.tax_exempt_teller },
      { header: 'tax_exempt_claimed_utc', value: (r) => (r.tax_exempt_requested_at ? new Date(r.tax_exempt_requested_at) : null) },
      { header: 'banned_utc', value: (r) => (r.banned_at ? new Date(r.banned_at) : null) },
      { header: 'created_utc', value: (r) => new Date(r.created_at) },
    ],
    batches: batchesOf(ctx, repo.PARTNERS, partnerConditions(query), partnerView),
  };
}
