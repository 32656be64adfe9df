import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { FEATURE_BLURBS } from '../../features/pages/feature-blurbs';
import classes from './header.module.css';

// Space kept between the panel and the window's edges when the button sits near one.
const EDGE = 8;

/**
 * SPEC §2 header FEATURES dropdown with its six blurbs. A disclosure of our own rather than Mantine's Menu:
 * the blurbs are text, not commands, and Menu brings floating-ui into every visitor's first download.
 */
export function FeaturesMenu() {
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Closes on Escape (focus back on the button) and on a press anywhere outside.
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened]);

  // Centred under the button by CSS; nudged back inside the window when that would cut it off.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!opened || !panel) return;
    panel.style.removeProperty('--features-shift');
    const { left, right } = panel.getBoundingClientRect();
    const overflowRight = right - (document.documentElement.clientWidth - EDGE);
    const shift = left < EDGE ? EDGE - left : overflowRight > 0 ? -overflowRight : 0;
    if (shift !== 0) panel.style.setProperty('--features-shift', `${shift}px`);
  }, [opened]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpened(false);
  };

  return (
    <div ref={rootRef} className={classes.features} onBlur={closeWhenFocusLeaves}>
      <UnstyledButton
        ref={buttonRef}
        className={classes.link}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((was) => !was)}
      >
        FEATURES
        <IconChevronDown size={14} aria-hidden className={classes.chevron} />
      </UnstyledButton>
      <div ref={panelRef} id={panelId} className={classes.featuresPanel} hidden={!opened}>
        <ul className={classes.featuresList}>
          {FEATURE_BLURBS.map(({ title, description, icon: Icon }) => (
            <li key={title} className={classes.feature}>
              <ThemeIcon size={34} variant="light" radius="md">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
              <div>
                <Text size="sm" fw={600}>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {description}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
