// The composite ratings and the overall live in the domain (one formula for the engine, player generation
// and league-file imports); the engine keeps reading them from here.
export {
  defenseOf,
  goaltendingOf,
  handsOf,
  offenseOf,
  overallOf,
  shootingOf,
  skatingOf,
} from '@rinkside/domain';
