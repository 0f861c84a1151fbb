import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_ROUTES } from './route-table.js';
import { SALES_ROUTES, backofficePathFor, mayOpenAdminRoute } from './backoffice-routes.js';

describe('the admin-only routes in the back-office', () => {
  it('open their back-office page, or its dashboard until the page exists', () => {
    expect(backofficePathFor('/admin')).toBe('/backoffice/admin');
    expect(backofficePathFor('/Admin/users/3')).toBe('/backoffice/admin');
    expect(backofficePathFor('/giftcards?x=1')).toBe('/backoffice/gift-cards');
    expect(backofficePathFor('/premium')).toBe('/backoffice/');
    expect(backofficePathFor('/stats?datestart=2026-11-01')).toBe('/backoffice/stats');
    expect(backofficePathFor('/office')).toBe('/backoffice/office');
    expect(backofficePathFor('/staffpicks-tracker')).toBe('/backoffice/staffpicks-tracker');
    expect(backofficePathFor('/leads')).toBe('/backoffice/leads');
    expect(backofficePathFor('/pipeline')).toBe('/backoffice/pipeline');
    expect(backofficePathFor('/sales')).toBe('/backoffice/sales');
    expect(backofficePathFor('/grow')).toBe('/backoffice/grow');
    expect(backofficePathFor('/audit')).toBe('/backoffice/partner-scores');
    for (const path of ADMIN_ONLY_ROUTES) expect(backofficePathFor(path)).toMatch(/^\/backoffice\//);
  });

  it('sales routes are admin-only routes, and sales staff may open only those', () => {
    for (const path of SALES_ROUTES) expect(ADMIN_ONLY_ROUTES).toContain(path);
    const sales = { is_admin: false, is_sales: true };
    expect(mayOpenAdminRoute(sales, '/pipeline')).toBe(true);
    expect(mayOpenAdminRoute(sales, '/tools')).toBe(false);
    expect(mayOpenAdminRoute({ is_admin: false }, '/pipeline')).toBe(false);
    expect(mayOpenAdminRoute({ is_admin: true }, '/tools')).toBe(true);
  });
});
