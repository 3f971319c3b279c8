import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page (or the part `include` names) and fails with each serious or critical violation: rule, where, and why. */
export async function expectNoSeriousA11yIssues(
  page: Page,
  options: { include?: string; exclude?: string; tags?: string[]; label?: string } = {},
): Promise<void> {
  // Something still fading in (a toast, a dialog) has half-transparent text; axe would measure that, not what the shopper reads.
  // Content marked busy (cart totals while the server re-prices them) is dimmed on purpose for that
  // moment; measure the page once it has settled. Only what shows counts: a page left by a
  // navigation stays in the document, hidden, as it was (a row of cards still being read).
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[aria-busy="true"]')].some((busy) => busy.checkVisibility()) &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  let axe = new AxeBuilder({ page });
  if (options.include) axe = axe.include(options.include);
  if (options.exclude) axe = axe.exclude(options.exclude);
  if (options.tags) axe = axe.withTags(options.tags);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // Three nodes are enough to find the fault; a contrast problem can repeat on every card.
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()})`);
      const more = v.nodes.length > 3 ? `, and ${v.nodes.length - 3} more` : '';
      return `${v.id}: ${nodes.join('; ')}${more}`;
    });
  expect(serious, `${options.label ?? page.url()}: serious or critical axe violations`).toEqual([]);
}
