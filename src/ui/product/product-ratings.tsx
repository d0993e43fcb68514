import { lazy, Suspense, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { RATING_SCORES } from '../../domain/ratings/rating';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { withAllTexts } from '../i18n/later-texts';
import { ErrorBoundary } from '../feedback/error-boundary';
import { isChunkLoadError, reloadAfterChunkFailure } from '../feedback/chunk-reload';
import type { RatingStore } from './rating-store';
import { formatAverage } from '../../domain/ratings/rating-format';

// Opened by a click only: its code loads then.
const RatingModal = lazy(withAllTexts(() => import('./rating-modal').then((module) => ({ default: module.RatingModal }))));

/** "★★★★☆" for screens; the words are beside it for assistive technologies. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const full = Math.round(value);
  return (
    <span className={`stars ${className}`.trim()} aria-hidden="true">
      {'★'.repeat(full)}
      <span className="stars__empty">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

const commentDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A comment's date ("27 nov. 2026"). The formatter is made when the first comment shows, after
 * the section scrolls into view: a page's first Intl date formatter costs Chromium 50–100 ms of
 * main thread, which the product page's hydration used to pay for comments it had not loaded.
 */
function commentDate(date: string, localeIso: string): string {
  let format = commentDates.get(localeIso);
  if (!format) commentDates.set(localeIso, (format = new Intl.DateTimeFormat(localeIso, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(new Date(date));
}

/**
 * SPEC §6 on the product page: the average, the count and the stars per score, the latest comments
 * (read once the section comes into view; text only, never HTML) and "Rate this product".
 */
export const ProductRatings = observer(function ProductRatings({ ratings }: { ratings: RatingStore }) {
  const t = useT();
  const root = useRootStore();
  const section = useRef<HTMLElement>(null);
  const { scores } = ratings;

  useEffect(() => {
    const element = section.current;
    if (!element || ratings.page > 0) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      void ratings.loadComments();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void ratings.loadComments();
      }
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ratings]);

  return (
    <section ref={section} className="product-ratings" aria-labelledby="ratings-title" data-testid="product-ratings">
      <h2 id="ratings-title" className="section-title">{t('rating.title')}</h2>
      <div className="product-ratings__summary">
        <div className="product-ratings__average" data-testid="ratings-average">
          {scores.count > 0 ? (
            <>
              <strong className="product-ratings__value">{formatAverage(scores.average, root.site.locale.iso)}</strong>
              <Stars value={scores.average} />
              <span>{t('rating.count', { count: scores.count })}</span>
            </>
          ) : (
            <span>{t('rating.none')}</span>
          )}
        </div>
        {scores.count > 0 && (
          <ul className="product-ratings__distribution" aria-label={t('rating.distribution')}>
            {[...RATING_SCORES].reverse().map((score) => {
              const count = scores.distribution[score - 1];
              const share = scores.count === 0 ? 0 : Math.round((count / scores.count) * 100);
              return (
                <li key={score} className="product-ratings__bar">
                  <span className="product-ratings__bar-label">{t('rating.stars', { count: score })}</span>
                  <span className="product-ratings__bar-track" aria-hidden="true">
                    <span className="product-ratings__bar-fill" style={{ width: `${share}%` }} />
                  </span>
                  <span className="product-ratings__bar-count">{count}</span>
                </li>
              );
            })}
          </ul>
        )}
        <div className="product-ratings__action">
          <button type="button" className="button" onClick={ratings.open} data-testid="rate-product">
            {ratings.mine ? t('rating.edit') : t('rating.rate')}
          </button>
          {ratings.mine && <p className="product-ratings__mine">{t('rating.yours', { count: ratings.mine.score })}</p>}
        </div>
      </div>
      {ratings.comments.length > 0 && (
        <ul className="product-ratings__comments" data-testid="rating-comments">
          {ratings.comments.map((comment, index) => (
            <li key={`${comment.date}-${index}`} className="rating-comment">
              <p className="rating-comment__head">
                <Stars value={comment.score} />
                <span className="visually-hidden">{t('rating.stars', { count: comment.score })}</span>
                <strong>{comment.author}</strong>
                <time dateTime={comment.date}>{commentDate(comment.date, root.site.locale.iso)}</time>
              </p>
              {comment.comment && <p className="rating-comment__text">{comment.comment}</p>}
            </li>
          ))}
        </ul>
      )}
      {ratings.commentsFailed && <p className="product-ratings__failed" role="status">{t('rating.loadFailed')}</p>}
      {ratings.page > 0 && ratings.hasMore && (
        <button type="button" className="button button--secondary product-ratings__more" onClick={() => void ratings.loadComments()} disabled={ratings.loadingComments}>
          {t('rating.more')}
        </button>
      )}
      {ratings.modalOpen && root.hydrated && (
        <ErrorBoundary fallback={null} onError={(error) => isChunkLoadError(error) && reloadAfterChunkFailure()}>
          <Suspense fallback={null}>
            <RatingModal ratings={ratings} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
});
