// A team's life between games: who dresses, who starts in goal, who is hurt.
export {};
