import { fileSize } from './UploadRow';

describe('fileSize', () => {
  it('reads bytes, then KB and MB with a decimal comma', () => {
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(48)).toBe('48 bytes');
    expect(fileSize(1536)).toBe('1,5 KB');
    expect(fileSize(3 * 1024 * 1024 + 100 * 1024)).toBe('3,1 MB');
  });
});
