import type { Page } from '@playwright/test';
import { exportCsv } from './backoffice-export.js';

/** A back-office report page (/backoffice/stats, /office, ...): its date-range picker, its sections and its export. */
export function reportPage(page: Page, path: string) {
  const picker = page.getByRole('form', { name: 'Date range' });
  return {
    picker,
    heading: page.getByRole('heading', { level: 1 }),
    section: (title: string) => page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title }) }),
    kpis: page.getByRole('region', { name: 'Key figures' }),
    async navigate(range?: { datestart: string; dateend: string; bucket?: string }) {
      const query = range ? `?${new URLSearchParams({ bucket: 'day', ...range }).toString()}` : '';
      await page.goto(`/backoffice${path}${query}`);
    },
    async choosePreset(label: string) {
      await picker.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: label }).click();
    },
    async setRange(datestart: string, dateend: string) {
      await picker.getByLabel('From (UTC)').fill(datestart);
      await picker.getByLabel('To (UTC, included)').fill(dateend);
      await picker.getByRole('button', { name: 'Show' }).click();
    },
    exportCsv: () => exportCsv(page),
  };
}
