export * from './league-import-plan';
export * from './zengm-file-schema';
export * from './zengm-file-checks';
export * from './zengm-ratings';
export * from './zengm-positions';
export * from './zengm-players';
export * from './zengm-league';
export * from './zengm-warnings';
