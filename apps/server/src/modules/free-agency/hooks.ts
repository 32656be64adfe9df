import type { ContractPlayerRow } from '../contracts/api';

// Where free agency meets re-signing talks (docs/decisions/044, 045).

/** Whether an expiring player stays: he signed an extension that starts next season (the summer applies it). */
export const keepsHisTeam = (row: ContractPlayerRow): boolean => row.extension_years !== null;

/**
 * The qualifying offer a restricted free agent's team tendered, which he signs when free agency opens
 * (one season, as an extension the summer applies); null when none was. Rinkside has no offer sheets or
 * arbitration, so a tendered player does not test the market.
 */
export const qualifyingOfferOf = (row: ContractPlayerRow): number | null => row.qualifying_offer;
