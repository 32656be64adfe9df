// A team's recruitments of a GM: the open one, and closing them with their pending applications when
// the seat is filled or the account goes.
export {
  closeRecruitmentsOfTeam,
  declinePendingOfTeam,
  findOpenRecruitmentOfTeam,
  withdrawPendingOfUserInLeague,
} from './repo';
