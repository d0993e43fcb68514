/** SPEC §3 "Wish": a favourite product of a signed-in customer (`GET /secure/wishes`). */
export interface Wish {
  id: number;
  product: number;
}
