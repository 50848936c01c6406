import { buildRatingBody, canSubmitRating, driverRatingQuestionId } from './rating';

const questions = [
  { id: driverRatingQuestionId('box'), required: true },
  { id: 'nps', required: false },
  { id: 'pontualidade', required: true },
  { id: 'comentarios', required: false },
];

describe('canSubmitRating', () => {
  it('needs every required answer, the driver stars included', () => {
    expect(canSubmitRating(questions, { 'box-entregador': 5 })).toBe(false);
    expect(canSubmitRating(questions, { 'box-entregador': 5, pontualidade: 4 })).toBe(true);
    expect(canSubmitRating(questions, { pontualidade: 4 })).toBe(false);
    expect(canSubmitRating(questions, { 'box-entregador': 5, pontualidade: '  ' })).toBe(false);
  });

  it('always needs the driver question, even if marked optional', () => {
    expect(canSubmitRating([{ id: 'box-entregador', required: false }], {})).toBe(false);
    expect(canSubmitRating([{ id: 'comentarios', required: false }], { comentarios: 'ok' })).toBe(false);
  });
});

describe('buildRatingBody', () => {
  it('splits stars, comment and the other answers', () => {
    expect(
      buildRatingBody(7, questions, {
        'box-entregador': 4,
        nps: 9,
        pontualidade: 5,
        comentarios: ' Ótimo! ',
      }),
    ).toEqual({
      driverId: 7,
      rating: 4,
      comment: 'Ótimo!',
      extraQuestions: [
        { id: 'nps', answer: 9 },
        { id: 'pontualidade', answer: 5 },
      ],
    });
  });

  it('leaves out unanswered optional questions and sends a null comment', () => {
    expect(buildRatingBody(7, questions, { 'box-entregador': 5, pontualidade: 3 })).toEqual({
      driverId: 7,
      rating: 5,
      comment: null,
      extraQuestions: [{ id: 'pontualidade', answer: 3 }],
    });
  });

  it('is null while the rating cannot be sent', () => {
    expect(buildRatingBody(7, questions, {})).toBeNull();
  });
});
