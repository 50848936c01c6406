import { isSuperBatchPaste, parseSheetNumber, parseSimplePaste, splitPastedRows } from './paste';

describe('splitPastedRows', () => {
  it('splits tabs and lines, trims, drops blank rows', () => {
    expect(splitPastedRows(' a \tb\r\n\n\t \nc\n')).toEqual([['a', 'b'], ['c']]);
  });

  it('ignores a blank single cell', () => {
    expect(splitPastedRows('   ')).toEqual([]);
  });

  it('reads Windows line ends, old Mac ones and a last row without a line break alike', () => {
    expect(splitPastedRows('a\tb\r\nc\td\re\tf')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('keeps tabs, line breaks and doubled quotes inside a quoted cell (as spreadsheets copy them)', () => {
    const copied = 'P1\t"Rua A, 10\tfundos"\t"Portaria\r\nBloco ""B"""\r\nP2\tx\t"y"\r\n';
    expect(splitPastedRows(copied)).toEqual([
      ['P1', 'Rua A, 10\tfundos', 'Portaria\nBloco "B"'],
      ['P2', 'x', 'y'],
    ]);
  });

  it('reads a quote that never closes, or one inside a cell, as a plain character', () => {
    expect(splitPastedRows('P1\t5" tela\nP2\t"aberta\nP3\tx')).toEqual([
      ['P1', '5" tela'],
      ['P2', '"aberta'],
      ['P3', 'x'],
    ]);
  });

  it('keeps the empty cells between tabs, so columns stay in place', () => {
    expect(splitPastedRows('a\t\t\td')).toEqual([['a', '', '', 'd']]);
  });
});

describe('isSuperBatchPaste', () => {
  it('needs more than 10 columns in the first row', () => {
    expect(isSuperBatchPaste([Array(10).fill('x')])).toBe(false);
    expect(isSuperBatchPaste([Array(11).fill('x')])).toBe(true);
    expect(isSuperBatchPaste([])).toBe(false);
  });
});

describe('parseSimplePaste', () => {
  it('reads the simple columns, splits recipients on , and ;, and removes duplicate codes', () => {
    const text = [
      'p1\t01310-100\t1578\tPortaria\ta@x.com; b@y.com\t11999990000,1133334444\t-23,56\t-46,65',
      'P1\t99999-999\t1\t\t\t\t\t',
      'p2\t\t\t\t\t\t\t',
    ].join('\n');
    expect(parseSimplePaste(text)).toEqual([
      {
        code: 'P1',
        postalCode: '01310100',
        number: '1578',
        instructions: 'Portaria',
        emails: ['a@x.com', 'b@y.com'],
        phones: ['11999990000', '1133334444'],
        latitude: -23.56,
        longitude: -46.65,
      },
      {
        code: 'P2',
        postalCode: null,
        number: null,
        instructions: null,
        emails: [],
        phones: [],
        latitude: null,
        longitude: null,
      },
    ]);
  });
});

describe('parseSheetNumber', () => {
  it('reads pt-BR and plain numbers', () => {
    expect(parseSheetNumber('1.234,5')).toBe(1234.5);
    expect(parseSheetNumber('12.5')).toBe(12.5);
    expect(parseSheetNumber('')).toBeNull();
    expect(parseSheetNumber('abc')).toBeNull();
  });

  it('reads thousands dots, English separators, money and units the way a sheet shows them', () => {
    expect(parseSheetNumber('12,5')).toBe(12.5);
    expect(parseSheetNumber('1.234.567')).toBe(1234567);
    expect(parseSheetNumber('3.000')).toBe(3000);
    expect(parseSheetNumber('0.125')).toBe(0.125);
    expect(parseSheetNumber('1,234.5')).toBe(1234.5);
    expect(parseSheetNumber('R$ 1.000,00')).toBe(1000);
    expect(parseSheetNumber('R$\u00a01.000,50')).toBe(1000.5);
    expect(parseSheetNumber('12,5 kg')).toBe(12.5);
    expect(parseSheetNumber('-3')).toBe(-3);
  });

  it('makes no number of two decimal commas or of text around digits', () => {
    expect(parseSheetNumber('1,2,3')).toBeNull();
    expect(parseSheetNumber('12 caixas')).toBeNull();
    expect(parseSheetNumber('1e3')).toBeNull();
  });
});
