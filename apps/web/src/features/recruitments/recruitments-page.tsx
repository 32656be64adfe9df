import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconUserSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useApplications } from './api/get-applications';
import { useRecruitments } from './api/get-recruitments';
import { RecruitmentCard, RecruitmentCardSkeleton } from './components/recruitment-card';

const grid = { base: 1, sm: 2, lg: 3 } as const;
const SKELETON_COUNT = 6;

/** SPEC §2 Recruitments (/recruitments), with the apply route's ?error= from a failed application. */
export function RecruitmentsPage() {
  const recruitments = useRecruitments();
  // Without the applications every card offers 'Apply Now'; the server still refuses a second one.
  const applications = useApplications();
  const [params, setParams] = useSearchParams();
  const applyError = params.get('error');
  const statusOf = (recruitmentId: number) =>
    applications.data?.find((a) => a.recruitmentId === recruitmentId)?.status;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Open Recruitments
          </Title>
          <Text c="dimmed" mt={4}>
            Teams looking for a general manager. Apply, and the league's commissioner decides.
          </Text>
        </div>

        {applyError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title="Application not sent"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setParams({}, { replace: true })}
          >
            {applyError}
          </Alert>
        )}

        {recruitments.isPending && (
          <SimpleGrid cols={grid} spacing="md" aria-busy="true" aria-label="Loading recruitments">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <RecruitmentCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        )}

        {recruitments.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to Load Recruitments">
            <Text size="sm">{errorMessage(recruitments.error, FETCH_FAILED_MESSAGE)}</Text>
            <Button
              mt="sm"
              size="xs"
              color="red"
              variant="light"
              loading={recruitments.isFetching}
              onClick={() => void recruitments.refetch()}
            >
              Try Again
            </Button>
          </Alert>
        )}

        {recruitments.isSuccess && recruitments.data.length === 0 && (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconUserSearch size={30} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="xl">
                No open recruitments available
              </Title>
              <Text c="dimmed">Check back later for new opportunities!</Text>
            </Stack>
          </Paper>
        )}

        {recruitments.isSuccess && recruitments.data.length > 0 && (
          <SimpleGrid cols={grid} spacing="md">
            {recruitments.data.map((recruitment) => (
              <RecruitmentCard
                key={recruitment.id}
                recruitment={recruitment}
                status={statusOf(recruitment.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
