import { contactProblems, EMPTY_CONTACT, trimmedContact } from '../../web/src/content/contact/contactRules';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 (20) 7946-0958',
  subject: 'Payouts',
  body: '',
};

/** The contact form's own checks mirror the graph's ContactMessageInput rules (web/src/content/contact). */
describe('the contact form rules', () => {
  it('accepts a complete form whose message is left out', () => {
    expect(contactProblems(valid)).toEqual({});
  });

  it('asks for the four required fields and nothing for the optional message', () => {
    expect(Object.keys(contactProblems(EMPTY_CONTACT)).sort()).toEqual(['email', 'name', 'phone', 'subject']);
    expect(contactProblems(EMPTY_CONTACT).name).toEqual({ messageKey: 'nameRequired' });
  });

  it('refuses what the server would refuse, at the same limits', () => {
    expect(contactProblems({ ...valid, name: 'n'.repeat(101) }).name?.messageKey).toBe('nameTooLong');
    expect(contactProblems({ ...valid, name: 'n'.repeat(100) }).name).toBeUndefined();
    expect(contactProblems({ ...valid, email: 'ada@example' }).email?.messageKey).toBe('emailInvalid');
    expect(contactProblems({ ...valid, email: 'ada @example.com' }).email?.messageKey).toBe('emailInvalid');
    expect(contactProblems({ ...valid, email: `${'a'.repeat(250)}@x.io` }).email?.messageKey).toBe('emailTooLong');
    expect(contactProblems({ ...valid, phone: '12345' }).phone).toEqual({
      messageKey: 'phoneInvalid',
      limits: { min: 6, max: 32 },
    });
    expect(contactProblems({ ...valid, phone: '1'.repeat(33) }).phone?.messageKey).toBe('phoneInvalid');
    expect(contactProblems({ ...valid, phone: '+1 555 CALL' }).phone?.messageKey).toBe('phoneInvalid');
    expect(contactProblems({ ...valid, phone: '+() - ()' }).phone?.messageKey).toBe('phoneInvalid');
    expect(contactProblems({ ...valid, subject: 's'.repeat(201) }).subject?.messageKey).toBe('subjectTooLong');
    expect(contactProblems({ ...valid, body: 'b'.repeat(5001) }).body?.messageKey).toBe('bodyTooLong');
    expect(contactProblems({ ...valid, body: 'b'.repeat(5000) }).body).toBeUndefined();
  });

  it('checks the trimmed values, as they are sent', () => {
    const typed = { ...valid, name: '  Ada  ', subject: '   ' };
    expect(trimmedContact(typed).name).toBe('Ada');
    expect(contactProblems(trimmedContact(typed)).subject?.messageKey).toBe('subjectRequired');
  });
});
