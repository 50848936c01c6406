import { createFakeFetch, reply } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { FISCAL_DOCUMENTS_UPLOAD_TAG, FiscalDocumentsUploadElement } from './element';
import { fiscalDocument, xmlFile } from './fixtures';
import './define';
import type { BoxFiscalDocumentsUploadElement } from '../elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type UploadElement = BoxFiscalDocumentsUploadElement;

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<UploadElement> {
  const el = document.createElement(FISCAL_DOCUMENTS_UPLOAD_TAG) as UploadElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: UploadElement) => el.shadowRoot as ShadowRoot;

/** Chooses files in the element's file field, as the system dialog would. */
async function choose(el: UploadElement, files: File[]) {
  const input = shadow(el).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('sem campo de arquivo');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('<box-fiscal-documents-upload>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by its define entry', () => {
    expect(customElements.get(FISCAL_DOCUMENTS_UPLOAD_TAG)).toBe(FiscalDocumentsUploadElement);
  });

  it('uploads to its api-base and renders in its shadow root with its styles', async () => {
    const api = createFakeFetch(
      { 'POST /fiscal-documents/upload-file': fiscalDocument(42) },
      { apiBase: '/parceiro/api' },
    );
    const el = await mount({ 'api-base': '/parceiro/api' }, api.fetch);
    await choose(el, [xmlFile('nota-42.xml')]);
    await waitFor(() =>
      expect(shadow(el).querySelector('.box-fiscal-upload__row')?.getAttribute('data-status')).toBe('ok'),
    );
    expect(api.calls.map((call) => call.path)).toEqual(['/fiscal-documents/upload-file']);
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-fiscal-upload__row');
    expect(css).toContain('.box-file-drop__zone');
    expect(css).toContain('--box-color-primary');
  });

  it('dispatches box:navigate to the spot request, across the shadow boundary', async () => {
    const el = await mount(
      {},
      createFakeFetch({ 'POST /fiscal-documents/upload-file': fiscalDocument(1) }).fetch,
    );
    await choose(el, [xmlFile('nota-1.xml')]);
    await waitFor(() => expect(shadow(el).querySelector('a.box-fiscal-upload__next')).not.toBeNull());
    const paths: string[] = [];
    const listen = (event: Event) => paths.push((event as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('box:navigate', listen);
    await act(async () => {
      shadow(el).querySelector<HTMLAnchorElement>('a.box-fiscal-upload__next')?.click();
    });
    document.removeEventListener('box:navigate', listen);
    expect(paths).toEqual(['/spots/solicitar']);
  });

  it('dispatches box:session-expired when the API answers 401', async () => {
    const api = createFakeFetch({
      'POST /fiscal-documents/upload-file': reply({ status: 401, body: { code: 'x', message: 'x' } }),
    });
    const events: Event[] = [];
    const expired = (event: Event) => events.push(event);
    document.addEventListener('box:session-expired', expired);
    const el = await mount({}, api.fetch);
    await choose(el, [xmlFile('nota-1.xml')]);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    document.removeEventListener('box:session-expired', expired);
  });
});
