export * from './rink';
export * from './expected-goals';
export * from './game-analytics';
export * from './game-story';
