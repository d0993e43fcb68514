/** The `search` block of GET /init (src/domain/search/search-settings.ts). */
import { Type } from 'typebox';

export const SearchSettingsSchema = Type.Object(
  {
    appId: Type.String(),
    searchKey: Type.String({ description: 'Search-only key' }),
    host: Type.Union([Type.String(), Type.Null()], { description: "Origin of the shop's Algolia-compatible endpoint; null: Algolia's hosts" }),
  },
  { description: 'How clients reach the search service (Algolia, or the shop itself)' },
);
