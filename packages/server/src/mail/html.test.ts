import { escapeHtml, renderMail } from './html';

describe('mail bodies', () => {
  it('escapes what users and documents wrote before it goes into HTML', () => {
    expect(escapeHtml(`<b>"Zé" & 'Ana'</b>`)).toBe('&lt;b&gt;&quot;Zé&quot; &amp; &#39;Ana&#39;&lt;/b&gt;');
    const { text, html } = renderMail({
      title: 'Comprovante #ABC',
      lines: ['Recebido por: <script>alert(1)</script>'],
      link: { label: 'Ver', url: 'https://portal.example/comprovantes/publico/x?a=1&b=2' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Recebido por: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://portal.example/comprovantes/publico/x?a=1&amp;b=2"');
    // The plain-text part stays as written, with the link in full.
    expect(text).toContain('Recebido por: <script>alert(1)</script>');
    expect(text).toContain('Ver: https://portal.example/comprovantes/publico/x?a=1&b=2');
  });
});
