import { describe, expect, it } from 'vitest';
import { appPerTestFile } from '#tests/app.ts';
import { Browser, freshEmail } from '#tests/accounts.ts';
import { HASHING_BUSY_MESSAGE, MAX_HASHING_REQUESTS_PER_ADDRESS } from './hashing-admission.ts';
import { PRODUCTION_SCRYPT_COST } from './password-hash.ts';

// Production's hashes: the admission is about what a burst of real, slow hashes does.
const setup = appPerTestFile({ passwordHashCost: PRODUCTION_SCRYPT_COST });

describe('password hashing per client address', () => {
  it('answers 429 with Retry-After past 8 open sign-ins from one address and serves others in turn', async () => {
    const crowd = new Browser(setup.app);
    const finished: string[] = [];
    const burst = Array.from({ length: MAX_HASHING_REQUESTS_PER_ADDRESS + 3 }, async () => {
      const answer = await crowd.post('/api/auth/sign-in/email', {
        email: freshEmail(),
        password: 'guess 1234',
      });
      if (answer.statusCode === 401) finished.push('crowd');
      return answer;
    });
    const other = new Browser(setup.app)
      .post('/api/auth/sign-in/email', { email: freshEmail(), password: 'guess 1234' })
      .finally(() => finished.push('other'));
    const answers = await Promise.all(burst);
    const busy = answers.filter((a) => a.statusCode === 429);
    expect(busy).toHaveLength(3);
    expect(busy[0]?.headers['retry-after']).toBe('2');
    expect(busy[0]?.json().error).toMatchObject({
      code: 'too-many-requests',
      message: HASHING_BUSY_MESSAGE,
    });
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(
      MAX_HASHING_REQUESTS_PER_ADDRESS,
    );
    expect((await other).statusCode).toBe(401);
    // Hashes take turns per address: the other client does not wait behind the whole burst.
    expect(finished.indexOf('other')).toBeLessThan(finished.length - 3);
    // Once those answers are out, the same address is served again.
    const later = await crowd.post('/api/auth/sign-in/email', {
      email: freshEmail(),
      password: 'guess 1234',
    });
    expect(later.statusCode).toBe(401);
  });
});
