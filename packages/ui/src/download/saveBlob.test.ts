import { vi } from 'vitest';
import { saveBlob } from './saveBlob';

describe('saveBlob', () => {
  it('clicks a hidden link to an object URL named after the file, then removes it and revokes the URL', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:extrato');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; connected: boolean }[] = [];
    const onClick = (event: Event) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault();
      clicked.push({
        href: link.getAttribute('href') ?? '',
        download: link.download,
        connected: link.isConnected,
      });
    };
    document.addEventListener('click', onClick);
    const blob = new Blob(['planilha']);
    saveBlob(blob, 'extrato-2026-11.xlsx');
    document.removeEventListener('click', onClick);

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:extrato', download: 'extrato-2026-11.xlsx', connected: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(revoke).toHaveBeenCalledWith('blob:extrato');
  });
});
