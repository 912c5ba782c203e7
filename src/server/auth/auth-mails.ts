import type { MailMessage } from '../mail/mailer.ts';

// Plain, clear mails that link only to our own site. Names come from users: plain text
// keeps them inert.

export function verificationMail(to: { email: string; name: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Verify your e-mail address for Tickerdeck',
    text: [
      `Hello ${to.name},`,
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      '',
      link,
      '',
      'The link works for one hour. If you did not sign up for Tickerdeck, ignore this mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(to: { email: string; name: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your Tickerdeck password',
    text: [
      `Hello ${to.name},`,
      '',
      'Someone asked to reset the password of your Tickerdeck account. To choose a new one, open:',
      '',
      link,
      '',
      'The link works once, for one hour. Setting a new password signs you out everywhere.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
