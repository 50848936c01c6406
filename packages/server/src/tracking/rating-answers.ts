import { COMMENT_QUESTION_ID, isDriverRatingQuestion } from '@box/core/rules';
import type { GivenRating, RatingQuestion } from '@box/core/schemas';
import type { ShipmentTrackingRow } from '../queries/shipment-tracking';

type Question = ShipmentTrackingRow['questions'][number];
type StoredRating = NonNullable<ShipmentTrackingRow['rating']>;
type StoredAnswer = ShipmentTrackingRow['answers'][number];

const isStars = (n: number) => Number.isInteger(n) && n >= 1 && n <= 5;

function numberOrNull(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
}

/**
 * The driver's stars of a stored rating: its answer to the '-entregador' question (what both the seed and
 * POST …/rating write), else the rating row's own value when it is a star count.
 */
function driverStars(rating: StoredRating, answers: readonly StoredAnswer[]): number {
  const answered = answers.find((a) => isDriverRatingQuestion(a.questionId));
  const stars = answered ? numberOrNull(answered.answer) : null;
  if (stars !== null && isStars(stars)) return stars;
  return isStars(rating.rating) ? rating.rating : Math.min(5, Math.max(1, Math.round(rating.rating / 2)));
}

/** Core's `GivenRating`, null while the shipment is not rated. */
export function givenRating(
  rating: StoredRating | null,
  answers: readonly StoredAnswer[],
): GivenRating | null {
  if (!rating) return null;
  return { rating: driverStars(rating, answers), comment: rating.comment, answeredAt: rating.createdAt };
}

/** The active questions (SPEC §3 "Rating question"), each with the answer given, if any. */
export function ratingQuestionsWithAnswers(
  questions: readonly Question[],
  rating: StoredRating | null,
  answers: readonly StoredAnswer[],
): RatingQuestion[] {
  return questions.map((q) => {
    const type = q.type as RatingQuestion['type'];
    let answer: number | string | null = null;
    const stored = answers.find((a) => a.questionId === q.id);
    if (stored) answer = type === 'text_long' ? stored.answer : numberOrNull(stored.answer);
    else if (rating && q.id === COMMENT_QUESTION_ID) answer = rating.comment;
    else if (rating && isDriverRatingQuestion(q.id)) answer = driverStars(rating, answers);
    return { id: q.id, type, questionText: q.questionText, required: q.required, answer };
  });
}
