import type { Page } from '@playwright/test';

/** A back-office board (the /pipeline page): columns named by their heading, cards named by their title. */
export function boardPage(page: Page, path: string) {
  const column = (label: string) => page.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  const card = (name: string) => page.getByRole('listitem', { name, exact: true });

  return {
    column,
    card,
    /** The polite live region that announces each move. */
    status: page.getByRole('status'),

    async navigate() {
      await page.goto(`/backoffice${path}`);
      await column('New').waitFor();
    },

    /** Opens the card's stage select from the keyboard, walks the options with the arrow keys, picks one with Enter. */
    async moveByKeyboard(name: string, stage: string) {
      await card(name).getByRole('combobox').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor();
      for (let step = 0; step < 8; step++) {
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
        if (focused === stage) break;
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
    },

    /**
     * Drags the card onto a column with the pointer (HTML5 drag and drop), dropping it by the column's heading. The
     * column's centre can be below the fold when it holds many cards; reaching it scrolls the page after the button
     * went down and before the drag starts, and the drag then starts from the card that scrolled under the pointer.
     */
    async drag(name: string, stage: string) {
      await card(name).dragTo(column(stage), { targetPosition: { x: 16, y: 8 } });
    },
  };
}
