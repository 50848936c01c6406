import { COMMENT_QUESTION_ID, isDriverRatingQuestion } from '@box/core/rules';
import type { ApiErrorReason, RatingBody } from '@box/core/schemas';

export interface ActiveQuestion {
  id: string;
  type: string;
  questionText: string;
  required: boolean;
}

export type RatingCheck =
  | { ok: true; answers: { questionId: string; answer: string }[]; comment: string | null }
  | { ok: false; reasons: ApiErrorReason[] };

const SCALES: Record<string, { min: number; max: number; message: string }> = {
  star_rating: { min: 1, max: 5, message: 'A nota deve ser um número inteiro de 1 a 5.' },
  nps: { min: 0, max: 10, message: 'A nota deve ser um número inteiro de 0 a 10.' },
};

function answerProblem(question: ActiveQuestion, answer: number | string): string | null {
  const scale = SCALES[question.type];
  if (scale) {
    const ok =
      typeof answer === 'number' && Number.isInteger(answer) && answer >= scale.min && answer <= scale.max;
    return ok ? null : scale.message;
  }
  return typeof answer === 'string' && answer.trim() !== '' ? null : 'A resposta deve ser um texto.';
}

/**
 * A rating (core's RatingBody, already parsed) against the active questions (SPEC §5): the driver's stars come
 * in `rating` and the 'comentarios' text in `comment` (core's `buildRatingBody`); every other answer must be to
 * an active question, once, on its scale (stars 1–5, NPS 0–10, text), and every required question answered.
 * A client that answers every question the shipment lists (`ratingQuestions`) in `extraQuestions` is not
 * refused for it: the driver question's answer must then agree with `rating`, and the 'comentarios' answer is
 * the comment (it must agree with `comment` when both are sent). The answers to store include the driver
 * question's, so the page can show it back.
 */
export function checkRating(body: RatingBody, questions: readonly ActiveQuestion[]): RatingCheck {
  const reasons: ApiErrorReason[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answered = new Set<string>();
  const inExtras = new Set<string>();
  const answers: { questionId: string; answer: string }[] = [];

  const driver = questions.find((q) => isDriverRatingQuestion(q.id));
  if (driver) {
    answered.add(driver.id);
    answers.push({ questionId: driver.id, answer: String(body.rating) });
  }
  let comment = body.comment?.trim() ? body.comment.trim() : null;
  if (comment !== null) answered.add(COMMENT_QUESTION_ID);

  body.extraQuestions.forEach((extra, i) => {
    const field = `extraQuestions.${i}`;
    const question = byId.get(extra.id);
    if (!question) {
      reasons.push({ field: `${field}.id`, message: `Pergunta desconhecida: '${extra.id}'.` });
      return;
    }
    if (inExtras.has(question.id)) {
      reasons.push({
        field: `${field}.id`,
        message: `A pergunta '${extra.id}' foi respondida mais de uma vez.`,
      });
      return;
    }
    inExtras.add(question.id);
    const problem = answerProblem(question, extra.answer);
    if (problem) {
      reasons.push({ field: `${field}.answer`, message: problem });
    } else if (question === driver) {
      // Already stored from `rating`; the same stars twice are fine, two different notes are not.
      if (extra.answer !== body.rating) {
        reasons.push({
          field: `${field}.answer`,
          message: "A nota do entregador difere da enviada em 'rating'.",
        });
      }
    } else if (question.id === COMMENT_QUESTION_ID) {
      const text = String(extra.answer).trim();
      if (comment !== null && comment !== text) {
        reasons.push({
          field: `${field}.answer`,
          message: "O comentário difere do enviado em 'comment'.",
        });
      } else {
        comment = text;
        answered.add(question.id);
      }
    } else {
      answered.add(question.id);
      const text = typeof extra.answer === 'string' ? extra.answer.trim() : String(extra.answer);
      answers.push({ questionId: question.id, answer: text });
    }
  });

  for (const question of questions) {
    if (question.required && !answered.has(question.id)) {
      const field = question.id === COMMENT_QUESTION_ID ? 'comment' : 'extraQuestions';
      reasons.push({ field, message: `Responda a pergunta obrigatória: ${question.questionText}` });
    }
  }
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, answers, comment };
}
