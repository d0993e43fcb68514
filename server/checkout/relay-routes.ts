/**
 * GET /checkout/relay-points?country=FR&q=75011&limit=10 (docs/checkout-api.md): the relay points
 * nearest to a postcode or a city, with their distance and opening hours. A country no relay
 * carrier delivers to is a 400; the finder failing is a 503 with SPEC §8's relay point fetch
 * error, which the shipping page shows as is.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { ModuleDeps } from '../core/module-deps';
import { cachedDeliveryCountries } from '../basket/basket-carriers';
import { sendError } from '../http/errors';
import { ApiHeadersSchema, ErrorSchema, NoCacheFlag, Text, withErrors } from '../http/schemas/common';
import { DbRelayPointFinder, type RelayPointFinder } from './relay-point-finder';

const TEXTS: Record<'fetchError' | 'noRelayCountry', Record<LocaleCode, string>> = {
  fetchError: {
    fr: 'Impossible de récupérer les points relais, merci de réessayer.',
    es: 'No se han podido obtener los puntos de recogida, inténtalo de nuevo.',
    it: 'Impossibile recuperare i punti di ritiro, riprova.',
    nl: 'De afhaalpunten konden niet worden opgehaald, probeer het opnieuw.',
    de: 'Die Abholstationen konnten nicht geladen werden, bitte versuche es erneut.',
    en: 'The pickup points could not be loaded, please try again.',
  },
  noRelayCountry: {
    fr: 'Ce pays n\'est pas disponible à la livraison.',
    es: 'Este país no está disponible para la entrega.',
    it: 'Questo paese non è disponibile per la consegna.',
    nl: 'Dit land is niet beschikbaar voor levering.',
    de: 'Dieses Land ist für die Lieferung nicht verfügbar.',
    en: 'This country is not available for delivery.',
  },
};

const OpeningHoursSchema = Type.Object({
  day: Type.Integer({ minimum: 1, maximum: 7, description: '1 Monday … 7 Sunday' }),
  open: Type.String({ description: 'HH:MM' }),
  close: Type.String({ description: 'HH:MM' }),
});

export const RelayPointSchema = Type.Object({
  id: Type.String(),
  carrierCode: Type.String(),
  name: Type.String(),
  street: Type.String(),
  zipCode: Type.String(),
  city: Type.String(),
  countryIsoCode2: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  openingHours: Type.Array(OpeningHoursSchema, { description: 'Several ranges a day for a lunch break; a day without any is closed' }),
  distanceKm: Type.Number({ description: 'From the searched place, 1 decimal' }),
});

const QuerySchema = Type.Object({
  country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166 alpha-2 destination country' }),
  q: Text({ minLength: 2, maxLength: 80, description: 'A postcode or a city' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  no_cache: Type.Optional(NoCacheFlag),
});

export const relayPointRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; finder?: RelayPointFinder }> = async (app, { deps, finder = new DbRelayPointFinder(deps.db) }) => {
  app.get('/checkout/relay-points', {
    schema: {
      tags: ['checkout'],
      summary: 'Relay points nearest to a postcode or a city, nearest first',
      headers: ApiHeadersSchema,
      querystring: QuerySchema,
      response: { ...withErrors({ 200: Type.Array(RelayPointSchema) }), 503: ErrorSchema },
    },
  }, async (request, reply) => {
    const { locale, noCache } = request.shop;
    const country = request.query.country.toUpperCase();
    const countries = await cachedDeliveryCountries(deps.db, deps.cache, noCache);
    const destination = countries.get(country);
    if (!destination?.active || !destination.carriers.some((offer) => offer.type === 'point_relais')) {
      return sendError(reply, 400, TEXTS.noRelayCountry[locale]);
    }
    try {
      return await finder.find(country, request.query.q, request.query.limit ?? 10);
    } catch (error) {
      request.log.error({ err: error }, 'relay point search failed');
      return sendError(reply, 503, TEXTS.fetchError[locale]);
    }
  });
};
