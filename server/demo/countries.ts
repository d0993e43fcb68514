/**
 * Delivery countries: the six store countries, other EU countries served by the international
 * store, and non-deliverable ones (active: false). VAT in percent.
 */
import type { CatCountry } from '../catalogue/catalogue-service';
import { l6 } from './text';

export const COUNTRIES: readonly CatCountry[] = [
  { isoCode2: 'FR', storeId: 'laboutiqueofficielle', vatRate: 20, active: true, names: l6('France', 'Francia', 'Francia', 'Frankrijk', 'Frankreich', 'France') },
  { isoCode2: 'ES', storeId: 'boutique_es', vatRate: 21, active: true, names: l6('Espagne', 'España', 'Spagna', 'Spanje', 'Spanien', 'Spain') },
  { isoCode2: 'IT', storeId: 'boutique_it', vatRate: 22, active: true, names: l6('Italie', 'Italia', 'Italia', 'Italië', 'Italien', 'Italy') },
  { isoCode2: 'BE', storeId: 'boutique_be', vatRate: 21, active: true, names: l6('Belgique', 'Bélgica', 'Belgio', 'België', 'Belgien', 'Belgium') },
  { isoCode2: 'DE', storeId: 'boutique_de', vatRate: 19, active: true, names: l6('Allemagne', 'Alemania', 'Germania', 'Duitsland', 'Deutschland', 'Germany') },
  { isoCode2: 'IE', storeId: 'boutique_com', vatRate: 23, active: true, names: l6('Irlande', 'Irlanda', 'Irlanda', 'Ierland', 'Irland', 'Ireland') },
  { isoCode2: 'LU', storeId: 'boutique_com', vatRate: 17, active: true, names: l6('Luxembourg', 'Luxemburgo', 'Lussemburgo', 'Luxemburg', 'Luxemburg', 'Luxembourg') },
  { isoCode2: 'NL', storeId: 'boutique_com', vatRate: 21, active: true, names: l6('Pays-Bas', 'Países Bajos', 'Paesi Bassi', 'Nederland', 'Niederlande', 'Netherlands') },
  { isoCode2: 'PT', storeId: 'boutique_com', vatRate: 23, active: true, names: l6('Portugal', 'Portugal', 'Portogallo', 'Portugal', 'Portugal', 'Portugal') },
  { isoCode2: 'AT', storeId: 'boutique_com', vatRate: 20, active: true, names: l6('Autriche', 'Austria', 'Austria', 'Oostenrijk', 'Österreich', 'Austria') },
  { isoCode2: 'FI', storeId: 'boutique_com', vatRate: 25.5, active: true, names: l6('Finlande', 'Finlandia', 'Finlandia', 'Finland', 'Finnland', 'Finland') },
  { isoCode2: 'GR', storeId: 'boutique_com', vatRate: 24, active: true, names: l6('Grèce', 'Grecia', 'Grecia', 'Griekenland', 'Griechenland', 'Greece') },
  { isoCode2: 'CH', storeId: 'boutique_com', vatRate: 8.1, active: false, names: l6('Suisse', 'Suiza', 'Svizzera', 'Zwitserland', 'Schweiz', 'Switzerland') },
  { isoCode2: 'NO', storeId: 'boutique_com', vatRate: 25, active: false, names: l6('Norvège', 'Noruega', 'Norvegia', 'Noorwegen', 'Norwegen', 'Norway') },
];

export const buildCountries = (): CatCountry[] => COUNTRIES.map((country) => ({ ...country, names: { ...country.names } }));
