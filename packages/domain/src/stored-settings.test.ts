import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableOr, storedSettingsReader, StoredSettingsError } from './stored-settings';

const schema = z.object({ hours: z.number().int().min(1).max(48), review: z.enum(['none', 'vote']) });
type Settings = z.infer<typeof schema>;
const defaults: Settings = { hours: 24, review: 'none' };
const over = storedSettingsReader<Settings>({ area: 'trade', schema, defaults, overDefaults: true });
const whole = storedSettingsReader<Settings>({ area: 'playoff', schema, defaults, overDefaults: false });

describe('stored league settings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(over(null)).toEqual(defaults);
    expect(over(undefined)).toEqual(defaults);
    expect(over('')).toEqual(defaults);
  });

  it('reads stored settings over the defaults, so a setting added later takes its default', () => {
    expect(over('{"hours":6}')).toEqual({ hours: 6, review: 'none' });
    expect(over('{"hours":6,"review":"vote"}')).toEqual({ hours: 6, review: 'vote' });
  });

  it('refuses a stored value out of range, naming the setting, instead of playing by the defaults', () => {
    expect(() => over('{"hours":99}')).toThrow(StoredSettingsError);
    expect(() => over('{"hours":99}')).toThrow(/stored trade settings do not read \(hours: /);
    expect(() => over('{"review":"sometimes"}')).toThrow(/review: /);
  });

  it('refuses text that is not JSON', () => {
    expect(() => over('{hours: 6')).toThrow('the stored text is not JSON');
  });

  it('reads a whole-set area without the defaults: a missing setting is an error', () => {
    expect(whole('{"hours":6,"review":"vote"}')).toEqual({ hours: 6, review: 'vote' });
    expect(() => whole('{"hours":6}')).toThrow(/stored playoff settings do not read \(review: /);
  });

  it('parses each stored text once and shares the frozen result', () => {
    const first = over('{"hours":12}');
    expect(over('{"hours":12}')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('falls back only where unreadable settings are being replaced', () => {
    expect(readableOr(over, '{"hours":99}', defaults)).toBe(defaults);
    expect(readableOr(over, '{"hours":3}', defaults)).toEqual({ hours: 3, review: 'none' });
  });
});
