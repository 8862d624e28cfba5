import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { operatorLoginRequest, type OperatorLoginRequest } from '@crm/contract/operator-auth';

export type SignInValues = z.input<typeof operatorLoginRequest>;
export interface SignInContext {
  /** The account turned the authenticator on: the code is asked for and required. */
  totpNeeded: boolean;
}
type SignInResolver = Resolver<SignInValues, SignInContext, OperatorLoginRequest>;

const withoutTotp: SignInResolver = zodResolver(operatorLoginRequest);
// The same request with the code required: what it accepts is a login request too.
const withTotp = zodResolver(
  operatorLoginRequest.required({ totp: true }),
) as unknown as SignInResolver;

/** The contract's login request, with the code required once the API asked for it. */
export const signInResolver: SignInResolver = (values, context, options) =>
  context?.totpNeeded
    ? withTotp(values, context, options)
    : withoutTotp({ ...values, totp: undefined }, context, options);
