/** Typed token of the mail-outbox reader (bound in outbox-bindings.ts, by the CLI only). */
import type { ReadOutbox } from '../../application/mail/read-outbox';
import { token } from '../../application/ports/token';

export const READ_OUTBOX = token<ReadOutbox>('ReadOutbox');
