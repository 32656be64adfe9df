import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface QueryErrorAlertProps {
  title: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: red alert with the spec's title, the reason, and 'Try Again'. */
export function QueryErrorAlert({ title, message, onRetry, retrying }: QueryErrorAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title}>
      <Text size="sm">{message}</Text>
      {onRetry && (
        <Button mt="sm" size="xs" color="red" variant="light" loading={retrying} onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Alert>
  );
}
