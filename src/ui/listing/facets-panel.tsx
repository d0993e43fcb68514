import { useState, type FormEvent } from 'react';
import { useNavigate } from '../app/router';
import { facetName } from '../../domain/listing/facet-names';
import { FLAG_FACETS, type FlagFacet, type ValueFacet } from '../../domain/listing/listing-facets';
import { activeFacets, isSelected } from '../../domain/listing/listing-state';
import { MAX_FACET_VALUES } from '../../domain/search/listing-query';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { CloseIcon } from '../icons/icons';
import type { ListingData } from './listing-data';
import { FACET_OF_RESULT, PANEL_VALUE_FACETS, clearAllHref, clearHref, flagHref, humanise, rangeHref, readBound, toggleHref } from './listing-links';

type Label = (facet: ValueFacet, value: string) => string;

/**
 * A facet value as the shopper reads it: the shop's name in the store's language (GET
 * /facet-names: "Schwarz", "Crest & Co", "Einheitsgröße", "Sweats à capuche"). Only a value the
 * shop names none of (the names could not be read) falls back on what the page knows: a brand's
 * name from the hits, a gender's translation, a size or range as it is, a slug or key as words.
 */
export function facetLabel(data: Pick<ListingData, 'names' | 'hits'>, t: (key: string) => string): Label {
  let brands: Map<string, string> | undefined;
  return (facet, value) => {
    const named = facetName(data.names, facet, value);
    if (named !== undefined) return named;
    if (facet === 'brands') {
      brands ??= new Map(data.hits.map((hit) => [hit.brand.slug, hit.brand.name]));
      return brands.get(value) ?? humanise(value);
    }
    if (facet === 'genders') return t(`listing.gender.${value}`);
    if (facet === 'sizes' || facet === 'ranges') return value;
    return humanise(value);
  };
}

export function useFacetLabel(data: ListingData): Label {
  const t = useT();
  return facetLabel(data, t);
}

function RangeForm({ data, facet }: { data: ListingData; facet: 'price' | 'promotion' }) {
  const t = useT();
  const navigate = useNavigate();
  const { state, path } = data;
  const bounds = state.allFacetsRangesAggregate[facet];
  const range = state.ranges[facet];
  const [min, setMin] = useState(range.min === null ? '' : String(range.min));
  const [max, setMax] = useState(range.max === null ? '' : String(range.max));
  if (!bounds && range.min === null && range.max === null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(rangeHref(path, state, facet, { min: readBound(min), max: readBound(max) }));
  };
  const unit = facet === 'price' ? '€' : '%';
  return (
    <fieldset className="facet facet--range">
      <legend className="facet__title">{t(`listing.facet.${facet}`)}</legend>
      <form className="facet__range" onSubmit={submit} data-testid={`range-${facet}`}>
        <label>
          <span>{t('listing.range.min')}</span>
          <input inputMode="decimal" name={`${facet}-min`} value={min} placeholder={bounds ? `${Math.floor(bounds.min)} ${unit}` : ''} onChange={(event) => setMin(event.target.value)} />
        </label>
        <label>
          <span>{t('listing.range.max')}</span>
          <input inputMode="decimal" name={`${facet}-max`} value={max} placeholder={bounds ? `${Math.ceil(bounds.max)} ${unit}` : ''} onChange={(event) => setMax(event.target.value)} />
        </label>
        <button type="submit" className="button button--secondary facet__apply">
          {t('listing.range.apply')}
        </button>
      </form>
    </fieldset>
  );
}

/** SPEC §9 facets: counts, toggles (real links, so the URL holds the state), clear one, clear all. */
export function FacetsPanel({ data, open, onClose }: { data: ListingData; open: boolean; onClose: () => void }) {
  const t = useT();
  const label = useFacetLabel(data);
  const { state, path, facets } = data;
  const active = activeFacets(state);
  return (
    <aside className={`facets${open ? ' facets--open' : ''}`} id="listing-facets" aria-label={t('listing.filters')}>
      <div className="facets__header">
        <h2 className="facets__title">{t('listing.filters')}</h2>
        <button type="button" className="facets__close" onClick={onClose} aria-label={t('listing.closeFilters')}>
          <CloseIcon size={22} />
        </button>
      </div>
      {active.length > 0 && (
        <p className="facets__clear-all">
          <AppLink to={clearAllHref(path, state)} data-testid="clear-all">
            {t('listing.clearAll')}
          </AppLink>
        </p>
      )}
      {PANEL_VALUE_FACETS.map((name) => {
        const facet = FACET_OF_RESULT[name] as ValueFacet;
        const values = (facets[name] ?? []).slice(0, MAX_FACET_VALUES);
        const chosen = state.filters[facet];
        const shown = [...values, ...chosen.filter((value) => !values.some((entry) => entry.value === value)).map((value) => ({ value, count: 0 }))];
        if (shown.length === 0) return null;
        return (
          <details className="facet" key={name} open={chosen.length > 0 || name === 'brand' || name === 'size' ? true : undefined} data-testid={`facet-${facet}`}>
            <summary className="facet__title">
              {t(`listing.facet.${facet}`)}
              {chosen.length > 0 && <span className="facet__chosen"> ({chosen.length})</span>}
            </summary>
            {chosen.length > 0 && (
              <AppLink to={clearHref(path, state, facet)} className="facet__clear">
                {t('listing.clear')}
              </AppLink>
            )}
            <ul className={`facet__values${facet === 'sizes' ? ' facet__values--inline' : ''}`}>
              {shown.map(({ value, count }) => {
                const selected = isSelected(state, facet, value);
                return (
                  <li key={value}>
                    <AppLink to={toggleHref(path, state, facet, value)} className={`facet__value${selected ? ' facet__value--selected' : ''}`} role="checkbox" aria-checked={selected} rel="nofollow">
                      <span className="facet__box" aria-hidden="true" />
                      <span className="facet__label">{label(facet, value)}</span>
                      <span className="facet__count">({count})</span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
      <RangeForm key={`price-${state.ranges.price.min}-${state.ranges.price.max}`} data={data} facet="price" />
      <RangeForm key={`promotion-${state.ranges.promotion.min}-${state.ranges.promotion.max}`} data={data} facet="promotion" />
      <div className="facet facet--flags">
        {FLAG_FACETS.map((flag: FlagFacet) => {
          const count = facets[flag === 'eco' ? 'eco' : 'exclusive']?.find((entry) => entry.value === 'true')?.count ?? 0;
          if (count === 0 && !state.filters[flag]) return null;
          return (
            <AppLink key={flag} to={flagHref(path, state, flag)} className={`facet__value${state.filters[flag] ? ' facet__value--selected' : ''}`} role="checkbox" aria-checked={state.filters[flag]} rel="nofollow">
              <span className="facet__box" aria-hidden="true" />
              <span className="facet__label">{t(`listing.facet.${flag}`)}</span>
              <span className="facet__count">({count})</span>
            </AppLink>
          );
        })}
      </div>
      <button type="button" className="button facets__show" onClick={onClose}>
        {t('listing.showResults', { count: data.nbHits })}
      </button>
    </aside>
  );
}
