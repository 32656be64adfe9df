export const initials = (username: string) => username.slice(0, 2).toUpperCase();
