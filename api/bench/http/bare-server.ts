/**
 * The yardsticks, in a process of their own: for the API's member reads, a bare Fastify route
 * doing one PostgreSQL query (a member by primary key) through a pg pool as large as the API's;
 * for its write bursts, a bare Fastify route that answers a posted bill at once.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { defaultPoolSettings } from '../../src/db/client';

const memberId = Number(process.env.BENCH_MEMBER_ID);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX ?? defaultPoolSettings.max),
});
const app = Fastify();
app.get('/member', async () => {
  const { rows } = await pool.query<{ id: number; point_balance: number }>(
    'select id, point_balance from members where id = $1',
    [memberId],
  );
  return rows[0];
});
app.post('/earn', async (request) => ({ data: { received: request.body } }));
app.addHook('onClose', async () => pool.end());
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.once('disconnect', () => void app.close().then(() => process.exit(0)));
