import type { Config } from './config';
import type { DemoSignIn } from './modules/operators/demo-sign-ins';

/*
 * Two ways to run. Without NODE_ENV=production the product is a demo that needs nothing set up:
 * text messages go to the log and a development outbox, LINE messages to another while a brand
 * has no LINE channel, LINE Login goes through a built-in provider, development endpoints answer. In production every stand-in is off, so a
 * configuration that could not deliver a sign-in code is refused before the server starts.
 */

export const isDemo = (config: Config) => config.NODE_ENV !== 'production';

/** What stops a production start, each as a sentence for the operator; empty when none. */
export function productionProblems(config: Config): string[] {
  if (isDemo(config)) return [];
  const problems: string[] = [];
  if (config.SMS_PROVIDER === 'log') {
    problems.push(
      'Members could not receive sign-in codes: SMS_PROVIDER is "log". Set SMS_PROVIDER=thaibulksms ' +
        'with SMS_API_KEY, SMS_API_SECRET and SMS_SENDER.',
    );
  }
  if (config.DATABASE_URL && !config.JWT_SECRET) {
    problems.push(
      'JWT_SECRET (32 characters or more) must be set with DATABASE_URL, so that every API ' +
        'process signs and accepts the same tokens.',
    );
  }
  if (!config.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL must be set: it is the address in text messages and the LINE Login redirect.',
    );
  }
  return problems;
}

/** The lines printed when a demo starts: what stands in for what, and where to find it. */
export function demoBanner(origin: string, brandRef: string): string {
  return [
    '',
    `  Demo mode (NODE_ENV is not production): nothing is sent to members.`,
    `    Sign-in codes (SMS)  printed here as they are sent, and at ${origin}/api/v1.0/dev/sms-outbox?brandRef=${brandRef}`,
    `    LINE messages        kept, not pushed, while the brand has no LINE channel: ${origin}/api/v1.0/dev/line-outbox?brandRef=${brandRef}`,
    '    LINE Login           a built-in stand-in provider: type any display name',
    `    Bill codes           printed below; more with POST ${origin}/api/v1.0/dev/scan-codes`,
    '',
    `  Open ${origin}/?brandRef=${brandRef}`,
    '',
  ].join('\n');
}

/** The console's address and the demo team's sign-ins, printed at every demo start. */
export function consoleBanner(origin: string, signIns: DemoSignIn[]): string {
  const width = Math.max(0, ...signIns.map((signIn) => signIn.role.length)) + 2;
  return [
    '',
    `  Console  ${origin}/console`,
    ...signIns.map(
      ({ role, login, password }) =>
        `    ${role.padEnd(width)}${login} / ${password ?? '(changed since; reset it in the console)'}`,
    ),
    '',
    '',
  ].join('\n');
}
