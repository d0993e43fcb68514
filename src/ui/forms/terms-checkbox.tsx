import { AppLink } from '../app/app-link';

export interface TermsCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What is accepted ("J'accepte les"), and the link's words and target (the store's terms page, `/t/{slug}`). */
  label: string;
  linkText: string;
  slug: string;
  /** The refusal shown under the box while it is not ticked, if the shopper tried to go on. */
  error: string | null;
  errorId: string;
  testId: string;
  linkTestId?: string;
}

/**
 * A terms checkbox (the payment step's, the return form's): the box, a link to the terms that
 * opens beside the page so the form is not left, and the refusal tied to the box for screen readers.
 */
export function TermsCheckbox({ name, checked, onChange, label, linkText, slug, error, errorId, testId, linkTestId }: TermsCheckboxProps) {
  return (
    <div className={`checkout-terms${error ? ' checkout-terms--missing' : ''}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        <span>
          {label}{' '}
          <AppLink to={`/t/${slug}`} target="_blank" rel="noopener" data-testid={linkTestId}>
            {linkText}
          </AppLink>
        </span>
      </label>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
