import {
  contractSettingsSchema,
  NHL_CONTRACT_SETTINGS,
  storedSettingsReader,
  type ContractSettings,
} from '@rinkside/domain';

/**
 * A league's contract rules: its stored settings over the NHL's, so a setting added after they were saved
 * takes its default; the NHL's when it has none (docs/decisions/043). Stored settings that do not read are
 * a StoredSettingsError, never quietly the NHL's (docs/decisions/071).
 */
export const contractSettingsOf = storedSettingsReader<ContractSettings>({
  area: 'contract',
  schema: contractSettingsSchema,
  defaults: NHL_CONTRACT_SETTINGS,
  overDefaults: true,
});
