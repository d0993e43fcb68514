/** Product vocabulary in the six languages (fr, es, it, nl, de, en): colours, materials, motifs. */
import type { Localized } from '../../src/domain/store/locales';
import { l6 } from './text';

export interface ColourWords { code: string; hex: string; names: Localized; weight: number }

export const COLOURS: ColourWords[] = [
  { code: 'black', hex: '#1c1c1e', weight: 10, names: l6('Noir', 'Negro', 'Nero', 'Zwart', 'Schwarz', 'Black') },
  { code: 'white', hex: '#f4f4f0', weight: 8, names: l6('Blanc', 'Blanco', 'Bianco', 'Wit', 'Weiß', 'White') },
  { code: 'grey', hex: '#8e8e93', weight: 6, names: l6('Gris', 'Gris', 'Grigio', 'Grijs', 'Grau', 'Grey') },
  { code: 'navy', hex: '#1f2a44', weight: 6, names: l6('Bleu marine', 'Azul marino', 'Blu navy', 'Marineblauw', 'Marineblau', 'Navy') },
  { code: 'blue', hex: '#3a6ea5', weight: 4, names: l6('Bleu', 'Azul', 'Blu', 'Blauw', 'Blau', 'Blue') },
  { code: 'red', hex: '#c0392b', weight: 3, names: l6('Rouge', 'Rojo', 'Rosso', 'Rood', 'Rot', 'Red') },
  { code: 'khaki', hex: '#6b6b3a', weight: 4, names: l6('Kaki', 'Caqui', 'Cachi', 'Kaki', 'Khaki', 'Khaki') },
  { code: 'green', hex: '#2e7d4f', weight: 3, names: l6('Vert', 'Verde', 'Verde', 'Groen', 'Grün', 'Green') },
  { code: 'beige', hex: '#d8c3a5', weight: 5, names: l6('Beige', 'Beige', 'Beige', 'Beige', 'Beige', 'Beige') },
  { code: 'brown', hex: '#6d4c41', weight: 3, names: l6('Marron', 'Marrón', 'Marrone', 'Bruin', 'Braun', 'Brown') },
  { code: 'pink', hex: '#e8a0b4', weight: 3, names: l6('Rose', 'Rosa', 'Rosa', 'Roze', 'Rosa', 'Pink') },
  { code: 'yellow', hex: '#f2c94c', weight: 2, names: l6('Jaune', 'Amarillo', 'Giallo', 'Geel', 'Gelb', 'Yellow') },
  { code: 'orange', hex: '#e67e22', weight: 2, names: l6('Orange', 'Naranja', 'Arancione', 'Oranje', 'Orange', 'Orange') },
  { code: 'purple', hex: '#7d5ba6', weight: 2, names: l6('Violet', 'Morado', 'Viola', 'Paars', 'Lila', 'Purple') },
  { code: 'burgundy', hex: '#7b2234', weight: 2, names: l6('Bordeaux', 'Burdeos', 'Bordeaux', 'Bordeaux', 'Bordeaux', 'Burgundy') },
  { code: 'ecru', hex: '#efe6d2', weight: 3, names: l6('Écru', 'Crudo', 'Écru', 'Ecru', 'Ecru', 'Ecru') },
];

export interface MaterialWords {
  code: string;
  names: Localized;
  /** Composition line, e.g. "100 % coton". */
  composition: Localized;
  ecoFriendly: boolean;
}

const m = (code: string, names: Localized, composition: Localized, ecoFriendly = false): MaterialWords => ({ code, names, composition, ecoFriendly });

export const MATERIALS: MaterialWords[] = [
  m('cotton', l6('Coton', 'Algodón', 'Cotone', 'Katoen', 'Baumwolle', 'Cotton'),
    l6('100 % coton', '100 % algodón', '100% cotone', '100% katoen', '100 % Baumwolle', '100% cotton')),
  m('organic_cotton', l6('Coton bio', 'Algodón orgánico', 'Cotone biologico', 'Biologisch katoen', 'Bio-Baumwolle', 'Organic cotton'),
    l6('100 % coton biologique', '100 % algodón orgánico', '100% cotone biologico', '100% biologisch katoen', '100 % Bio-Baumwolle', '100% organic cotton'), true),
  m('polyester', l6('Polyester', 'Poliéster', 'Poliestere', 'Polyester', 'Polyester', 'Polyester'),
    l6('65 % coton, 35 % polyester', '65 % algodón, 35 % poliéster', '65% cotone, 35% poliestere', '65% katoen, 35% polyester', '65 % Baumwolle, 35 % Polyester', '65% cotton, 35% polyester')),
  m('recycled_polyester', l6('Polyester recyclé', 'Poliéster reciclado', 'Poliestere riciclato', 'Gerecycled polyester', 'Recyceltes Polyester', 'Recycled polyester'),
    l6('100 % polyester recyclé', '100 % poliéster reciclado', '100% poliestere riciclato', '100% gerecycled polyester', '100 % recyceltes Polyester', '100% recycled polyester'), true),
  m('fleece', l6('Molleton', 'Felpa', 'Felpa garzata', 'Fleece', 'Fleece', 'Fleece'),
    l6('80 % coton, 20 % polyester', '80 % algodón, 20 % poliéster', '80% cotone, 20% poliestere', '80% katoen, 20% polyester', '80 % Baumwolle, 20 % Polyester', '80% cotton, 20% polyester')),
  m('linen', l6('Lin', 'Lino', 'Lino', 'Linnen', 'Leinen', 'Linen'),
    l6('100 % lin', '100 % lino', '100% lino', '100% linnen', '100 % Leinen', '100% linen'), true),
  m('denim', l6('Denim', 'Denim', 'Denim', 'Denim', 'Denim', 'Denim'),
    l6('98 % coton, 2 % élasthanne', '98 % algodón, 2 % elastano', '98% cotone, 2% elastan', '98% katoen, 2% elastaan', '98 % Baumwolle, 2 % Elasthan', '98% cotton, 2% elastane')),
  m('wool', l6('Laine', 'Lana', 'Lana', 'Wol', 'Wolle', 'Wool'),
    l6('70 % laine, 30 % polyamide', '70 % lana, 30 % poliamida', '70% lana, 30% poliammide', '70% wol, 30% polyamide', '70 % Wolle, 30 % Polyamid', '70% wool, 30% polyamide')),
  m('nylon', l6('Nylon', 'Nailon', 'Nylon', 'Nylon', 'Nylon', 'Nylon'),
    l6('100 % polyamide', '100 % poliamida', '100% poliammide', '100% polyamide', '100 % Polyamid', '100% polyamide')),
  m('leather', l6('Cuir', 'Piel', 'Pelle', 'Leer', 'Leder', 'Leather'),
    l6('Dessus cuir, semelle caoutchouc', 'Exterior de piel, suela de caucho', 'Tomaia in pelle, suola in gomma', 'Bovenkant leer, rubberen zool', 'Obermaterial Leder, Gummisohle', 'Leather upper, rubber sole')),
  m('suede', l6('Daim', 'Ante', 'Camoscio', 'Suède', 'Wildleder', 'Suede'),
    l6('Dessus daim, semelle caoutchouc', 'Exterior de ante, suela de caucho', 'Tomaia in camoscio, suola in gomma', 'Bovenkant suède, rubberen zool', 'Obermaterial Wildleder, Gummisohle', 'Suede upper, rubber sole')),
  m('canvas', l6('Toile', 'Lona', 'Tela', 'Canvas', 'Canvas', 'Canvas'),
    l6('100 % coton (toile)', '100 % algodón (lona)', '100% cotone (tela)', '100% katoen (canvas)', '100 % Baumwolle (Canvas)', '100% cotton canvas')),
  m('rubber', l6('Caoutchouc', 'Caucho', 'Gomma', 'Rubber', 'Gummi', 'Rubber'),
    l6('100 % EVA', '100 % EVA', '100% EVA', '100% EVA', '100 % EVA', '100% EVA')),
  m('viscose', l6('Viscose', 'Viscosa', 'Viscosa', 'Viscose', 'Viskose', 'Viscose'),
    l6('100 % viscose', '100 % viscosa', '100% viscosa', '100% viscose', '100 % Viskose', '100% viscose')),
];

export function materialWords(code: string): MaterialWords {
  const found = MATERIALS.find((material) => material.code === code);
  if (!found) throw new Error(`Unknown material ${code}`);
  return found;
}

/** Name suffixes ("T-shirt Logo Brodé"); written as names so they never need agreement. */
export const MOTIFS: Localized[] = [
  l6('Logo Brodé', 'Logo Bordado', 'Logo Ricamato', 'Geborduurd Logo', 'Gesticktes Logo', 'Embroidered Logo'),
  l6('Essentiel', 'Esencial', 'Essenziale', 'Essential', 'Essential', 'Essential'),
  l6('Signature', 'Signature', 'Signature', 'Signature', 'Signature', 'Signature'),
  l6('Big Logo', 'Big Logo', 'Big Logo', 'Big Logo', 'Big Logo', 'Big Logo'),
  l6('Rayures', 'Rayas', 'Righe', 'Strepen', 'Streifen', 'Stripes'),
  l6('Vintage', 'Vintage', 'Vintage', 'Vintage', 'Vintage', 'Vintage'),
  l6('Oversize', 'Oversize', 'Oversize', 'Oversize', 'Oversize', 'Oversize'),
  l6('Classique', 'Clásico', 'Classico', 'Klassiek', 'Klassik', 'Classic'),
  l6('Script', 'Script', 'Script', 'Script', 'Script', 'Script'),
  l6('Bande Logo', 'Banda Logo', 'Banda Logo', 'Logoband', 'Logoband', 'Logo Tape'),
  l6('Patch', 'Parche', 'Toppa', 'Patch', 'Patch', 'Patch'),
  l6('Graphique', 'Gráfico', 'Grafico', 'Grafisch', 'Grafik', 'Graphic'),
  l6('Monogramme', 'Monograma', 'Monogramma', 'Monogram', 'Monogramm', 'Monogram'),
  l6('Club', 'Club', 'Club', 'Club', 'Club', 'Club'),
  l6('Heritage', 'Heritage', 'Heritage', 'Heritage', 'Heritage', 'Heritage'),
  l6('Tie & Dye', 'Tie & Dye', 'Tie & Dye', 'Tie & Dye', 'Batik', 'Tie-Dye'),
];

export interface RangeWords { key: string; names: Localized }

/** Collection lines: a product's range is the key (CatProduct.range), shoppers read the names. */
export const RANGES: RangeWords[] = [
  { key: 'essentials', names: l6('Essentiels', 'Esenciales', 'Essenziali', 'Essentials', 'Essentials', 'Essentials') },
  { key: 'heritage', names: l6('Héritage', 'Herencia', 'Eredità', 'Erfgoed', 'Erbe', 'Heritage') },
  { key: 'core', names: l6('Basiques', 'Básicos', 'Basic', 'Basis', 'Basics', 'Core') },
  { key: 'sport', names: l6('Sport', 'Deporte', 'Sport', 'Sport', 'Sport', 'Sport') },
  { key: 'capsule-winter-2026', names: l6('Capsule Hiver 2026', 'Cápsula Invierno 2026', 'Capsule Inverno 2026', 'Capsule Winter 2026', 'Kapsel Winter 2026', 'Winter 2026 Capsule') },
  { key: 'archive', names: l6('Archives', 'Archivo', 'Archivio', 'Archief', 'Archiv', 'Archive') },
  { key: 'studio', names: l6('Studio', 'Estudio', 'Studio', 'Studio', 'Studio', 'Studio') },
  { key: 'outdoor', names: l6('Plein air', 'Aire libre', 'All\'aperto', 'Outdoor', 'Outdoor', 'Outdoor') },
];

/** What a product's gender is called in a listing's filters (men's, women's, kids' or unisex products). */
export const GENDER_NAMES: Record<'men' | 'women' | 'kids' | 'unisex', Localized> = {
  men: l6('Homme', 'Hombre', 'Uomo', 'Heren', 'Herren', 'Men'),
  women: l6('Femme', 'Mujer', 'Donna', 'Dames', 'Damen', 'Women'),
  kids: l6('Enfant', 'Niños', 'Bambini', 'Kinderen', 'Kinder', 'Kids'),
  unisex: l6('Mixte', 'Unisex', 'Unisex', 'Uniseks', 'Unisex', 'Unisex'),
};

export const FITS: Localized[] = [
  l6('Coupe droite', 'Corte recto', 'Vestibilità regolare', 'Regular fit', 'Regular Fit', 'Regular fit'),
  l6('Coupe ample', 'Corte holgado', 'Vestibilità ampia', 'Loose fit', 'Loose Fit', 'Loose fit'),
  l6('Coupe ajustée', 'Corte entallado', 'Vestibilità slim', 'Slim fit', 'Slim Fit', 'Slim fit'),
];

export const CARE: Localized[] = [
  l6('Lavage en machine à 30 °C', 'Lavado a máquina a 30 °C', 'Lavaggio in lavatrice a 30 °C', 'Machinewas op 30 °C', 'Maschinenwäsche bei 30 °C', 'Machine wash at 30 °C'),
  l6('Lavage à la main, ne pas sécher en machine', 'Lavar a mano, no usar secadora', 'Lavare a mano, non asciugare in asciugatrice', 'Handwas, niet in de droger', 'Handwäsche, nicht im Trockner trocknen', 'Hand wash, do not tumble dry'),
  l6('Nettoyer avec un chiffon humide', 'Limpiar con un paño húmedo', 'Pulire con un panno umido', 'Reinigen met een vochtige doek', 'Mit einem feuchten Tuch reinigen', 'Wipe clean with a damp cloth'),
];

/** Countries of manufacture (ISO code and name). */
export const MADE_IN: { code: string; names: Localized }[] = [
  { code: 'PT', names: l6('Portugal', 'Portugal', 'Portogallo', 'Portugal', 'Portugal', 'Portugal') },
  { code: 'IT', names: l6('Italie', 'Italia', 'Italia', 'Italië', 'Italien', 'Italy') },
  { code: 'FR', names: l6('France', 'Francia', 'Francia', 'Frankrijk', 'Frankreich', 'France') },
  { code: 'TR', names: l6('Turquie', 'Turquía', 'Turchia', 'Turkije', 'Türkei', 'Turkey') },
  { code: 'MA', names: l6('Maroc', 'Marruecos', 'Marocco', 'Marokko', 'Marokko', 'Morocco') },
  { code: 'BD', names: l6('Bangladesh', 'Bangladés', 'Bangladesh', 'Bangladesh', 'Bangladesch', 'Bangladesh') },
  { code: 'VN', names: l6('Viêt Nam', 'Vietnam', 'Vietnam', 'Vietnam', 'Vietnam', 'Vietnam') },
  { code: 'IN', names: l6('Inde', 'India', 'India', 'India', 'Indien', 'India') },
];

export const INFO_LABELS = {
  composition: l6('Composition', 'Composición', 'Composizione', 'Samenstelling', 'Zusammensetzung', 'Composition'),
  care: l6('Entretien', 'Cuidados', 'Manutenzione', 'Onderhoud', 'Pflege', 'Care'),
  fit: l6('Coupe', 'Corte', 'Vestibilità', 'Pasvorm', 'Passform', 'Fit'),
  madeIn: l6('Fabriqué en', 'Fabricado en', 'Prodotto in', 'Gemaakt in', 'Hergestellt in', 'Made in'),
  reference: l6('Référence', 'Referencia', 'Riferimento', 'Referentie', 'Artikelnummer', 'Reference'),
  collection: l6('Collection', 'Colección', 'Collezione', 'Collectie', 'Kollektion', 'Collection'),
  colour: l6('Couleur', 'Color', 'Colore', 'Kleur', 'Farbe', 'Colour'),
};
