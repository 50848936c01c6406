import { describeStories } from '@box/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import * as stories from './FiscalDocumentsUpload.stories';

const statuses = () =>
  Array.from(document.querySelectorAll('.box-fiscal-upload__row'), (row) => row.getAttribute('data-status'));

/** What each upload story must show once its files were chosen and its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Empty: async () => {
    expect(screen.getByLabelText(/Arraste os arquivos XML/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  },
  Uploading: async () => {
    await waitFor(() => expect(statuses()).toEqual(['uploading', 'uploading', 'uploading', 'queued']));
  },
  MixedResults: async () => {
    await waitFor(() =>
      expect(statuses()).toEqual(['ok', 'ok', 'error', 'error', 'error', 'error', 'error']),
    );
    const text = screen.getByRole('list').textContent;
    for (const message of [
      'Não é um arquivo xml.',
      'Arquivo já está na lista',
      'Arquivo xml inválido',
      'Não foi possível enviar o arquivo',
    ]) {
      expect(text).toContain(message);
    }
  },
};

describeStories('fiscal documents upload', stories, expectations);
