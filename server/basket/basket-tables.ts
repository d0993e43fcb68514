/** The basket module reads the promotions table (the promotions module keeps it: server/promotions/promotions-tables.ts). */
import type { PromotionsTable } from '../promotions/promotions-tables';

export type { PromotionsTable } from '../promotions/promotions-tables';

export interface BasketTables {
  promotions: PromotionsTable;
}
