import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useApply } from './api/apply';

// SPEC §8
export const APPLY_FAILED = 'Failed to apply for recruitment.';
export const APPLY_FAILED_FALLBACK = 'Failed to apply.';

/**
 * SPEC §2/§4: /league/{leagueId}/team/{teamId}/{recruitmentId}/apply applies once, then goes to
 * /recruitments; on failure to /recruitments?error={server message, else error message, else fallback}.
 */
export function ApplyPage() {
  const { leagueId = '', teamId = '', recruitmentId = '' } = useParams();
  const navigate = useNavigate();
  const { mutate } = useApply();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(
      { leagueId, teamId, recruitmentId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, 'Application sent');
          void navigate('/recruitments', { replace: true });
        },
        onError: (error) => {
          notifyError(APPLY_FAILED);
          // ApiRequestError's message is the server's own message when it sent one.
          const reason = error.message || APPLY_FAILED_FALLBACK;
          void navigate(`/recruitments?error=${encodeURIComponent(reason)}`, { replace: true });
        },
      },
    );
  }, [leagueId, teamId, recruitmentId, mutate, navigate]);

  return (
    <Center mih="50dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">Applying for recruitment...</Text>
      </Stack>
    </Center>
  );
}
