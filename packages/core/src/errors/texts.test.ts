import { batchResultLevel, monitoringEmptyText, POD_EMAIL_TEXTS, SUPER_BATCH_TEXTS } from './texts';

describe('texts with values', () => {
  it('super batch confirm, progress and result', () => {
    expect(SUPER_BATCH_TEXTS.confirm(12)).toBe('12 rotas serão solicitadas. Tem certeza?');
    expect(SUPER_BATCH_TEXTS.progress(3, 12, 1)).toBe('3 de 12 rotas foram solicitadas. 1 falharam.');
    expect(SUPER_BATCH_TEXTS.resultTitle(11, 12)).toBe('11 de 12 rotas solicitadas com sucesso!');
    expect(batchResultLevel(1)).toBe('warning');
    expect(batchResultLevel(0)).toBe('success');
  });

  it('proof e-mail confirmation', () => {
    expect(POD_EMAIL_TEXTS.confirm('a@x.com')).toBe(
      'Tem certeza que deseja enviar este comprovante para o email a@x.com?',
    );
  });
});

describe('monitoring empty state', () => {
  it.each([
    ['72 hours ago', 'Nenhuma solicitação disponível nas últimas 72 horas.'],
    ['24 hours ago', 'Nenhuma solicitação disponível nas últimas 24 horas.'],
    ['2 hours ago', 'Nenhuma solicitação disponível nas últimas 2 horas.'],
    ['1 hours ago', 'Nenhuma solicitação disponível na última hora.'],
  ])("names the window of since='%s'", (since, text) => {
    expect(monitoringEmptyText(since)).toBe(text);
  });

  it('names no window for a since the server would refuse', () => {
    expect(monitoringEmptyText('yesterday')).toBe('Nenhuma solicitação disponível.');
  });
});
