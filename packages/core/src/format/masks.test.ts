import { formatAccessKey, maskCep, maskCnpj, maskPhone, maskTime } from './masks';

describe('masks', () => {
  it('time ##:##', () => {
    expect(maskTime('1')).toBe('1');
    expect(maskTime('123')).toBe('12:3');
    expect(maskTime('12345')).toBe('12:34');
    expect(maskTime('ab12:3')).toBe('12:3');
  });

  it('CEP #####-###', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101009')).toBe('01310-100');
  });

  it('CNPJ ##.###.###/####-##, letters kept in the first 12', () => {
    expect(maskCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(maskCnpj('q0slfmbd7vx439')).toBe('Q0.SLF.MBD/7VX4-39');
    expect(maskCnpj('12345')).toBe('12.345');
    expect(maskCnpj('Q0SLFMBD7VX4AB39')).toBe('Q0.SLF.MBD/7VX4-39');
  });

  it('phone (##) ####-#### and (##) #####-####', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('113456')).toBe('(11) 3456');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11934567890')).toBe('(11) 93456-7890');
    expect(maskPhone('')).toBe('');
  });

  it('access key in groups of 4', () => {
    expect(formatAccessKey('35170458716523000119550010000000121000123458')).toBe(
      '3517 0458 7165 2300 0119 5500 1000 0000 1210 0012 3458',
    );
  });
});
