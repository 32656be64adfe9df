import { useLinkedIdentities } from '../api/get-linked-identities';
import { ChangePasswordSection } from './change-password-section';
import { SetPasswordSection } from './set-password-section';

/** Change password; for an account known to sign in through a provider only, Set a password. */
export function PasswordSection() {
  const identities = useLinkedIdentities();
  return identities.data?.hasPassword === false ? <SetPasswordSection /> : <ChangePasswordSection />;
}
