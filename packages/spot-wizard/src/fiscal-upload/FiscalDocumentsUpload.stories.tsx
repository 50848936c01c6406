import { createFakeFetch } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { FiscalDocumentsUpload } from './FiscalDocumentsUpload';
import { uploadByName, xmlFile } from './fixtures';

const uploadApi = () =>
  createFakeFetch({ 'POST /fiscal-documents/upload-file': uploadByName }, { delay: 400 }).fetch;

/** Chooses files in the page's file field, as the system dialog would. */
const choose =
  (files: () => File[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) return;
    Object.defineProperty(input, 'files', { value: files(), configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

const meta = {
  title: 'Spot wizard/Fiscal documents upload',
  component: FiscalDocumentsUpload,
  parameters: { layout: 'padded' },
  args: {
    fetch: uploadApi(),
    onNavigate: (path: string) => console.info('navegar para', path),
  },
} satisfies Meta<typeof FiscalDocumentsUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Uploading: Story = {
  play: choose(() =>
    ['lenta-1.xml', 'lenta-2.xml', 'lenta-3.xml', 'lenta-4.xml'].map((name) => xmlFile(name)),
  ),
};

export const MixedResults: Story = {
  play: choose(() => [
    xmlFile('nota-101.xml'),
    xmlFile('nota-102.xml'),
    new File(['%PDF-1.7'], 'nota-103.pdf', { type: 'application/pdf' }),
    xmlFile('nota-101.xml'),
    xmlFile('invalida.xml'),
    xmlFile('repetida-104.xml'),
    xmlFile('falha-105.xml'),
  ]),
};
