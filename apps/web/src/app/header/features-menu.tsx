import { Box, Menu, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { FEATURE_BLURBS } from '../../features/pages/feature-blurbs';
import classes from './header.module.css';

/** SPEC §2 header FEATURES dropdown with its six blurbs. */
export function FeaturesMenu() {
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={120}
      width={600}
      position="bottom"
      shadow="md"
      radius="md"
    >
      <Menu.Target>
        <UnstyledButton className={classes.link}>
          FEATURES
          <IconChevronDown size={14} aria-hidden style={{ marginLeft: 4 }} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown p="sm">
        <SimpleGrid cols={2} spacing={4}>
          {FEATURE_BLURBS.map(({ title, description, icon: Icon }) => (
            <Menu.Item
              key={title}
              leftSection={
                <ThemeIcon size={34} variant="light" radius="md">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
              }
              style={{ alignItems: 'flex-start' }}
            >
              <Box>
                <Text size="sm" fw={600}>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {description}
                </Text>
              </Box>
            </Menu.Item>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
