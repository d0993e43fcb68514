import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldProblem } from '../../domain/accounts/account-messages';
import { CIVILITIES } from '../../domain/accounts/profile';
import { useT } from '../i18n/use-t';
import type { UiMessage } from './form-message';

/** A UiMessage in the page's language. */
export function useMessageText(): (message: UiMessage) => string {
  const t = useT();
  return (message) => (message.kind === 'key' ? t(message.key) : message.text);
}

/** The first problem of each field, translated. */
export function useFieldErrors(problems: readonly FieldProblem[]): Record<string, string> {
  const t = useT();
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.field] ??= t(`account.errors.${problem.key}`);
  return errors;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Optional fields say so in their label; required ones are the rule. */
  optional?: boolean;
  /** A control inside the input's right end (the password's show/hide). */
  trailing?: ReactNode;
  /** The input itself (a step that moves the focus to it). */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and its error, tied together for assistive technologies. */
export function TextField({ label, value, onChange, error, hint, optional = false, trailing, className = '', ...input }: TextFieldProps) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--error' : ''} ${className}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {t('form.optional')}</span>}
      </label>
      <div className={`field__control${trailing ? ' field__control--trailing' : ''}`}>
        <input
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" data-testid={`field-error-${input.name ?? ''}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide button (phones make typing blind hard). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button type="button" className="password-field__toggle" onClick={() => setVisible(!visible)} aria-pressed={visible}>
          {visible ? t('form.password.hide') : t('form.password.show')}
        </button>
      }
    />
  );
}

/** SPEC §3 civility: 1 Mr, 2 Mrs, 3 other. */
export function CivilityField({ value, onChange, error, name = 'civility' }: { value: number | null; onChange: (value: number) => void; error?: string; name?: string }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className={`field field--choice${error ? ' field--error' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('account.civility.label')}</legend>
      <div className="field__choices">
        {CIVILITIES.map((civility) => (
          <label key={civility} className="choice">
            <input type="radio" name={name} value={civility} checked={value === civility} onChange={() => onChange(civility)} />
            <span>{t(`account.civility.${civility}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function CheckboxField({ label, checked, onChange, name }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; name: string }) {
  return (
    <label className="checkbox">
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The form's one message: an error (role alert) or a confirmation (role status). */
export function FormNotice({ message, tone = 'error', testId }: { message: UiMessage | null; tone?: 'error' | 'success'; testId?: string }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p className={`form-notice form-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId ?? `form-${tone}`}>
      {text(message)}
    </p>
  );
}
