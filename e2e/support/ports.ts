export const E2E = {
  appPort: Number(process.env.E2E_APP_PORT ?? 3210),
  mailSmtpPort: 2526,
  mailHttpPort: 2527,
} as const;
