export * from './trade-settings';
export * from './trade-api';
export * from './trade-value';
export * from './trade-decision';
export * from './trade-words';
export * from './ai-proposal';
export * from './trade-assets';
export * from './trade-status';
