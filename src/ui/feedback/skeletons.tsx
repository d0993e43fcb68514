import { useT } from '../i18n/use-t';
import type { SkeletonKind } from '../../domain/routing/route-table';

/** Grey placeholders shown while a listing, product or home page loads (SPEC §2, §4 "skeleton"). */
export function Skeleton({ kind }: { kind: SkeletonKind }) {
  const t = useT();
  return (
    <div className={`skeleton skeleton--${kind}`} aria-busy="true" data-testid={`skeleton-${kind}`}>
      <span className="visually-hidden">{t('common.loading')}</span>
      {kind === 'product' ? <ProductSkeleton /> : kind === 'home' ? <HomeSkeleton /> : <ListingSkeleton />}
    </div>
  );
}

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <div key={index} className="skeleton__card">
      <div className="skeleton__block skeleton__block--square" />
      <div className="skeleton__line" />
      <div className="skeleton__line skeleton__line--short" />
    </div>
  ));

function ListingSkeleton() {
  return (
    <>
      <div className="skeleton__line skeleton__line--crumb" />
      <div className="skeleton__line skeleton__line--title" />
      <div className="skeleton__filters">
        <div className="skeleton__pill" />
        <div className="skeleton__pill" />
        <div className="skeleton__pill" />
      </div>
      <div className="skeleton__grid">{cards(8)}</div>
    </>
  );
}

function ProductSkeleton() {
  return (
    <>
      <div className="skeleton__line skeleton__line--crumb" />
      <div className="skeleton__product">
        <div className="skeleton__block skeleton__block--square" />
        <div className="skeleton__details">
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__sizes">
            <div className="skeleton__pill" />
            <div className="skeleton__pill" />
            <div className="skeleton__pill" />
            <div className="skeleton__pill" />
          </div>
          <div className="skeleton__block skeleton__block--button" />
        </div>
      </div>
    </>
  );
}

function HomeSkeleton() {
  return (
    <>
      <div className="skeleton__block skeleton__block--hero" />
      <div className="skeleton__line skeleton__line--title" />
      <div className="skeleton__grid">{cards(4)}</div>
    </>
  );
}
