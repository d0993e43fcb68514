/**
 * Where the demo relay points stand: real postcodes of real cities with the coordinates of their
 * centre, in every country the relay carrier (`relais_pickup`) delivers to, and the words shops and
 * streets are named with there. `relay-points.ts` draws the points around these places.
 */

/** [postcode (NL: the 4 digits, PT: the 4 digits before the dash), city, latitude, longitude, points]. */
export type Place = readonly [zip: string, city: string, latitude: number, longitude: number, points: number];

export interface CountryPlaces {
  places: readonly Place[];
  shops: readonly string[];
  qualifiers: readonly string[];
  /** `{n}` is the house number. */
  streets: readonly string[];
}

export const RELAY_COUNTRIES: Readonly<Record<string, CountryPlaces>> = {
  FR: {
    places: [
      ['75001', 'Paris', 48.8625, 2.3364, 1], ['75002', 'Paris', 48.8683, 2.3428, 2], ['75003', 'Paris', 48.863, 2.36, 1],
      ['75004', 'Paris', 48.8543, 2.3576, 1], ['75005', 'Paris', 48.8445, 2.3497, 1], ['75006', 'Paris', 48.8491, 2.3328, 1],
      ['75007', 'Paris', 48.8561, 2.3122, 1], ['75008', 'Paris', 48.8727, 2.3125, 1], ['75009', 'Paris', 48.877, 2.3374, 1],
      ['75010', 'Paris', 48.8761, 2.3608, 2], ['75011', 'Paris', 48.859, 2.38, 3], ['75012', 'Paris', 48.8396, 2.3876, 1],
      ['75013', 'Paris', 48.8283, 2.3623, 1], ['75014', 'Paris', 48.8292, 2.3265, 1], ['75015', 'Paris', 48.84, 2.2928, 2],
      ['75017', 'Paris', 48.8873, 2.3067, 1], ['75018', 'Paris', 48.8925, 2.3484, 2], ['75020', 'Paris', 48.8634, 2.4011, 1],
      ['69001', 'Lyon', 45.7676, 4.8344, 2], ['69002', 'Lyon', 45.7578, 4.8320, 1], ['69003', 'Lyon', 45.7597, 4.8514, 1],
      ['69007', 'Lyon', 45.7460, 4.8420, 2], ['13001', 'Marseille', 43.2990, 5.3840, 2], ['13006', 'Marseille', 43.2870, 5.3800, 1],
      ['13008', 'Marseille', 43.2580, 5.3850, 1], ['59000', 'Lille', 50.6330, 3.0586, 2], ['33000', 'Bordeaux', 44.8400, -0.5800, 2],
      ['31000', 'Toulouse', 43.6045, 1.4440, 2], ['44000', 'Nantes', 47.2184, -1.5536, 1], ['67000', 'Strasbourg', 48.5839, 7.7455, 1],
    ],
    shops: ['Tabac Presse', 'Librairie', 'Pressing', 'Fleuriste', 'Épicerie', 'Supérette', 'Cordonnerie', 'Papeterie', 'Quincaillerie', 'Bureau de tabac'],
    qualifiers: ['du Marché', 'de la Gare', 'des Halles', 'du Centre', 'Saint-Michel', 'de la Place', 'du Parc', 'des Arts', 'de la Mairie', 'du Canal'],
    streets: ['{n} rue de la République', '{n} avenue Jean Jaurès', '{n} rue Victor Hugo', '{n} boulevard Voltaire', '{n} rue du Commerce', '{n} place du Marché', '{n} rue Gambetta', '{n} rue de la Paix', '{n} rue Pasteur', '{n} avenue de la Gare'],
  },
  BE: {
    places: [
      ['1000', 'Bruxelles', 50.8466, 4.3528, 3], ['1050', 'Ixelles', 50.8333, 4.3667, 2], ['1030', 'Schaerbeek', 50.8676, 4.3737, 1],
      ['2000', 'Antwerpen', 51.2194, 4.4025, 3], ['2018', 'Antwerpen', 51.2056, 4.4103, 1], ['9000', 'Gent', 51.0543, 3.7174, 2],
      ['4000', 'Liège', 50.6326, 5.5797, 2], ['8000', 'Brugge', 51.2093, 3.2247, 1], ['3000', 'Leuven', 50.8798, 4.7005, 1],
      ['5000', 'Namur', 50.4674, 4.8718, 1], ['6000', 'Charleroi', 50.4108, 4.4446, 1],
    ],
    shops: ['Dagbladhandel', 'Librairie', 'Bloemenwinkel', 'Supermarché', 'Krantenwinkel', 'Pressing', 'Boekhandel', 'Night shop'],
    qualifiers: ['Centrum', 'de la Gare', 'Markt', 'Sint-Jan', 'du Parc', 'Zuid', 'Flagey', 'Sablon'],
    streets: ['Rue Neuve {n}', 'Kerkstraat {n}', 'Stationsstraat {n}', 'Chaussée de Wavre {n}', 'Meir {n}', 'Grote Markt {n}', 'Avenue Louise {n}', 'Veldstraat {n}'],
  },
  ES: {
    places: [
      ['28014', 'Madrid', 40.4125, -3.6923, 2], ['28013', 'Madrid', 40.418, -3.708, 2], ['28004', 'Madrid', 40.425, -3.701, 2],
      ['28001', 'Madrid', 40.424, -3.682, 1], ['08001', 'Barcelona', 41.3809, 2.1734, 2], ['08008', 'Barcelona', 41.393, 2.162, 2],
      ['46001', 'Valencia', 39.474, -0.379, 2], ['41001', 'Sevilla', 37.389, -5.995, 2], ['48001', 'Bilbao', 43.26, -2.925, 1],
      ['50001', 'Zaragoza', 41.654, -0.879, 1], ['29001', 'Málaga', 36.7196, -4.42, 1],
    ],
    shops: ['Estanco', 'Papelería', 'Librería', 'Floristería', 'Tintorería', 'Kiosco', 'Ferretería', 'Droguería'],
    qualifiers: ['del Mercado', 'Central', 'La Plaza', 'San Miguel', 'del Puerto', 'Sol', 'La Estación', 'Triana'],
    streets: ['Calle Mayor {n}', 'Calle de Alcalá {n}', 'Gran Vía {n}', 'Calle Real {n}', 'Avenida de la Constitución {n}', 'Calle San Juan {n}', 'Plaza Mayor {n}', 'Calle del Carmen {n}'],
  },
  IT: {
    places: [
      ['20121', 'Milano', 45.472, 9.185, 2], ['20122', 'Milano', 45.46, 9.196, 2], ['20123', 'Milano', 45.463, 9.177, 1],
      ['00184', 'Roma', 41.895, 12.492, 2], ['00186', 'Roma', 41.898, 12.474, 2], ['10121', 'Torino', 45.068, 7.679, 2],
      ['80132', 'Napoli', 40.838, 14.249, 1], ['50123', 'Firenze', 43.773, 11.25, 2], ['40121', 'Bologna', 44.499, 11.342, 1],
      ['30121', 'Venezia', 45.441, 12.321, 1],
    ],
    shops: ['Tabaccheria', 'Edicola', 'Cartoleria', 'Libreria', 'Fioraio', 'Lavanderia', 'Ferramenta', 'Alimentari'],
    qualifiers: ['Centrale', 'del Corso', 'della Stazione', 'San Marco', 'del Duomo', 'Garibaldi', 'Porta Nuova', 'del Ponte'],
    streets: ['Via Roma {n}', 'Via Garibaldi {n}', 'Corso Vittorio Emanuele {n}', 'Via Dante {n}', 'Via Mazzini {n}', 'Piazza del Popolo {n}', 'Via Verdi {n}', 'Via Cavour {n}'],
  },
  DE: {
    places: [
      ['10119', 'Berlin', 52.53, 13.405, 2], ['10115', 'Berlin', 52.532, 13.385, 2], ['10178', 'Berlin', 52.521, 13.41, 1],
      ['10997', 'Berlin', 52.5, 13.435, 2], ['20095', 'Hamburg', 53.55, 10.0, 2], ['80331', 'München', 48.137, 11.575, 2],
      ['50667', 'Köln', 50.938, 6.958, 2], ['60311', 'Frankfurt am Main', 50.111, 8.682, 1], ['70173', 'Stuttgart', 48.778, 9.18, 1],
      ['04109', 'Leipzig', 51.34, 12.374, 1],
    ],
    shops: ['Kiosk', 'Schreibwaren', 'Buchhandlung', 'Blumenladen', 'Reinigung', 'Späti', 'Tabakwaren', 'Paketshop'],
    qualifiers: ['am Markt', 'Mitte', 'am Bahnhof', 'Nord', 'am Park', 'Zentrum', 'an der Kirche', 'Süd'],
    streets: ['Hauptstraße {n}', 'Bahnhofstraße {n}', 'Schillerstraße {n}', 'Goethestraße {n}', 'Marktplatz {n}', 'Lindenstraße {n}', 'Kirchstraße {n}', 'Friedrichstraße {n}'],
  },
  LU: {
    places: [
      ['1009', 'Luxembourg', 49.6116, 6.1319, 3], ['1724', 'Luxembourg', 49.6, 6.1333, 2], ['2449', 'Luxembourg', 49.61, 6.129, 1],
      ['4001', 'Esch-sur-Alzette', 49.4958, 5.9806, 2], ['4501', 'Differdange', 49.5242, 5.8914, 1], ['3401', 'Dudelange', 49.4806, 6.0875, 1],
      ['9001', 'Ettelbruck', 49.8475, 6.1042, 1], ['9201', 'Diekirch', 49.8686, 6.1594, 1], ['6401', 'Echternach', 49.8117, 6.4217, 1],
      ['8001', 'Strassen', 49.6206, 6.0733, 1], ['1511', 'Luxembourg', 49.6202, 6.1436, 1],
    ],
    shops: ['Librairie', 'Tabac', 'Fleuriste', 'Épicerie', 'Pressing', 'Papeterie'],
    qualifiers: ['de la Gare', 'Centre', 'du Marché', 'Grund', 'Kirchberg', 'Limpertsberg'],
    streets: ['{n} Grand-Rue', '{n} avenue de la Gare', '{n} rue de Hollerich', '{n} boulevard Royal', '{n} rue de l\'Alzette', '{n} route d\'Arlon'],
  },
  NL: {
    places: [
      ['1012', 'Amsterdam', 52.373, 4.893, 2], ['1016', 'Amsterdam', 52.372, 4.883, 2], ['1017', 'Amsterdam', 52.363, 4.895, 2],
      ['3011', 'Rotterdam', 51.922, 4.485, 2], ['2511', 'Den Haag', 52.078, 4.315, 2], ['3511', 'Utrecht', 52.092, 5.118, 2],
      ['5611', 'Eindhoven', 51.44, 5.478, 1], ['9711', 'Groningen', 53.219, 6.568, 1], ['2311', 'Leiden', 52.159, 4.49, 1],
    ],
    shops: ['Tabakszaak', 'Boekhandel', 'Bloemist', 'Stomerij', 'Supermarkt', 'Drogisterij', 'Kantoorboekhandel'],
    qualifiers: ['Centrum', 'aan de Gracht', 'bij het Station', 'Oost', 'West', 'Markt', 'De Pijp'],
    streets: ['Kalverstraat {n}', 'Dorpsstraat {n}', 'Kerkstraat {n}', 'Stationsweg {n}', 'Molenstraat {n}', 'Marktplein {n}', 'Hoogstraat {n}'],
  },
  PT: {
    places: [
      ['1100', 'Lisboa', 38.713, -9.136, 3], ['1200', 'Lisboa', 38.71, -9.143, 2], ['1050', 'Lisboa', 38.734, -9.145, 2],
      ['4000', 'Porto', 41.148, -8.611, 2], ['4050', 'Porto', 41.147, -8.615, 1], ['4700', 'Braga', 41.55, -8.42, 1],
      ['3000', 'Coimbra', 40.209, -8.426, 1], ['8000', 'Faro', 37.019, -7.93, 1], ['2750', 'Cascais', 38.697, -9.421, 1],
      ['3800', 'Aveiro', 40.6405, -8.6538, 1],
    ],
    shops: ['Tabacaria', 'Papelaria', 'Quiosque', 'Florista', 'Lavandaria', 'Mercearia', 'Drogaria'],
    qualifiers: ['Central', 'do Mercado', 'da Estação', 'Rossio', 'da Praça', 'Avenida', 'Ribeira'],
    streets: ['Rua Augusta {n}', 'Avenida da Liberdade {n}', 'Rua de Santa Catarina {n}', 'Rua do Ouro {n}', 'Rua Direita {n}', 'Praça da República {n}', 'Rua da Prata {n}'],
  },
};
