import { describe, expect, it } from 'vitest';
import { brazilianE164 } from './phone';

describe('brazilianE164', () => {
  it('turns the masked phones the recipients input saves into E.164', () => {
    expect(brazilianE164('(11) 98765-4321')).toBe('+5511987654321');
    expect(brazilianE164('(21) 3456-7890')).toBe('+552134567890');
    expect(brazilianE164('+55 11 98765-4321')).toBe('+5511987654321');
    expect(brazilianE164('011 98765 4321')).toBe('+5511987654321');
  });

  it('refuses what is not a Brazilian number', () => {
    expect(brazilianE164('12345')).toBeNull();
    expect(brazilianE164('(10) 98765-4321')).toBeNull();
    expect(brazilianE164('(11) 88765-4321')).toBeNull();
    expect(brazilianE164('+1 415 555 0100 22')).toBeNull();
  });
});
