import { filenameFromContentDisposition } from './download';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="extrato.xlsx"', 'extrato.xlsx'],
    ['attachment; filename=extrato.xlsx', 'extrato.xlsx'],
    ["attachment; filename*=UTF-8''extrato%20mar%C3%A7o.xlsx", 'extrato março.xlsx'],
    ['attachment; filename="a.xlsx"; filename*=UTF-8\'\'b.xlsx', 'b.xlsx'],
    ['attachment; filename="with \\"quotes\\".xlsx"', 'with "quotes".xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.xlsx"', 'x.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromContentDisposition(header, 'fallback.xlsx')).toBe(name);
  });

  it('falls back when there is no usable name', () => {
    expect(filenameFromContentDisposition(null, 'f.xlsx')).toBe('f.xlsx');
    expect(filenameFromContentDisposition('attachment', 'f.xlsx')).toBe('f.xlsx');
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'f.xlsx')).toBe('f.xlsx');
  });
});
