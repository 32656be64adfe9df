// The season's opening (docs/decisions/076): what the league clock, its advances and the game scheduler
// ask before the regular season's first games are played.
export { openingHeld, openingHoldsGames, refuseHeldOpening } from './service';
