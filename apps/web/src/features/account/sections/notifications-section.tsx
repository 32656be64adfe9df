import { Button } from '@mantine/core';
import { IconBellCog } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SettingsSection } from './settings-section';

/** The notification settings live on their own page. */
export function NotificationsSection() {
  return (
    <SettingsSection
      title="Notifications"
      description="Choose what you are told about in the app and by e-mail, and how often mail comes."
    >
      <div>
        <Button
          component={Link}
          to="/settings/notifications"
          variant="light"
          leftSection={<IconBellCog size={16} aria-hidden />}
        >
          Notification settings
        </Button>
      </div>
    </SettingsSection>
  );
}
