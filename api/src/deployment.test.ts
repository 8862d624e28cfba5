import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { consoleBanner, demoBanner, productionProblems } from './deployment';
import { ConfigurationError, startRuntime } from './runtime';

const base = { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-deploy-')) };
const production = {
  ...base,
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://members.example.co.th',
  SMS_PROVIDER: 'thaibulksms',
  SMS_API_KEY: 'key',
  SMS_API_SECRET: 'secret',
  SMS_SENDER: 'BRAND',
};

describe('Demo and production starts', () => {
  it('runs a demo with nothing configured', () => {
    expect(productionProblems(loadConfig(base))).toEqual([]);
  });

  it('refuses a production start that could not deliver sign-in codes, saying what to set', async () => {
    const config = loadConfig({ ...production, SMS_PROVIDER: 'log' });
    expect(productionProblems(config)).toEqual([expect.stringMatching(/SMS_PROVIDER=thaibulksms/)]);
    const start = startRuntime(config);
    await expect(start).rejects.toThrow(ConfigurationError);
    await expect(start).rejects.toThrow(/sign-in codes/);
  });

  it('asks production for its public address and, with PostgreSQL, a shared signing key', () => {
    expect(productionProblems(loadConfig({ ...production, PUBLIC_URL: undefined }))).toEqual([
      expect.stringMatching(/PUBLIC_URL/),
    ]);
    expect(
      productionProblems(loadConfig({ ...production, DATABASE_URL: 'postgres://db/crm' })),
    ).toEqual([expect.stringMatching(/JWT_SECRET/)]);
    expect(productionProblems(loadConfig(production))).toEqual([]);
  });

  it('names where a demo keeps the text and LINE messages it does not send', () => {
    const lines = demoBanner('http://localhost:8080', 'demo').split('\n');
    const sms = lines.find((line) => line.includes('/dev/sms-outbox'));
    const line = lines.find((line) => line.includes('/dev/line-outbox'));
    expect(sms).toContain('http://localhost:8080/api/v1.0/dev/sms-outbox?brandRef=demo');
    expect(line).toContain('http://localhost:8080/api/v1.0/dev/line-outbox?brandRef=demo');
    expect(lines.indexOf(line!)).toBe(lines.indexOf(sms!) + 1);
  });

  it("prints the console's address and the demo team's sign-ins in one fixed shape", () => {
    const banner = consoleBanner('http://localhost:8080', [
      { role: 'owner', login: 'demo.owner', password: 'Xk7pQ-m2Nfa-9wRte' },
      { role: 'cashier', login: 'demo.cashier', password: null },
    ]);
    expect(banner.split('\n')).toEqual([
      '',
      '  Console  http://localhost:8080/console',
      '    owner    demo.owner / Xk7pQ-m2Nfa-9wRte',
      '    cashier  demo.cashier / (changed since; reset it in the console)',
      '',
      '',
    ]);
  });
});
