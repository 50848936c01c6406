import { addTrackingRecipient, recipientText, trackingRecipientsChanged } from './recipients';

describe('tracking recipients', () => {
  it('adds an e-mail or a phone with area code, and refuses anything else', () => {
    expect(addTrackingRecipient([], ' ana@example.com ')).toEqual([
      { email: 'ana@example.com', phone: null },
    ]);
    expect(addTrackingRecipient([], '(11) 98765-4321')).toEqual([{ email: null, phone: '11987654321' }]);
    expect(addTrackingRecipient([], 'ana@')).toBeNull();
    expect(addTrackingRecipient([], '1234')).toBeNull();
  });

  it('keeps a repeated recipient once, e-mails compared without case', () => {
    const list = [{ email: 'Ana@Example.com', phone: null }];
    expect(addTrackingRecipient(list, 'ana@example.com')).toEqual(list);
  });

  it('tells a changed list from the same one', () => {
    const a = [{ email: 'a@x.com', phone: null }];
    expect(trackingRecipientsChanged(a, [{ email: 'A@x.com', phone: null }])).toBe(false);
    expect(trackingRecipientsChanged(a, [])).toBe(true);
    expect(trackingRecipientsChanged(a, [{ email: null, phone: '11987654321' }])).toBe(true);
  });

  it('reads a phone masked', () => {
    expect(recipientText({ email: null, phone: '11987654321' })).toBe('(11) 98765-4321');
    expect(recipientText({ email: 'a@x.com', phone: null })).toBe('a@x.com');
  });
});
