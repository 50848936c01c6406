import { boxUiCss } from '@box/ui';
import { renderWidget, reply } from '@box/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FiscalDocumentsUpload } from './FiscalDocumentsUpload';
import { uploadByName, xmlFile } from './fixtures';
import { FISCAL_UPLOAD_STYLES } from './styles';

const classesStyledBy = (css: string) =>
  new Set(Array.from(css.matchAll(/\.(box-[\w-]+)/g), (match) => match[1] as string));

const renderedClasses = () =>
  Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
    Array.from(el.classList).filter((name) => name.startsWith('box-')),
  );

describe('FISCAL_UPLOAD_STYLES', () => {
  const own = classesStyledBy(FISCAL_UPLOAD_STYLES.join('\n'));
  const ui = classesStyledBy(boxUiCss);

  /** Each primitive class on the page that ui has a rule for must be styled by the page's own sheets. */
  function expectPrimitivesStyled() {
    const unstyled = renderedClasses().filter((name) => ui.has(name) && !own.has(name));
    expect([...new Set(unstyled)]).toEqual([]);
  }

  it('styles the drop zone, the spinners, the results and the retry button', async () => {
    let first = true;
    renderWidget(<FiscalDocumentsUpload />, {
      api: {
        'POST /fiscal-documents/upload-file': (request) => {
          if (first) {
            first = false;
            return reply({ status: 500, body: { code: 'internal_error', message: 'x' } });
          }
          return uploadByName(request);
        },
      },
    });
    expectPrimitivesStyled();
    fireEvent.drop(screen.getByTestId('box-file-drop'), {
      dataTransfer: { files: [xmlFile('nota-1.xml'), xmlFile('nota-2.xml'), xmlFile('lenta-3.xml')] },
    });
    expect(document.querySelector('.box-spinner')).not.toBeNull();
    expectPrimitivesStyled();
    await waitFor(() => expect(screen.getByRole('button', { name: /Tentar enviar/ })).toBeTruthy());
    expect(document.querySelector('.box-button')).not.toBeNull();
    expectPrimitivesStyled();
  });
});
