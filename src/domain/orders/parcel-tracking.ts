/**
 * A shipped order's parcel: the tracking number support types (the server's schema, the CLI and
 * the back office check the same shape), and where the parcel is followed, per carrier code of the
 * demo carriers (server/demo/carriers.ts). A carrier the table does not know gets the shop's
 * generic tracking search, so a shipped order always has a link.
 */
const TRACKING_PAGES: Record<string, string> = {
  colipost_home: 'https://suivi.colipost.example/colis/{number}',
  relais_pickup: 'https://www.relais-pickup.example/suivi?expedition={number}',
  chrono_express: 'https://tracking.chrono-express.example/?lt={number}',
};
const FALLBACK = 'https://parcels.example/track?number={number}';

/** 4–40 letters and digits (docs/checkout-api.md "ship"). */
export const TRACKING_NUMBER = /^[A-Za-z0-9]{4,40}$/;

export function trackingUrl(carrierCode: string, trackingNumber: string): string {
  return (TRACKING_PAGES[carrierCode] ?? FALLBACK).replace('{number}', encodeURIComponent(trackingNumber.toUpperCase()));
}
