import { http } from '@/lib/http';
import { endSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/**
 * POST /authentication/Logout, then the device forgets the member (spec 4, Login state). Resolves
 * to the LINE login page of the brand, where the member goes next (spec 2.9).
 */
export async function logout(): Promise<string> {
  await http.post('/authentication/Logout', {
    body: { AccessToken: storage.get('userToken') ?? '' },
  });
  return endSession('everything');
}
