import { createHmac } from 'node:crypto';
import { publicKeyRestrictions, restrictionsQueryString } from '../src/domain/search/secured-search-key';
import type { SearchSettings } from '../src/domain/search/search-settings';

/**
 * ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY make the CLI search Algolia itself (as the shop's clients
 * do when the server is configured so), with the public key the shop gives them: a secured key of
 * ALGOLIA_SEARCH_KEY that hides outlet-only records (issue 36; the outlet check gives a visitor it
 * lets in a key of their own). Without them it searches the shop given by --api, with the public
 * key its `/init` names.
 */
export function searchSettingsFromEnv(env: Record<string, string | undefined>): SearchSettings | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const parent = env.ALGOLIA_SEARCH_KEY?.trim();
  if (!appId || !parent) return undefined;
  const restrictions = restrictionsQueryString(publicKeyRestrictions());
  const searchKey = Buffer.from(createHmac('sha256', parent).update(restrictions).digest('hex') + restrictions).toString('base64');
  return { appId, searchKey, host: null };
}
