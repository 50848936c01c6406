/**
 * SPEC §5 rating: the driver's star question has id '{product}-entregador' and is required; the comment has
 * id 'comentarios' and is optional; submit is enabled only when every required question has an answer.
 */
export const DRIVER_RATING_SUFFIX = '-entregador';
export const COMMENT_QUESTION_ID = 'comentarios';
export const driverRatingQuestionId = (product: string) => `${product}${DRIVER_RATING_SUFFIX}`;
export const isDriverRatingQuestion = (id: string) => id.endsWith(DRIVER_RATING_SUFFIX);

export type RatingAnswers = Readonly<Record<string, number | string | null | undefined>>;

const isAnswered = (answer: number | string | null | undefined) =>
  typeof answer === 'number' ? Number.isFinite(answer) : typeof answer === 'string' && answer.trim() !== '';

export function canSubmitRating(
  questions: readonly { id: string; required: boolean }[],
  answers: RatingAnswers,
): boolean {
  const driver = questions.find((q) => isDriverRatingQuestion(q.id));
  if (!driver || !isAnswered(answers[driver.id])) return false;
  return questions.every((q) => !q.required || isAnswered(answers[q.id]));
}

/**
 * The POST body of a rating: the driver's stars as `rating`, the 'comentarios' text as `comment`, every other
 * answered question in `extraQuestions`. Null when the rating cannot be submitted yet.
 */
export function buildRatingBody(
  driverId: number,
  questions: readonly { id: string; required: boolean }[],
  answers: RatingAnswers,
) {
  if (!canSubmitRating(questions, answers)) return null;
  const driver = questions.find((q) => isDriverRatingQuestion(q.id))!;
  const comment = answers[COMMENT_QUESTION_ID];
  return {
    driverId,
    rating: Number(answers[driver.id]),
    comment: typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : null,
    extraQuestions: questions
      .filter((q) => q.id !== driver.id && q.id !== COMMENT_QUESTION_ID && isAnswered(answers[q.id]))
      .map((q) => ({ id: q.id, answer: answers[q.id] as number | string })),
  };
}
