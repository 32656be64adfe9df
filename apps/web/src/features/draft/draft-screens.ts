// The draft screens load as one chunk: a GM in the room opens the class and the lottery next
// (docs/decisions/014).
export { DraftRoomPage } from './draft-room-page';
export { DraftProspectsPage } from './draft-prospects-page';
export { DraftLotteryPage } from './draft-lottery-page';
