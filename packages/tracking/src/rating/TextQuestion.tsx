import { useId } from 'react';
import { RATING_TEXTS, TEXT_ANSWER_MAX } from './texts';

export interface TextQuestionProps {
  label: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** A text_long question: a labelled text area, at most 2000 characters, with what is left announced politely. */
export function TextQuestion({ label, required, value, onChange }: TextQuestionProps) {
  const id = useId();
  return (
    <div className="box-rating-text">
      <label htmlFor={id} className="box-rating-question__legend">
        {label}{' '}
        <span className="box-rating-question__hint">
          {required ? RATING_TEXTS.required : RATING_TEXTS.optional}
        </span>
      </label>
      <textarea
        id={id}
        className="box-rating-text__input"
        rows={4}
        maxLength={TEXT_ANSWER_MAX}
        required={required}
        aria-describedby={`${id}-left`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-left`} className="box-rating-text__left">
        {RATING_TEXTS.charactersLeft(TEXT_ANSWER_MAX - value.length)}
      </p>
    </div>
  );
}
