import type { FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../auth/password-hash.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { WriteHealth } from '../db/write-health.ts';
import type { UserDataDeps } from '../live/user-data-deps.ts';
import type { UserEventBus } from '../live/user-events.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import type { ClientLimit } from '../market-data/client-limit.ts';
import type { LiveUser } from '../market-data/service/live-hub.ts';
import type { MarketDataService } from '../market-data/service/market-data.service.ts';
import type { AccountData } from './account-data.ts';

/** What app.ts builds before any feature, and hands to every feature's setUp. */
export interface Platform {
  config: Config;
  database: Database;
  /** Signs sessions and tokens. */
  authSecret: string;
  https: boolean;
  writeHealth: WriteHealth;
  marketData: MarketDataService;
  /** Each client's share of upstream calls, its own symbols first (decision 015). */
  marketAccess: ClientLimit;
  /** Who is signed in on a live-stream upgrade (tests may stand in for the session). */
  resolveLiveUser(request: FastifyRequest): Promise<LiveUser | null>;
  userEvents: UserEventBus;
  /** What a feature that keeps user data writes with: db, symbol check, events on commit. */
  userData: UserDataDeps;
  mailer: Mailer;
  /** Sends in the background: the request does not wait for the mail server. */
  sendMail(message: MailMessage): void;
  passwordHasher: PasswordHasher;
  /** false: routes only, no engines or jobs (the test kit's default for most files). */
  backgroundJobs: boolean;
  /** The account export and deletion, over every feature's part. */
  accountData: AccountData;
}
