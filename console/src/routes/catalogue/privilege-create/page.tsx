import { PrivilegeForm } from '../common/components/privilege-form';

export { loader } from './loader';

/** A new privilege. */
export function Component() {
  return <PrivilegeForm />;
}
