import type { TemplatePageContent } from '../../application/shell/get-content-page';
import type { ErrorPageContent } from '../../application/shell/get-error-page';
import type { PageRequest, PageResolution } from '../../application/shell/resolve-page';
import type { VisitRequest } from '../../application/shell/track-visit';
import type { CmsPage } from '../../domain/catalogue/site';

/** What the page loader asks before any screen: the guard pipeline's decision, the visit, error and content pages. */
export interface ShellServices {
  resolvePage(request: PageRequest): Promise<PageResolution>;
  trackVisit(request: VisitRequest): Promise<void>;
  getErrorPage(): Promise<ErrorPageContent>;
  cmsPage(slug: string): Promise<CmsPage>;
  templatePage(slug: string): Promise<TemplatePageContent>;
}
