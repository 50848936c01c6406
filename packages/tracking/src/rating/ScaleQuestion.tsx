import { useId } from 'react';
import { RATING_TEXTS } from './texts';

export interface ScaleQuestionProps {
  legend: string;
  required: boolean;
  kind: 'stars' | 'nps';
  value: number | null;
  onChange: (value: number) => void;
}

const STARS = [1, 2, 3, 4, 5];
const NPS = Array.from({ length: 11 }, (_, n) => n);

/**
 * A star_rating (1–5) or nps (0–10) question as a native radio group in a fieldset: arrow keys move between
 * scores the way browsers already do, and each score has a spoken name ('3 estrelas') however it is drawn.
 */
export function ScaleQuestion({ legend, required, kind, value, onChange }: ScaleQuestionProps) {
  const name = useId();
  const scores = kind === 'stars' ? STARS : NPS;
  return (
    <fieldset className={`box-rating-scale box-rating-scale--${kind}`}>
      <legend className="box-rating-question__legend">
        {legend}{' '}
        <span className="box-rating-question__hint">
          {required ? RATING_TEXTS.required : RATING_TEXTS.optional}
        </span>
      </legend>
      <div className="box-rating-scale__options">
        {scores.map((score) => {
          const id = `${name}-${score}`;
          // Stars up to the chosen one are lit, so the row reads as a rating at a glance.
          const lit = kind === 'stars' && value !== null && score <= value;
          return (
            <span key={score} className="box-rating-scale__option">
              <input
                id={id}
                type="radio"
                className="box-rating-scale__input"
                name={name}
                value={score}
                checked={value === score}
                required={required}
                onChange={() => onChange(score)}
              />
              <label
                htmlFor={id}
                className={
                  lit ? 'box-rating-scale__label box-rating-scale__label--lit' : 'box-rating-scale__label'
                }
              >
                {kind === 'stars' ? (
                  <>
                    <span aria-hidden="true">★</span>
                    <span className="box-sr-only">{RATING_TEXTS.star(score)}</span>
                  </>
                ) : (
                  score
                )}
              </label>
            </span>
          );
        })}
      </div>
      {kind === 'nps' ? (
        <p className="box-rating-scale__ends" aria-hidden="true">
          <span>{RATING_TEXTS.npsLow}</span>
          <span>{RATING_TEXTS.npsHigh}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
