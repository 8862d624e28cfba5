import { PackageForm } from '../common/components/package-form';

export { loader } from './loader';

/** A new package. */
export function Component() {
  return <PackageForm />;
}
