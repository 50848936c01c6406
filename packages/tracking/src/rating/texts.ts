/** pt-BR texts of the rating modal (SPEC §2 "Rating modal"; quoted texts to the letter, the rest ours). */
export const RATING_TEXTS = {
  title: 'Avalie sua experiência',
  later: 'Avaliar mais tarde',
  submit: 'Enviar',
  required: '(obrigatória)',
  optional: '(opcional)',
  star: (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`),
  npsLow: '0 = nada provável',
  npsHigh: '10 = muito provável',
  charactersLeft: (left: number) => `${left} caracteres restantes`,
  missingRequired: 'Responda às perguntas obrigatórias para enviar.',
  thanks: 'Obrigado! Sua avaliação ajuda a melhorar nossas entregas.',
  alreadyRated: 'Esta entrega já havia sido avaliada. Obrigado!',
  givenStars: (n: number) => `Sua nota para o entregador: ${n} de 5`,
  givenComment: 'Seu comentário',
  close: 'Fechar',
  loading: 'Carregando avaliação',
  unavailable: 'Não foi possível carregar a avaliação desta entrega.',
} as const;

/** The text area's limit (core's RatingBody refuses longer answers). */
export const TEXT_ANSWER_MAX = 2000;
