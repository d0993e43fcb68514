/**
 * The product page's fit advice and size guide (issue 38): "Runs small: consider one size up"
 * under the size picker when the model's returns say so, and a "Size guide" button opening a
 * modal dialog (feedback/modal.tsx: native <dialog>, focus moved in and given back, Escape
 * closes) with the measurements per size as a table (caption, column and row headers), the
 * English store in cm and inches, and the share of fit returns behind the advice.
 */
import { useState } from 'react';
import type { ProductDetailResponse } from '../../domain/catalogue/product';
import { measureText, type SizeGuide } from '../../domain/catalogue/size-guide';
import type { FitAdvice } from '../../domain/returns/fit-advice';
import { LOCALES } from '../../domain/store/locales';
import { Modal } from '../feedback/modal';
import { useLocale } from '../i18n/use-t';
import { FIT_TEXTS, filled } from './fit-texts';

export function ProductFit({ detail }: { detail: Pick<ProductDetailResponse, 'fit' | 'sizeGuide'> }) {
  const locale = useLocale();
  const texts = FIT_TEXTS[locale];
  const [open, setOpen] = useState(false);
  const { fit, sizeGuide } = detail;
  if (!fit && !sizeGuide) return null;
  return (
    <div className="product-fit">
      {fit && (
        <p className={`product-fit__advice product-fit__advice--${fit.runs}`} data-testid="fit-advice">
          {texts.advice[fit.runs]}
        </p>
      )}
      <button type="button" className="product-fit__button" data-testid="size-guide-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {texts.button}
      </button>
      {open && (
        <Modal name="size-guide" title={sizeGuide?.brand ? `${texts.title} · ${sizeGuide.brand}` : texts.title} onClose={() => setOpen(false)}>
          <div className="size-guide" data-testid="size-guide">
            {sizeGuide ? <SizeGuideTable guide={sizeGuide} /> : <p>{texts.noGuide}</p>}
            {fit && <FitShare fit={fit} />}
          </div>
        </Modal>
      )}
    </div>
  );
}

function SizeGuideTable({ guide }: { guide: SizeGuide }) {
  const locale = useLocale();
  const texts = FIT_TEXTS[locale];
  const kinds = (['body', 'garment'] as const).map((kind) => ({ kind, span: guide.columns.filter((column) => column.kind === kind).length })).filter((group) => group.span > 0);
  return (
    <>
      <div className="size-guide__scroll" tabIndex={0} role="region" aria-label={texts.title}>
        <table className="size-guide__table">
          <caption>{texts.units}</caption>
          <thead>
            <tr>
              <td />
              {kinds.map((group) => (
                <th key={group.kind} scope="colgroup" colSpan={group.span}>
                  {texts.kinds[group.kind]}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col">{texts.size}</th>
              {guide.columns.map((column) => (
                <th key={`${column.kind}-${column.measure}`} scope="col">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.name}</th>
                {row.cells.map((cell, index) => (
                  <td key={index}>{cell ? measureText(cell, locale) : '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function FitShare({ fit }: { fit: FitAdvice }) {
  const locale = useLocale();
  const percent = new Intl.NumberFormat(LOCALES[locale].iso, { style: 'percent' }).format(fit.sharePercent / 100);
  return (
    <p className="size-guide__share" data-testid="fit-share">
      <strong>{FIT_TEXTS[locale].advice[fit.runs]}.</strong> {filled(FIT_TEXTS[locale].share[fit.runs], { percent, count: fit.fitReturns, sold: fit.sold })}
    </p>
  );
}
