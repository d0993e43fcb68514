import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { routeForPath } from '../../../src/domain/routing/route-table';
import { stripLocalePrefix } from '../../../src/domain/store/locale-path';
import { hydrated } from './shop';

/**
 * Accessibility audits of the browser journeys (issue 16): axe-core with the WCAG 2.0/2.1 A and
 * AA rules on the page as it stands (menus or modals open when the caller opened them). Only
 * serious and critical violations count; each is kept as one line (page, rule, target, summary)
 * so a failing journey lists all of its pages' problems at once.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Impacts that fail a journey; A11Y_IMPACTS=minor,moderate,serious,critical shows the lesser ones too. */
const BLOCKING = new Set((process.env.A11Y_IMPACTS ?? 'serious,critical').split(',').map((impact) => impact.trim()));

/** The store-relative path of the page (the locale prefix of another store taken off). */
const storePath = (url: string): string => stripLocalePrefix(new URL(url).pathname).path;

export class A11yAudit {
  readonly findings: string[] = [];
  readonly audited: string[] = [];
  private readonly routes = new Set<string>();

  /** `planned`: the route ids the journey declares it audits (each must be audited, and no other). */
  constructor(
    private readonly page: Page,
    private readonly planned: readonly string[],
  ) {
    expect(planned, 'the journey declares the routes it audits').toBeTruthy();
  }

  /**
   * Audits the current page, which must be shown by the route `routeId` of the route table (so
   * the spec's list of covered routes stays true). `state` names what is open (menu, modal…).
   */
  async check(routeId: string, state = ''): Promise<void> {
    const page = this.page;
    await hydrated(page);
    const path = storePath(page.url());
    expect(routeForPath(path).id, `${page.url()} is not a page of the route '${routeId}'`).toBe(routeId);
    expect(this.planned, `the route '${routeId}' is among the journey's declared routes`).toContain(routeId);
    const label = `${routeId} ${path}${state ? ` [${state}]` : ''} @${page.viewportSize()?.width ?? '?'}px`;
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    this.audited.push(label);
    this.routes.add(routeId);
    for (const violation of results.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      for (const node of violation.nodes) {
        this.findings.push(`${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`);
      }
    }
  }

  /** Fails with every serious or critical violation seen, one per line, or a declared route left unaudited. */
  expectClean(): void {
    expect(this.planned.filter((id) => !this.routes.has(id)), 'declared routes the journey did not audit').toEqual([]);
    expect(this.findings, `serious or critical accessibility violations on ${this.audited.length} audited page state(s)`).toEqual([]);
  }
}
