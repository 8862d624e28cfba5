import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { storage } from '@/lib/storage';

export function logout(): Promise<unknown> {
  return http.post('/authentication/Logout', {
    body: { AccessToken: storage.get('userToken') ?? '' },
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
