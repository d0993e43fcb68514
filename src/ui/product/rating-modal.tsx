import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { RATING_COMMENT_MAX, RATING_SCORES } from '../../domain/ratings/rating';
import { Modal } from '../feedback/modal';
import { useT } from '../i18n/use-t';
import type { RatingStore } from './rating-store';

/**
 * SPEC §6 rating modal (lazy): five stars as a radio group (arrow keys move between them, as
 * with any radio group), an optional comment with its counter, save. An existing rating fills it.
 */
export const RatingModal = observer(function RatingModal({ ratings }: { ratings: RatingStore }) {
  const t = useT();
  const name = useId();
  const commentId = useId();
  const [score, setScore] = useState<number>(ratings.mine?.score ?? 0);
  const [comment, setComment] = useState(ratings.mine?.comment ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The customer's rating may arrive after the modal opened.
  useEffect(() => {
    if (!touched && ratings.mine) {
      setScore(ratings.mine.score);
      setComment(ratings.mine.comment ?? '');
    }
  }, [ratings.mine, touched]);

  const length = [...comment.trim()].length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === 0) return setError(t('rating.errors.score'));
    setSaving(true);
    setError(null);
    try {
      const result = await ratings.save({ score, comment });
      if (result.kind === 'invalid') setError(t(`rating.errors.${result.problem}`));
      else if (result.kind === 'refused') setError(result.message);
    } catch {
      setError(t('rating.errors.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal name="rating" title={t('rating.modal.title')} onClose={ratings.close}>
      <form className="rating-form" onSubmit={submit} noValidate data-testid="rating-form">
        <fieldset className="rating-form__stars">
          <legend className="field__label">{t('rating.modal.score')}</legend>
          <div className="star-input">
            {[...RATING_SCORES].map((value) => (
              <label key={value} className={`star-input__star${value <= score ? ' is-on' : ''}`}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={score === value}
                  onChange={() => {
                    setScore(value);
                    setTouched(true);
                    setError(null);
                  }}
                  data-testid={`rating-star-${value}`}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('rating.stars', { count: value })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={commentId}>
            {t('rating.modal.comment')} <span className="field__optional">{t('form.optional')}</span>
          </label>
          <textarea
            id={commentId}
            className="field__input rating-form__comment"
            rows={4}
            maxLength={RATING_COMMENT_MAX + 20}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setTouched(true);
            }}
            aria-describedby={`${commentId}-count`}
            data-testid="rating-comment"
          />
          <p id={`${commentId}-count`} className={`field__hint rating-form__count${length > RATING_COMMENT_MAX ? ' is-over' : ''}`} aria-live="polite">
            {t('rating.modal.counter', { count: length, max: RATING_COMMENT_MAX })}
          </p>
        </div>
        {error && <p className="form-notice form-notice--error" role="alert" data-testid="rating-error">{error}</p>}
        <button type="submit" className="button button--block" disabled={saving} data-testid="rating-save">
          {saving ? t('rating.modal.saving') : t('rating.modal.save')}
        </button>
      </form>
    </Modal>
  );
});
