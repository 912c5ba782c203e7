import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

// Reads the local outbox the way a person would: the /dev/mailbox page (newest mail first).

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The links of every mail to `email` whose subject contains `subject`, newest first. */
export async function mailLinks(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<string[]> {
  const response = await request.get('/dev/mailbox');
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const links: string[] = [];
  for (const article of html.split('<article>').slice(1)) {
    const heading = /<h2>([^<]*)<\/h2>/.exec(article)?.[1] ?? '';
    const to = /<p class="meta">To ([^<]*?) ·/.exec(article)?.[1] ?? '';
    const href = /<a href="([^"]+)"/.exec(article)?.[1];
    if (unescapeHtml(to) === email && unescapeHtml(heading).includes(subject) && href)
      links.push(unescapeHtml(href));
  }
  return links;
}

/**
 * Waits (mail is sent after the response) for a mail to `email` about `subject`, newer than
 * the `seen` links, and returns its link.
 */
export async function newestMailLink(
  request: APIRequestContext,
  email: string,
  subject: string,
  seen: readonly string[] = [],
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailLinks(request, email, subject)).find((each) => !seen.includes(each));
        return link;
      },
      { message: `a '${subject}' mail to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error(`No '${subject}' mail to ${email}`);
  return link;
}

export const VERIFY_SUBJECT = 'Verify your e-mail address';
export const RESET_SUBJECT = 'Reset your Tickerdeck password';
