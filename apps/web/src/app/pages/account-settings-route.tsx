import { useNavigate } from 'react-router';
import { AccountSettingsPage } from '../../features/account/account-settings-page';
import { useAuth } from '../../features/auth/auth-context';
import { FORCE_LOGOUT_KEY } from '../../lib/http';
import { notifyInfo } from '../../lib/notify';

/** /settings; once the account is deleted, this tab and the others sign out and go to the root. */
export function AccountSettingsRoute() {
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  const onAccountDeleted = () => {
    try {
      // Other tabs see this as a storage event and leave (SPEC §2).
      localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
    } catch {
      // Storage can be unavailable (private mode): other tabs find the session ended on their next call.
    }
    clearSession(() => void navigate('/', { replace: true }));
    notifyInfo('Your account has been deleted.', 'Account deleted');
  };
  return <AccountSettingsPage onAccountDeleted={onAccountDeleted} />;
}
