import { MantineProvider } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamLogo } from './team-logo';

const toronto = { abbreviation: 'TOR', colors: ['#00205B', '#FFFFFF'] as const };

const renderLogo = (baseUrl: string | null) =>
  render(
    <MantineProvider>
      <TeamLogo baseUrl={baseUrl} {...toronto} size={24} />
    </MantineProvider>,
  );

const images = (container: HTMLElement) => [...container.querySelectorAll('img')];
const svgOf = (img: HTMLImageElement) => decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1));

describe('TeamLogo', () => {
  it('draws the generated crest alone, with no request, when no logo host is set', () => {
    const { container } = renderLogo(null);
    const [crest, ...others] = images(container);
    expect(others).toHaveLength(0);
    expect(crest?.src).toMatch(/^data:image\/svg\+xml/);
    expect(crest?.getAttribute('width')).toBe('24');
    const svg = svgOf(crest as HTMLImageElement);
    expect(svg).toContain('>TOR</text>');
    expect(svg).toContain('fill="#00205B"');
  });

  it("loads the operator's logo when a host is set, with the crest until it loads and after it fails", () => {
    const { container } = renderLogo('https://logos.example.com/svg/');
    const hosted = images(container).find((img) => img.src.startsWith('https:'));
    expect(hosted?.src).toBe('https://logos.example.com/svg/TOR_light.svg');
    expect(images(container).filter((img) => img.src.startsWith('data:'))).toHaveLength(1);

    fireEvent.error(hosted as HTMLImageElement);
    expect(images(container).map((img) => img.src.slice(0, 5))).toEqual(['data:']);
  });

  it('drops the crest once the hosted logo has loaded', () => {
    const { container } = renderLogo('/logos');
    const hosted = images(container).find((img) => !img.src.startsWith('data:'));
    fireEvent.load(hosted as HTMLImageElement);
    expect(images(container)).toEqual([hosted]);
  });
});
