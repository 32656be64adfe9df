import { IconBrandDiscord, IconBrandGoogle, IconKey } from '@tabler/icons-react';

/** The mark of a sign-in provider: Google's and Discord's own, a key for any other. */
export function ProviderIcon({ provider, size = 18 }: { provider: string; size?: number }) {
  const Icon = provider === 'google' ? IconBrandGoogle : provider === 'discord' ? IconBrandDiscord : IconKey;
  return <Icon size={size} aria-hidden />;
}
