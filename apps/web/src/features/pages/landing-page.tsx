import {
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { IconArrowDown, IconArrowRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { FEATURE_BLURBS } from './feature-blurbs';

const seasonSteps = [
  { title: 'Build your league', text: 'Start a league, invite other GMs and give every team a manager.' },
  {
    title: 'Shape your roster',
    text: 'Set your forward lines, defense pairs and goalies, and order your depth chart.',
  },
  {
    title: 'Watch it play out',
    text: 'Games simulate at their start time. Follow them live or read the box score later.',
  },
];

/** SPEC §1 landing: hero, 'Get Started' to /register, 'Learn More' to the features below. */
export function LandingPage() {
  const theme = useMantineTheme();
  const featuresHeading = useRef<HTMLHeadingElement>(null);

  const learnMore = () => {
    const heading = featuresHeading.current;
    if (!heading) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <Box style={{ background: theme.other.brandGradient as string }} c="white" py={{ base: 64, sm: 112 }}>
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.05}>
              Welcome to Rinkside!
            </Title>
            <Text fz={{ base: 'lg', sm: 22 }} maw={640} opacity={0.92}>
              Trade, draft and compete against other GMs in a custom hockey league, where every game is
              simulated and every decision is yours.
            </Text>
            <Group justify="center" gap="md" mt="sm">
              <Button
                component={Link}
                to="/register"
                size="lg"
                color="goal"
                rightSection={<IconArrowRight size={20} aria-hidden />}
              >
                Get Started
              </Button>
              <Button
                size="lg"
                variant="white"
                color="navy"
                onClick={learnMore}
                rightSection={<IconArrowDown size={20} aria-hidden />}
              >
                Learn More
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container
        size="lg"
        py={{ base: 48, sm: 80 }}
        component="section"
        id="features"
        aria-labelledby="features-title"
      >
        <Stack gap="xl">
          <Stack gap={6} ta="center" align="center">
            <Title
              order={2}
              id="features-title"
              ref={featuresHeading}
              tabIndex={-1}
              style={{ scrollMarginTop: 80 }}
            >
              Everything a front office needs
            </Title>
            <Text c="dimmed" maw={560}>
              Rinkside is built for leagues of friends and strangers who want to run a team together.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURE_BLURBS.map(({ title, description, icon: Icon }) => (
              <Stack key={title} gap="xs">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {title}
                </Title>
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Box
        bg="var(--mantine-color-default-hover)"
        py={{ base: 48, sm: 72 }}
        component="section"
        aria-labelledby="season-title"
      >
        <Container size="lg">
          <Title order={2} id="season-title" ta="center" mb="xl">
            How a season works
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {seasonSteps.map((step, index) => (
              <Group key={step.title} align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={40} radius="xl" color="navy">
                  <Text fw={800}>{index + 1}</Text>
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg">
                    {step.title}
                  </Title>
                  <Text c="dimmed" size="sm" mt={4}>
                    {step.text}
                  </Text>
                </div>
              </Group>
            ))}
          </SimpleGrid>
          <Group justify="center" mt="xl">
            <Button component={Link} to="/how-to" variant="light">
              Read the how-to guide
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}
