import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@/lib/api/logout';
import { spinner } from './spinner-overlay';

/**
 * Logout as every screen offers it: the spinner shows while the server ends the session (spec 8),
 * then LINE login of the brand. A failure opens the shell's error modal; the member stays in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: logout });
  const signOut = async () => {
    const signIn = await spinner.attempt(() => mutation.mutateAsync());
    if (signIn) void navigate(signIn, { replace: true });
  };
  return { signOut, pending: mutation.isPending };
}
