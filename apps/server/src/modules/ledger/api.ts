// The ledger: the one writer of a player's team, status and contract, of a pick's owner and of the
// transaction log (docs/decisions/070). Other modules import it from here only.
export { setContract, setContracts, type ContractSet } from './contracts';
export { clearOffseasonTerms, setSeasonTerms } from './player-repo';
export { movePlayer, movePlayers, type MoveOptions, type MoveResult, type PlayerMove } from './move-player';
export { setPickOwner } from './pick-owner-repo';
export {
  LEDGER_PLAYER_COLUMNS,
  type ContractChange,
  type LedgerPlayerColumn,
  type PlayerGuard,
  type WhenBeaten,
} from './player-columns';
export { clearLineupAfterMending, keepRostersConsistent } from './roster-upkeep';
export { recordTransaction, type LogLine } from './transactions-repo';
