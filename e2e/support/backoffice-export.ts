import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Clicks a view's "Export CSV" and answers the downloaded file: its name and its text (without the BOM). */
export async function exportCsv(page: Page, label = 'Export CSV'): Promise<{ filename: string; text: string; bom: boolean }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  const path = await download.path();
  const raw = await readFile(path, 'utf8');
  return { filename: download.suggestedFilename(), text: raw.replace(/^\uFEFF/, ''), bom: raw.startsWith('\uFEFF') };
}
