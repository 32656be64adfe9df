import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareRadar, namesInWords } from './compare-radar';

const axes = [
  { key: 'skating', label: 'Skating' },
  { key: 'puckSkills', label: 'Puck Skills' },
  { key: 'scoring', label: 'Scoring' },
  { key: 'defense', label: 'Defense' },
];
const series = [
  { id: 7, name: 'Ada Lind', color: 'blue', dash: '', values: [99, 50, 0, 50] },
  { id: 9, name: 'Bo Berg', color: 'orange', dash: '6 3', values: [60, 70, 80, 90] },
  { id: 3, name: 'Cy Holm', color: 'teal', dash: '2 3', values: [10, 20, 30, 40] },
];

/** The polygon vertices of a player's outline, as numbers. */
const vertices = (svg: Element, id: number) =>
  (svg.querySelector(`polygon[data-player="${id}"]`)?.getAttribute('points') ?? '')
    .split(' ')
    .map((pair) => pair.split(',').map(Number) as [number, number]);

describe('CompareRadar', () => {
  it('is an image named by its title and every player compared', () => {
    render(<CompareRadar title="Skater ratings" axes={axes} series={series} />);
    const svg = screen.getByRole('img', { name: 'Skater ratings: Ada Lind, Bo Berg and Cy Holm' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    // Its description reads each player's value on each axis: the chart without the eyes.
    expect(svg).toHaveAccessibleDescription(/Ada Lind: Skating 99, Puck Skills 50, Scoring 0, Defense 50/);
    expect(svg).toHaveAccessibleDescription(/Cy Holm: Skating 10, Puck Skills 20, Scoring 30, Defense 40/);
    for (const axis of axes) expect(svg).toHaveTextContent(axis.label);
  });

  it("draws each player's outline with a point on each axis, farther out for a higher rating", () => {
    render(<CompareRadar title="Skater ratings" axes={axes} series={series} />);
    const svg = screen.getByRole('img');
    const ada = vertices(svg, 7);
    expect(ada).toHaveLength(4);
    const [centreX, centreY] = [210, 160];
    const distance = ([x, y]: [number, number]) => Math.hypot(x - centreX, y - centreY);
    // 99 on the first axis, straight up at the full radius; 0 on the third, at the centre.
    expect(ada[0]?.[0]).toBeCloseTo(centreX, 0);
    expect(ada[0]?.[1]).toBeLessThan(centreY);
    expect(distance(ada[0] ?? [0, 0])).toBeCloseTo(108, 0);
    expect(distance(ada[2] ?? [0, 0])).toBeCloseTo(0, 0);
    // On the last axis Bo's 90 lies farther out than Ada's 50, Ada's farther than Cy's 40.
    const bo = vertices(svg, 9);
    const cy = vertices(svg, 3);
    expect(distance(bo[3] ?? [0, 0])).toBeGreaterThan(distance(ada[3] ?? [0, 0]));
    expect(distance(ada[3] ?? [0, 0])).toBeGreaterThan(distance(cy[3] ?? [0, 0]));
    expect(svg.querySelector('polygon[data-player="9"]')).toHaveAttribute('stroke-dasharray', '6 3');
  });

  it('names one player alone, two with "and"', () => {
    expect(namesInWords(['Ada Lind'])).toBe('Ada Lind');
    expect(namesInWords(['Ada Lind', 'Bo Berg'])).toBe('Ada Lind and Bo Berg');
  });
});
