import { http } from '@/lib/http';

/*
 * The PIN calls of the signed-in member. Failures are shown on the PIN screen itself (silent),
 * since a wrong PIN is an answer to show beside the keypad, not an error dialog.
 */

/** Checks the current PIN (bearer). */
export function validatePin(pin: string) {
  return http.post<{ is_valid: true }>('/CustomerAccount/ValidatePassword', {
    body: { Pin: pin },
    silent: true,
  });
}

/** Changes the PIN (bearer); the member's other sessions end. */
export function resetPin(oldPin: string, newPin: string) {
  return http.post<{ is_changed: true }>('/CustomerAccount/ResetPassword', {
    body: { Old_Pin: oldPin, New_Pin: newPin },
    silent: true,
  });
}
