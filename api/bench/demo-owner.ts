import type { FastifyInstance } from 'fastify';

/** The demo brand's owner signed in, as the dev banner prints them: their bearer header. */
export async function demoOwnerHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const signIns = await app.inject({ url: '/api/v1.0/dev/console-sign-ins?brandRef=demo' });
  const owner = signIns
    .json<{ data: { sign_ins: { role: string; login: string; password: string }[] } }>()
    .data.sign_ins.find((entry) => entry.role === 'owner');
  if (!owner) throw new Error('the demo brand has no owner with a printed password');
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1.0/operator/login',
    payload: { login: owner.login, password: owner.password },
  });
  const { access_token: token } = login.json<{ data: { access_token: string } }>().data;
  return { authorization: `Bearer ${token}` };
}
