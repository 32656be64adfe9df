import { getPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { startDatabaseThread } from '../../../db/thread-database';
import { storeDueGames } from '../due-games-batch';
import { SimulationPool } from '../simulation-pool/simulation-pool';
import type { BatchAnswer, BatchAsk, BatchThreadData } from './batch-messages';
import { errorForThread } from '../../../lib/thread-errors';

/** Connections the batch thread opens on PostgreSQL: one per batch the process stores at once, and one more. */
const PG_CONNECTIONS = 3;

const data = workerData as BatchThreadData;
const { port, database } = startDatabaseThread(data, {
  pgConnections: PG_CONNECTIONS,
  ...(data.writeTurn ? { backgroundOf: data.writeTurn } : {}),
});
// Games play here, in this thread: it is the one the main thread gave them to.
const simulation = new SimulationPool({ threads: 0, log: console });

async function store(ask: BatchAsk): Promise<BatchAnswer> {
  try {
    const run = await storeDueGames(
      { database, simulation, now: () => new Date(ask.now), requests: null },
      {
        until: new Date(ask.until),
        limit: ask.limit,
        background: true,
        ...(ask.leagueId === null ? {} : { leagueId: ask.leagueId }),
        ...(ask.gameId === null ? {} : { gameId: ask.gameId }),
        ...(ask.handOverAfterMs === null ? {} : { handOverAfterMs: ask.handOverAfterMs }),
      },
    );
    return { id: ask.id, niceness: getPriority(), run };
  } catch (error) {
    return { id: ask.id, niceness: getPriority(), error: errorForThread(error) };
  }
}

port.on('message', (ask: BatchAsk) => {
  void store(ask).then((answer) => port.postMessage(answer));
});
