import { describe, expect, it } from 'vitest';
import { testConfig } from '#tests/app.ts';
import { describeDatabase, describeMail } from './logger.ts';

describe('the first lines a server prints', () => {
  it('names the database without its password', () => {
    expect(describeDatabase(testConfig({ DATA_DIR: '/srv/td' }))).toBe(
      'embedded PostgreSQL in /srv/td/pg',
    );
    const shared = testConfig({
      DATABASE_URL: 'postgres://app:s3cret@db.internal:6543/tickerdeck',
    });
    expect(describeDatabase(shared)).toBe('PostgreSQL at db.internal:6543/tickerdeck');
    expect(describeDatabase(shared)).not.toContain('s3cret');
  });

  it('says where mail goes, without SMTP credentials', () => {
    expect(describeMail(testConfig({ BASE_URL: 'http://localhost:3000' }))).toBe(
      'local mailbox at http://localhost:3000/dev/mailbox',
    );
    const smtp = testConfig({ SMTP_URL: 'smtp://user:pw@mail.example:587' });
    expect(describeMail(smtp)).toBe('SMTP via mail.example:587');
  });
});
