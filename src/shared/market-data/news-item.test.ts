import { describe, expect, it } from 'vitest';
import { newsItemSchema } from './market-data.ts';

// The contract is the gate between provider news and the browser (docs/security.md, bad-input
// case 24): the server drops items it refuses, and the client parses with it again.

const item = {
  id: 1,
  url: 'https://news.example/story',
  image: 'https://img.example/1.jpg',
  headline: 'Headline',
  summary: 'Summary',
  source: 'Reuters',
  datetime: '2026-01-05T14:30:00.000Z',
};

describe('newsItemSchema', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/relative/path',
    'ftp://files.example/x',
  ])('refuses the link %j, as a link and as an image', (url) => {
    expect(newsItemSchema.safeParse({ ...item, url }).success).toBe(false);
    expect(newsItemSchema.safeParse({ ...item, image: url }).success).toBe(false);
  });

  it('accepts http and https links, and markup in text as plain text to render', () => {
    const headline = '<img src=x onerror=alert(1)>';
    const parsed = newsItemSchema.parse({ ...item, url: 'http://news.example/a', headline });
    expect(parsed.headline).toBe(headline);
    expect(newsItemSchema.safeParse({ ...item, image: null }).success).toBe(true);
  });
});
