import type { MailMessage } from '../mail/mailer.ts';

// Plain, clear mails that link only to our own site. Names come from users: plain text
// keeps them inert.

/**
 * The verification mail greets nobody by name: anyone can sign up with someone else's e-mail,
 * so the name would be a stranger's words in the owner's inbox (decision 016).
 */
export function verificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail address for Tickerdeck',
    text: [
      'Hello,',
      '',
      'Please confirm that this is your e-mail address by opening this link and logging in',
      'with the password you chose when you signed up:',
      '',
      link,
      '',
      'The link works once, for one hour. If you did not sign up for Tickerdeck, ignore this mail.',
    ].join('\n'),
  };
}

/** Sent instead of a verification mail when someone signs up with an e-mail that has an account. */
export function accountExistsMail(
  to: string,
  links: { login: string; reset: string },
): MailMessage {
  return {
    to,
    subject: 'You already have a Tickerdeck account',
    text: [
      'Hello,',
      '',
      'Someone tried to create a Tickerdeck account with this e-mail address, which already has',
      'one. If it was you, log in:',
      '',
      links.login,
      '',
      'or, if you forgot your password, choose a new one:',
      '',
      links.reset,
      '',
      'If it was not you, ignore this mail: nothing has changed.',
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
