// bench:host's printout: the numbers beside issue 28's targets. A benchmark prints; it never fails on them.
import { type HostReport, int, ms } from './host-measures';
import { printResources } from './host-resources-report';

function printReads(r: HostReport): void {
  const { options } = r;
  console.log(
    `\nReads: ${options.clients} signed-in clients, each a read then about ${options.thinkMs} ms before the next`,
  );
  console.log('phase                              reads    req/s   p50 ms   p99 ms   max ms   errors');
  const rows: [string, string][] = [
    ['idle (no advance running)', 'idle'],
    [r.simulating.label, r.simulating.phase],
  ];
  for (const [label, phase] of rows) {
    const s = r.reads[phase];
    if (!s) continue;
    const rate = s.seconds > 0 ? s.reads / s.seconds : 0;
    console.log(
      `${label.padEnd(32)} ${int(s.reads).padStart(7)} ${rate.toFixed(0).padStart(8)} ${ms(s.p50)} ${ms(s.p99)} ${ms(s.max)} ${String(s.errors).padStart(8)}`,
    );
  }
  const idle = r.reads.idle;
  const busy = r.reads[r.simulating.phase];
  if (!idle || !busy) return;
  const target =
    options.dialect === 'sqlite' && options.servers === 1 ? '' : ' (the target is for SQLite, one process)';
  console.log(
    `p99 simulating / idle: ${(busy.p99 / idle.p99).toFixed(2)} (target ≤ 2); p99 simulating ${busy.p99.toFixed(1)} ms ` +
      `(target < 100 ms at 200 clients)${target}`,
  );
  console.log('  by call, p50 / p99 ms:   idle               simulating');
  for (const call of idle.byCall) {
    const other = busy.byCall.find((c) => c.call === call.call);
    const pair = (c?: { p50: number; p99: number }) => (c ? `${ms(c.p50)} /${ms(c.p99)}` : '');
    console.log(`  ${call.call.padEnd(22)} ${pair(call)}   ${pair(other)}`);
  }
  const pair = (l?: { p50: number; p99: number }) => (l ? `${ms(l.p50)} /${ms(l.p99)}` : '');
  console.log(
    `  ${'a 404 (no database)'.padEnd(22)} ${pair(r.loop.idle)}   ${pair(r.loop[r.simulating.phase])}` +
      '   <- the wait for the process itself',
  );
  console.log(
    `  ${"the bench's own loop".padEnd(22)} ${pair(r.clientLoop.idle)}   ${pair(r.clientLoop[r.simulating.phase])}` +
      '   <- how late the client measuring ran',
  );
}

function printEvents(r: HostReport): void {
  console.log(
    "\nEvent delivery: a private message sent through the API until it reaches the receiver's stream",
  );
  console.log(
    'phase                               sent     lost   p50 ms   p99 ms   max ms   send answered p99 ms',
  );
  for (const [label, phase] of [
    ['idle', 'idle'],
    [r.simulating.label, r.simulating.phase],
  ] as const) {
    const d = r.delivery[phase];
    if (d)
      console.log(
        `${label.padEnd(32)} ${String(d.sent).padStart(7)} ${String(d.lost).padStart(8)} ${ms(d.p50)} ${ms(d.p99)} ${ms(d.max)} ${ms(d.sendP99)}`,
      );
  }
  const s = r.streams;
  const events = Object.entries(s.events)
    .map(([type, count]) => `${type} ${int(count)}`)
    .join(', ');
  console.log(
    `Streams: ${s.opened} open, ${s.ended} ended by the server; events received: ${events || 'none'}; ` +
      `${s.toldOfAdvances} of ${s.opened} streams told of an advance`,
  );
}

export function printHostReport(r: HostReport): void {
  const { options, advances, setup } = r;
  console.log(
    `\nSetup: ${options.leagues} leagues with ${int(setup.games)} games in ${setup.seconds.toFixed(1)} s (` +
      setup.steps.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ') +
      ')',
  );
  const seconds = advances.wallMs / 1000;
  console.log(
    `Games: ${int(advances.played)} stored in ${seconds.toFixed(1)} s: ${(advances.played / seconds).toFixed(1)} games/s` +
      (options.advanceTo === 'regularSeasonEnd'
        ? `; until the first league's season ended (${(advances.firstEndMs / 1000).toFixed(1)} s), ` +
          `${((advances.playedAtFirstEnd * 1000) / advances.firstEndMs).toFixed(1)} games/s`
        : ''),
  );
  if (advances.failed.length > 0) console.log(`Failed advances: ${advances.failed.join('; ')}`);
  printReads(r);
  printEvents(r);
  printResources(r);
}
