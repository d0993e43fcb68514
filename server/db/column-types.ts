/**
 * Column types every module's tables use (`<area>-tables.ts`). JSON columns are read as parsed
 * values and written as JSON text (`jsonb` parameters are sent as strings so both drivers treat
 * them alike: `pg` would turn a JS array into a Postgres array).
 */
import type { ColumnType } from 'kysely';

export type Json<T> = ColumnType<T, string, string>;
/** A JSON column that may hold SQL NULL. */
export type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A moment the database fills in when the insert gives none. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
