// Accounts: found by id or by login, whether one is deleted, and the row they are read as.
export { findUserById, findUserByLogin, isDeletedUser, type UserRow } from './repo';
// A new account from a sign-in provider: which fields are taken, the account written, its email verified.
export { findTakenFields, insertUser, markEmailVerified } from './repo';
