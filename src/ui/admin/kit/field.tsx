import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: string;
  /** A help line under the field, read with it (aria-describedby). */
  hint?: ReactNode;
  /** The field's error: shown, read with the field, and the field marked invalid. */
  error?: string | null;
}

type InputField = FieldFrame & InputHTMLAttributes<HTMLInputElement> & { as?: 'input' };
type SelectField = FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { as: 'select'; options: { value: string; label: string }[] };
type TextareaField = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { as: 'textarea' };
export type FieldProps = InputField | SelectField | TextareaField;

/** A labelled form field (input, select or textarea) with its hint and error tied to it for screen readers. */
export function Field(props: FieldProps) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': props.error ? true : undefined, className: 'admin-field__control' };
  let control: ReactNode;
  if (props.as === 'select') {
    const { label: _l, hint: _h, error: _e, as: _a, options, ...rest } = props;
    control = (
      <select {...rest} {...common}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (props.as === 'textarea') {
    const { label: _l, hint: _h, error: _e, as: _a, ...rest } = props;
    control = <textarea {...rest} {...common} />;
  } else {
    const { label: _l, hint: _h, error: _e, as: _a, ...rest } = props;
    control = <input {...rest} {...common} />;
  }
  return (
    <div className={`admin-field${props.error ? ' admin-field--invalid' : ''}`}>
      <label className="admin-field__label" htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control}
      {props.hint ? (
        <p className="admin-field__hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="admin-field__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
