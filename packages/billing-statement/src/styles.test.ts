import { BILLING_STATEMENT_STYLES } from './styles';

describe('BILLING_STATEMENT_STYLES', () => {
  it('capitalizes no text: day headings come cased as pt-BR writes them', () => {
    // `text-transform: capitalize` ups every word, hyphenated parts too: 'segunda-feira' showed 'Segunda-Feira'.
    expect(BILLING_STATEMENT_STYLES.join('\n')).not.toMatch(/text-transform:\s*capitalize/);
  });
});
