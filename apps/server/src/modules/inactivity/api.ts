// A GM's seat watched for inactivity: forgotten as he leaves it.
export { forgetSeat } from './repo';
