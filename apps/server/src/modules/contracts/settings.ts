import { contractSettingsSchema, NHL_CONTRACT_SETTINGS, type ContractSettings } from '@rinkside/domain';

/**
 * A league's contract rules: its stored settings over the NHL's, so a setting added after they were saved
 * takes its default; the NHL's when it has none or they no longer read (docs/decisions/043).
 */
export function contractSettingsOf(column: string | null): ContractSettings {
  if (column === null) return NHL_CONTRACT_SETTINGS;
  try {
    const stored = JSON.parse(column) as Partial<ContractSettings>;
    const parsed = contractSettingsSchema.safeParse({ ...NHL_CONTRACT_SETTINGS, ...stored });
    return parsed.success ? parsed.data : NHL_CONTRACT_SETTINGS;
  } catch {
    return NHL_CONTRACT_SETTINGS;
  }
}
