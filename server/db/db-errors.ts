/** What the database's errors mean to a service, read in one place. */

/** PostgreSQL's unique violation (23505): a row raced in under the same key (an idempotency key, an address registered twice). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
