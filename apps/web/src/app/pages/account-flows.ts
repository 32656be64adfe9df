// The pages a mailed link or a provider's sign-in leads to, each visited once in a while: one chunk for
// all, so the entry names one file and one preload list for them, not six (issue 12's landing budget).
export { ForgotPasswordPage } from '../../features/auth/forgot-password-page';
export { ResetPasswordPage } from '../../features/auth/reset-password-page';
export { LinkAccountPage } from '../../features/auth/link-account-page';
export { ChooseUsernamePage } from '../../features/auth/choose-username-page';
export { ConfirmEmailPage, ConfirmEmailSignedOutPage } from '../../features/account/confirm-email-page';
