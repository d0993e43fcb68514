import type { TranslationCatalogue } from '../../domain/catalogue/site';
import type { RequestContext } from '../../application/ports/request-context';
import { LOCALES } from '../../domain/store/locales';
import { API_PATH } from './api-path';

/**
 * The store's whole catalogue of its language (GET /translations), with the browser's own fetch:
 * the rest of a page's texts arrives without the composition root and its HTTP client, which load
 * only on the visitor's first sign of intent. Asked by the catalogue's name (`version`), the
 * answer is kept by the browser for as long as the texts stay the same.
 */
export async function fetchTranslations(context: RequestContext, version?: string, apiBase = ''): Promise<TranslationCatalogue> {
  const query = version ? `?v=${encodeURIComponent(version)}` : '';
  const response = await fetch(`${apiBase}${API_PATH}/translations${query}`, {
    headers: { Accept: 'application/json', store: context.storeId, device: String(context.device), 'Accept-Language': LOCALES[context.locale].iso },
  });
  if (!response.ok) throw new Error(`GET /translations answered ${response.status}`);
  return (await response.json()) as TranslationCatalogue;
}
