import { serializeForScript } from '../app/serialize-state';
import { useRootStore } from '../app/root-context';
import { jsonLdGraph, type JsonLdNode, type UrlBase } from './structured-data';

/**
 * The page's structured data, one `application/ld+json` script (the shop's CSP allows it: it is
 * data, never run), its JSON escaped so that no text of the page can close it. Nothing when empty.
 */
export function JsonLd({ nodes }: { nodes: readonly (JsonLdNode | null)[] }) {
  const graph = jsonLdGraph(nodes);
  if (!graph) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(graph) }} />;
}

/** The store's base for the structured data's absolute URLs (the canonical URL's). */
export function useUrlBase(): UrlBase {
  const { context, site, origin } = useRootStore();
  return { locale: context.locale, baseUrls: site.baseUrls, origin };
}
