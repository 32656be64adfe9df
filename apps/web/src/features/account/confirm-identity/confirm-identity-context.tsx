import { REAUTHENTICATION_REQUIRED } from '@rinkside/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useSocialProviders } from '../../../lib/queries/get-social-providers';
import { useLinkedIdentities } from '../api/get-linked-identities';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';

/** Whether a failed change failed only for want of a recent re-authentication. */
export const needsConfirmation = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && error.error === REAUTHENTICATION_REQUIRED;

interface ConfirmIdentity {
  /** Opens "Confirm it's you"; `retry` runs once the password is confirmed (a provider returns to the page). */
  confirmThen: (retry: () => void) => void;
}

const ConfirmIdentityContext = createContext<ConfirmIdentity | null>(null);

export function useConfirmIdentity(): ConfirmIdentity {
  const value = useContext(ConfirmIdentityContext);
  if (!value) throw new Error('useConfirmIdentity needs a ConfirmIdentityProvider');
  return value;
}

/** Around the settings sections: one confirm dialog for all of them. */
export function ConfirmIdentityProvider({ children, returnTo }: { children: ReactNode; returnTo: string }) {
  const identities = useLinkedIdentities();
  const configured = useSocialProviders();
  const [opened, setOpened] = useState(false);
  const retry = useRef<() => void>(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedFrom = searchParams.get('reauthenticated');

  // Back from the provider: say so once, and take the marker out of the address.
  useEffect(() => {
    if (!returnedFrom) return;
    notifySuccess(
      'You can now change your password, e-mail and linked accounts for 10 minutes.',
      'Confirmed',
    );
    setSearchParams(
      (params) => {
        params.delete('reauthenticated');
        return params;
      },
      { replace: true },
    );
  }, [returnedFrom, setSearchParams]);

  const confirmThen = useCallback((next: () => void) => {
    retry.current = next;
    setOpened(true);
  }, []);
  const value = useMemo(() => ({ confirmThen }), [confirmThen]);

  const linked = identities.data?.identities ?? [];
  const providers = (configured.data ?? []).filter((p) => linked.some((i) => i.provider.name === p.name));

  return (
    <ConfirmIdentityContext.Provider value={value}>
      {children}
      <ConfirmIdentityDialog
        opened={opened}
        method={identities.data?.hasPassword === false ? 'provider' : 'password'}
        providers={providers}
        returnTo={returnTo}
        onClose={() => setOpened(false)}
        onConfirmed={() => {
          setOpened(false);
          retry.current?.();
          retry.current = undefined;
        }}
      />
    </ConfirmIdentityContext.Provider>
  );
}
