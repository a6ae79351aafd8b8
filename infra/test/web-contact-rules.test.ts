import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { contactProblems, EMPTY_CONTACT, trimmedContact } from '../../web/src/content/contact/contactRules';
import { serverFieldProblems } from '../../web/src/content/contact/serverFieldProblems';

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

describe('the contact form marks the fields the server refused', () => {
  const refusal = (details: unknown) =>
    new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'Check these fields', extensions: { code: 'UNPROCESSABLE', reason: 'VALIDATION_FAILED', details } },
      ],
    });

  it('reads VALIDATION_FAILED details.fields, a map of field to problem', () => {
    const problems = serverFieldProblems(refusal({ fields: { phone: 'must contain digits', email: 'invalid' } }));
    expect(problems).toEqual({ phone: { messageKey: 'server' }, email: { messageKey: 'server' } });
  });

  it('ignores names that are not fields of the form, and refusals without fields', () => {
    expect(serverFieldProblems(refusal({ fields: { language: 'unknown' } }))).toEqual({});
    expect(serverFieldProblems(refusal(undefined))).toEqual({});
    expect(serverFieldProblems(new Error('network down'))).toEqual({});
  });
});
