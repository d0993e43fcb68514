/**
 * Whether the caller of a request has outlet access, as the outlet module answers it
 * (server/outlet/outlet-service.ts `outletGates`: the one home of the rule). Modules that read,
 * price or sell products hold one per request and ask it only when an outlet-only product is at
 * stake; `asked` then says the answer was the caller's (kept by no shared cache).
 */
export interface OutletGate {
  open(): Promise<boolean>;
  readonly asked: boolean;
  /** Why an outlet-only product is closed to the caller, in the request's language. */
  refusal(): Promise<string>;
}

/** No caller to ask (a read outside a request): outlet-only products stay shut. */
export const SHUT_OUTLET: OutletGate = { open: async () => false, asked: false, refusal: async () => 'Outlet access required' };
