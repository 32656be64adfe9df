import { describe, expect, it } from 'vitest';
import { parseRosterFile } from './parse-roster-file';

const file = (name: string, text: string) => new File([text], name);

describe('parseRosterFile', () => {
  it('reads a CSV with a header row, trimming cells and leaving out empty ones', async () => {
    const csv =
      'team,firstName,lastName,position,jerseyNumber\nOslo, Ola ,Nordmann,C,\n\nOslo,Kari,Holm,G,31\n';
    const parsed = await parseRosterFile(file('roster.csv', csv));
    expect(parsed.rows).toEqual([
      { team: 'Oslo', firstName: 'Ola', lastName: 'Nordmann', position: 'C' },
      { team: 'Oslo', firstName: 'Kari', lastName: 'Holm', position: 'G', jerseyNumber: '31' },
    ]);
    expect(parsed.missingColumns).toEqual(['age', 'overall', 'handedness']);
  });

  it('reads a JSON array or an object with players', async () => {
    const row = { team: 'A', firstName: 'B', lastName: 'C', position: 'D' };
    expect((await parseRosterFile(file('r.json', JSON.stringify([row])))).rows).toEqual([row]);
    expect((await parseRosterFile(file('r.json', JSON.stringify({ players: [row] })))).rows).toEqual([row]);
  });

  it('rejects unreadable and empty files with a clear reason', async () => {
    await expect(parseRosterFile(file('r.json', '{oops'))).rejects.toThrow('could not be read');
    await expect(parseRosterFile(file('r.json', '{"a":1}'))).rejects.toThrow('array of player objects');
    await expect(parseRosterFile(file('r.csv', 'team,firstName\n'))).rejects.toThrow('no player rows');
  });
});
