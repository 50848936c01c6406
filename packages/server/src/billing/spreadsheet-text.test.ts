import { neutraliseFormula } from './spreadsheet-text';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+5511999990000', "'+5511999990000"],
    ['-10', "'-10"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['\0NUL', "'\0NUL"],
  ])('prefixes %j with an apostrophe', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });

  it.each(['PED-123', 'Taxa de estacionamento', '', ' =not first', "'already quoted", '12'])(
    'leaves %j as it is',
    (input) => {
      expect(neutraliseFormula(input)).toBe(input);
    },
  );
});
