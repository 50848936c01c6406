import { type ActiveQuestion, checkRating } from './rating-check';

const QUESTIONS: ActiveQuestion[] = [
  {
    id: 'box-entregador',
    type: 'star_rating',
    questionText: 'Como você avalia o entregador?',
    required: true,
  },
  { id: 'comentarios', type: 'text_long', questionText: 'Quer deixar um comentário?', required: false },
  { id: 'box-nps', type: 'nps', questionText: 'Recomendaria?', required: true },
  { id: 'pontualidade', type: 'star_rating', questionText: 'Pontualidade?', required: false },
];
const body = (extraQuestions: { id: string; answer: number | string }[], comment: string | null = null) => ({
  driverId: 7,
  rating: 4,
  comment,
  extraQuestions,
});

describe('checkRating', () => {
  it('accepts the required answers and lists what to store, the driver stars included', () => {
    expect(
      checkRating(
        body(
          [
            { id: 'box-nps', answer: 10 },
            { id: 'pontualidade', answer: 5 },
          ],
          '  ok  ',
        ),
        QUESTIONS,
      ),
    ).toEqual({
      ok: true,
      comment: 'ok',
      answers: [
        { questionId: 'box-entregador', answer: '4' },
        { questionId: 'box-nps', answer: '10' },
        { questionId: 'pontualidade', answer: '5' },
      ],
    });
  });

  it('asks for a required question left out', () => {
    const result = checkRating(body([]), QUESTIONS);
    expect(result).toEqual({
      ok: false,
      reasons: [{ field: 'extraQuestions', message: 'Responda a pergunta obrigatória: Recomendaria?' }],
    });
  });

  it.each([
    [[{ id: 'box-nps', answer: 11 }], 'extraQuestions.0.answer'],
    [[{ id: 'box-nps', answer: 'dez' }], 'extraQuestions.0.answer'],
    [
      [
        { id: 'box-nps', answer: 7 },
        { id: 'pontualidade', answer: 0 },
      ],
      'extraQuestions.1.answer',
    ],
    [
      [
        { id: 'box-nps', answer: 7 },
        { id: 'box-nps', answer: 8 },
      ],
      'extraQuestions.1.id',
    ],
    [
      [
        { id: 'box-nps', answer: 7 },
        { id: 'box-entregador', answer: 5 },
      ],
      'extraQuestions.1.answer',
    ],
    [
      [
        { id: 'box-nps', answer: 7 },
        { id: 'outra', answer: 5 },
      ],
      'extraQuestions.1.id',
    ],
  ])('refuses %j (%s)', (extra, field) => {
    const result = checkRating(body(extra), QUESTIONS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reasons.map((r) => r.field)).toContain(field);
  });

  it('accepts an answer to every listed question: the driver question agreeing with rating, the text as the comment', () => {
    const everyListed = body([
      { id: 'box-entregador', answer: 4 },
      { id: 'comentarios', answer: ' Chegou cedo. ' },
      { id: 'box-nps', answer: 9 },
      { id: 'pontualidade', answer: 5 },
    ]);
    expect(checkRating(everyListed, QUESTIONS)).toEqual({
      ok: true,
      comment: 'Chegou cedo.',
      answers: [
        { questionId: 'box-entregador', answer: '4' },
        { questionId: 'box-nps', answer: '9' },
        { questionId: 'pontualidade', answer: '5' },
      ],
    });
    // The same comment in both places is one comment; two different ones are refused.
    const both = body(
      [
        { id: 'box-nps', answer: 9 },
        { id: 'comentarios', answer: 'bom' },
      ],
      'bom',
    );
    expect(checkRating(both, QUESTIONS)).toMatchObject({ ok: true, comment: 'bom' });
    const differing = checkRating(
      body(
        [
          { id: 'box-nps', answer: 9 },
          { id: 'comentarios', answer: 'ruim' },
        ],
        'bom',
      ),
      QUESTIONS,
    );
    expect(differing).toEqual({
      ok: false,
      reasons: [
        { field: 'extraQuestions.1.answer', message: "O comentário difere do enviado em 'comment'." },
      ],
    });
  });

  it('holds a required comment question to a non-blank comment', () => {
    const questions = QUESTIONS.map((q) => (q.id === 'comentarios' ? { ...q, required: true } : q));
    const blank = checkRating(body([{ id: 'box-nps', answer: 3 }], '   '), questions);
    expect(blank.ok).toBe(false);
    if (!blank.ok) expect(blank.reasons[0]?.field).toBe('comment');
    expect(checkRating(body([{ id: 'box-nps', answer: 3 }], 'bom'), questions).ok).toBe(true);
  });
});
