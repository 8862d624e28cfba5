import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OperatorRole } from '@crm/contract/operator-auth';

/*
 * Console sign-ins for browser journeys, through the real API: the demo's owner and cashier as
 * the demo banner prints them (GET /dev/console-sign-ins), and any other operator made by the
 * owner on the team screen's call, with the one-time password it answers.
 *
 *   const owner = await demoSignIn(request, 'owner');
 *   const manager = await newOperator(request, owner, 'manager', ['siam']);
 *   await signIn(page, owner);
 */
const API = '/api/v1.0';
export const BRAND_REF = 'demo';

export interface ConsoleSignIn {
  login: string;
  password: string;
}

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function data<T>(response: Answer): Promise<T> {
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function demoSignIn(
  request: APIRequestContext,
  role: 'owner' | 'cashier',
): Promise<ConsoleSignIn> {
  const { sign_ins } = await data<{
    sign_ins: { role: OperatorRole; login: string; password: string | null }[];
  }>(await request.get(`${API}/dev/console-sign-ins?brandRef=${BRAND_REF}`));
  const entry = sign_ins.find((candidate) => candidate.role === role);
  if (!entry?.password) throw new Error(`The demo has no ${role} with a printed password`);
  return { login: entry.login, password: entry.password };
}

/** A token of the operator's own session, for calls a test makes beside the browser. */
export async function apiToken(request: APIRequestContext, who: ConsoleSignIn): Promise<string> {
  const answer = await data<{ access_token: string }>(
    await request.post(`${API}/operator/login`, { data: who }),
  );
  return answer.access_token;
}

/** An operator the owner adds to the team, signing in with the one-time password. */
export async function newOperator(
  request: APIRequestContext,
  owner: ConsoleSignIn,
  role: OperatorRole,
  branchRefs: string[],
): Promise<ConsoleSignIn> {
  const token = await apiToken(request, owner);
  const login = `e2e.${role}.${Date.now().toString(36)}`;
  const answer = await data<{ one_time_password: string }>(
    await request.post(`${API}/operator/team/operators`, {
      headers: { authorization: `Bearer ${token}` },
      data: { login, name: `ทดสอบ ${role}`, role, branch_refs: branchRefs },
    }),
  );
  await request.post(`${API}/operator/logout`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { login, password: answer.one_time_password };
}

/** Types the login and password on the sign-in page the browser shows, and signs in. */
export async function signIn(page: Page, who: ConsoleSignIn): Promise<void> {
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(who.login);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
}
